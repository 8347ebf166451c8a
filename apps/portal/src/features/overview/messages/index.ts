import { defineCatalogue, useMessages } from '@rebond/ui';
import { en, type OverviewMessages } from './en';

export type { OverviewMessages };

/** The `overview` texts: English in the bundle, each other language loaded when first shown. */
export const overviewCatalogue = /* @__PURE__ */ defineCatalogue<OverviewMessages>('overview', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the overview texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useOverviewMessages(): OverviewMessages {
  return useMessages(overviewCatalogue);
}

import { defineCatalogue, useMessages } from '@rebond/ui';
import { en, type HelpTabMessages } from './en';

export type { HelpTabMessages };

/** The `helpTab` texts: English in the bundle, each other language loaded when first shown. */
export const helpTabCatalogue = /* @__PURE__ */ defineCatalogue<HelpTabMessages>('helpTab', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the Help tab's texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useHelpTabMessages(): HelpTabMessages {
  return useMessages(helpTabCatalogue);
}

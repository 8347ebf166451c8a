import { defineCatalogue } from '../../i18n/catalogue';
import { useMessages } from '../../i18n/locale';
import { en, type HistoryMessages } from './en';

export type { HistoryMessages };

/** The `history` texts: English in the bundle, each other language loaded when first shown. */
export const historyCatalogue = /* @__PURE__ */ defineCatalogue<HistoryMessages>('history', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the session history texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useHistoryMessages(): HistoryMessages {
  return useMessages(historyCatalogue);
}

import { defineCatalogue } from '../i18n/catalogue';
import { useMessages } from '../i18n/locale';
import { en, type SessionMessages } from './messages/en';

export type { SessionMessages };

/** The `sessions` texts: English in the bundle, each other language loaded when first shown. */
export const sessionsCatalogue = /* @__PURE__ */ defineCatalogue<SessionMessages>('sessions', en, {
  fr: () => import('./messages/fr').then((module) => module.fr),
  es: () => import('./messages/es').then((module) => module.es),
  de: () => import('./messages/de').then((module) => module.de),
});

/** Reads the session screens' texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useSessionMessages(): SessionMessages {
  return useMessages(sessionsCatalogue);
}

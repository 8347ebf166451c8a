import { defineCatalogue } from '../i18n/catalogue';
import { useMessages } from '../i18n/locale';
import { type ConsentMessages, en } from './messages/en';

export type { ConsentMessages };

/**
 * The `consent` texts (the modal's titles, descriptions and buttons): their own catalogue, so the
 * modal carries only these and not the sign-in forms' or the dashboard's. The details are the
 * on-demand `consentDetails` catalogue.
 */
export const consentCatalogue = /* @__PURE__ */ defineCatalogue<ConsentMessages>('consent', en, {
  fr: () => import('./messages/fr').then((module) => module.fr),
  es: () => import('./messages/es').then((module) => module.es),
  de: () => import('./messages/de').then((module) => module.de),
});

/** Reads the consent texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useConsentMessages(): ConsentMessages {
  return useMessages(consentCatalogue);
}

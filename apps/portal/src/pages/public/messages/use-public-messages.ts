import { lazyCatalogue } from '../../../i18n/lazy-catalogue';
import type { PublicMessages } from './en';

export type { PublicMessages };

/**
 * The public pages' messages in the active locale (set by `LocaleProvider`, English by default),
 * one chunk per locale: only the active language is fetched.
 */
export const publicMessages = lazyCatalogue<PublicMessages>({
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  de: () => import('./de').then((m) => m.de),
});

export const usePublicMessages = publicMessages.useMessages;

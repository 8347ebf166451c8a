import { lazyCatalogue } from '../../../i18n/lazy-catalogue';
import type { SessionPageMessages } from './en';

export type { SessionPageMessages };

/** The session pages' own catalogue, one chunk per locale: only the active language is fetched. */
export const sessionPageMessages = lazyCatalogue<SessionPageMessages>({
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  de: () => import('./de').then((m) => m.de),
});

export const useSessionPageMessages = sessionPageMessages.useMessages;

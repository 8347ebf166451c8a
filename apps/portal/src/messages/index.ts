import { lazyCatalogue } from '../i18n/lazy-catalogue';
import type { PortalMessages } from './en';

export type { PortalMessages };

/**
 * The portal's own catalogue (the ui components and public pages have theirs), one chunk per
 * locale: only the active language is fetched.
 */
export const portalMessages = lazyCatalogue<PortalMessages>({
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  de: () => import('./de').then((m) => m.de),
});

export const usePortalMessages = portalMessages.useMessages;

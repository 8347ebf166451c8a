import type { SessionPageMessages } from './en';

/** German texts of the portal's session pages. */
export const de: SessionPageMessages = {
  launchSession: 'Sitzung starten',
  avatarsLoadFailed: 'Avatare konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  createSessionTitle: 'Sitzung erstellen',
};

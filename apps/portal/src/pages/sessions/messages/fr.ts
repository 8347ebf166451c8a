import type { SessionPageMessages } from './en';

/** French texts of the portal's session pages. */
export const fr: SessionPageMessages = {
  launchSession: 'Lancer une séance',
  avatarsLoadFailed: 'Échec du chargement des avatars. Veuillez réessayer.',
  retry: 'Réessayer',
  createSessionTitle: 'Créer une séance',
};

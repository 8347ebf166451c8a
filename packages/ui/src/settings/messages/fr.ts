import type { SettingsMessages } from './en';

/** French texts of Settings. */
export const fr: SettingsMessages = {
  title: 'Paramètres',
  deviceNote:
    'Ces paramètres sont enregistrés pour votre compte : ils vous suivent sur chaque appareil où vous vous connectez. La langue s’applique immédiatement ; les autres choix sont conservés pour des fonctionnalités encore en préparation.',
  notifications: 'Notifications',
  notificationNames: {
    email: 'Notifications par e-mail',
    push: 'Notifications push',
    sms: 'Notifications par SMS',
    session_reminders: 'Rappels de séance',
    patient_updates: 'Nouvelles des patients',
    system_updates: 'Mises à jour du système',
  },
  privacy: 'Confidentialité',
  privacyNames: {
    share_anonymized_data: 'Partager des données anonymisées pour la recherche et l’analyse des performances',
    auto_logout: 'Déconnexion automatique après inactivité',
  },
  encryptionNote:
    'Chiffrement : votre navigateur et Rebond communiquent en HTTPS (TLS), ce que vous envoyez est donc chiffré pendant le transport. Les enregistrements et les vidéos sont stockés et traités sur le serveur de Rebond, qui peut les lire pour créer les réponses : ce n’est pas un chiffrement de bout en bout.',
  sessions: 'Séances et région',
  sessionDuration: 'Durée de séance par défaut',
  minutes: (count) => `${count} minutes`,
  language: 'Langue',
  languageHint: 'S’applique immédiatement.',
  languages: { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' },
  timeZone: 'Fuseau horaire',
  timeZones: {
    UTC: 'UTC (temps universel coordonné)',
    PST: 'PST (heure du Pacifique)',
    EST: 'EST (heure de l’Est)',
    CET: 'CET (heure d’Europe centrale)',
  },
  savePreferences: 'Enregistrer les préférences',
  resetDefaults: 'Rétablir les valeurs par défaut',
  saved: 'Préférences enregistrées.',
  resetDone: 'Préférences réinitialisées.',
  account: 'Compte',
  changePassword: 'Changer le mot de passe',
  twoFactor: 'Authentification à deux facteurs',
  twoFactorUnavailable:
    'Pas encore disponible : Rebond ne propose pas encore l’authentification à deux facteurs.',
  editProfile: 'Modifier le profil',
  updateEmail: 'Modifier l’e-mail',
  downloadData: 'Télécharger mes données',
  downloadHint: 'Un fichier JSON avec votre compte, vos consentements et vos séances.',
  downloadFailed: 'Impossible de télécharger vos données. Veuillez réessayer.',
  downloaded: 'Vos données ont été téléchargées.',
  dangerZone: 'Supprimer le compte',
  dangerIntro:
    'Supprimer votre compte efface définitivement votre profil, vos avatars, vos séances et vos vidéos.',
  deleteAccount: 'Supprimer le compte',
  deleteDialog: {
    firstTitle: 'Supprimer votre compte ?',
    firstBody:
      'Votre profil, vos avatars, vos séances, vos vidéos et vos consentements seront définitivement supprimés.',
    secondTitle: 'En êtes-vous vraiment sûr ?',
    secondBody:
      'Cette action est irréversible. Personne, pas même notre équipe d’assistance, ne pourra récupérer votre compte.',
    typeTitle: 'Tapez DELETE pour confirmer',
    typeLabel: 'Tapez DELETE en majuscules',
    cancel: 'Annuler',
    continue: 'Continuer',
    confirm: 'Supprimer mon compte',
  },
  deletionCancelled: 'Suppression du compte annulée : le texte de vérification ne correspond pas.',
  deleteFailed: 'Impossible de supprimer le compte. Veuillez contacter l’assistance.',
};

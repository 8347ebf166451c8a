import type { RecorderMessages } from './en';

/** French texts of the recorder. */
export const fr: RecorderMessages = {
  label: 'Enregistreur vocal',
  start: "Démarrer l'enregistrement",
  pause: 'Pause',
  resume: 'Reprendre',
  stop: 'Arrêter',
  play: 'Écouter',
  pausePlayback: 'Pause',
  recordAgain: 'Enregistrer à nouveau',
  recording: 'Enregistrement',
  paused: 'En pause',
  elapsed: 'Durée enregistrée',
  limit: (time) => `Jusqu'à ${time}`,
  complete: (time) => `Enregistrement terminé (${time})`,
  processing: "Préparation de l'enregistrement...",
  limitReached: "La durée maximale a été atteinte, l'enregistrement s'est arrêté.",
  permissionTitle: 'Accès au microphone requis',
  permissionText: 'Autorisez ce site à utiliser votre microphone dans votre navigateur, puis réessayez.',
  grantPermission: "Autoriser l'accès",
  disabled: "L'enregistrement n'est pas disponible.",
  shortcutHint: "Raccourci\u00a0: Alt+R démarre et arrête l'enregistrement",
  errors: {
    'permission-denied':
      "Impossible d'accéder au microphone. Vérifiez que l'autorisation du microphone est accordée.",
    'microphone-unavailable':
      "Impossible d'accéder au microphone. Vérifiez que l'autorisation du microphone est accordée.",
    'microphone-ended':
      "Le microphone s'est arrêté pendant l'enregistrement. Ce qui a été enregistré jusque-là est conservé\u00a0; enregistrez à nouveau s'il est incomplet.",
    unsupported:
      'Ce navigateur ne peut pas enregistrer de son. Utilisez une version récente de Chrome, Edge, Firefox ou Safari.',
    'processing-failed': "L'enregistrement n'a pas pu être préparé. Veuillez enregistrer à nouveau.",
  },
};

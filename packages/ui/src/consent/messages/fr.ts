import type { ConsentMessages } from './en';

/** French texts of the consent modal. */
export const fr: ConsentMessages = {
  note: 'Votre consentement est nécessaire pour continuer. Vous pouvez le retirer à tout moment depuis les paramètres de votre compte.',
  accept: "Je comprends et j'accepte",
  decline: "Je ne suis pas d'accord",
  showDetails: 'Afficher les détails',
  hideDetails: 'Masquer les détails',
  types: {
    platform: {
      title: 'Bienvenue sur notre plateforme de thérapie du trauma',
      description:
        'Rebond vous permet de vous exercer aux conversations difficiles avec des avatars parlants animés par une IA. Avant de commencer, lisez comment nous traitons vos informations.',
    },
    session: {
      title: "Consentement à l'enregistrement des séances",
      description:
        "Vos séances d'entraînement sont enregistrées pour que vous puissiez les revoir plus tard dans votre historique.",
    },
    'data-processing': {
      title: "Consentement au traitement par l'IA",
      description:
        'Une IA traite vos enregistrements pour comprendre ce que vous avez dit et produire les réponses vidéo parlées de votre avatar.',
    },
  },
};

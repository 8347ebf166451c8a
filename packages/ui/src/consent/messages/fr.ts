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
      details: [
        "Rebond est un outil d'entraînement pour les professionnels. Il ne remplace ni une thérapie, ni une supervision clinique, ni les soins d'urgence.",
        "Nous conservons les informations de votre compte (nom, nom d'utilisateur et adresse e-mail) ainsi que les avatars et les séances que vous créez.",
        'Vos données sont partagées uniquement entre vous et le psychiatre qui vous est attribué. Nous ne les vendons jamais et ne les utilisons pas à des fins publicitaires.',
        'Les réponses des avatars sont rédigées par une IA et peuvent être inexactes ou inattendues. Vous pouvez arrêter une séance à tout moment.',
        "Vos données sont conservées jusqu'à ce que vous les supprimiez ou que vous fermiez votre compte.",
        'Vous pouvez retirer votre consentement à tout moment depuis les paramètres de votre compte.',
      ],
    },
    session: {
      title: "Consentement à l'enregistrement des séances",
      description:
        "Vos séances d'entraînement sont enregistrées pour que vous puissiez les revoir plus tard dans votre historique.",
      details: [
        "Nous enregistrons ce que vous dites pendant une séance, la transcription qui en est faite et les réponses vidéo de l'avatar.",
        'Les enregistrements sont partagés uniquement entre vous et le psychiatre qui vous est attribué.',
        "Les enregistrements sont conservés avec la séance jusqu'à ce que vous supprimiez la séance ou votre compte.",
        'Supprimer une séance efface définitivement ses enregistrements, ses transcriptions et ses vidéos.',
        "N'utilisez pas les vrais noms de vos clients ni d'informations permettant d'identifier une personne.",
        'Vous pouvez retirer ce consentement à tout moment depuis les paramètres de votre compte.',
      ],
    },
    'data-processing': {
      title: "Consentement au traitement par l'IA",
      description:
        'Une IA traite vos enregistrements pour comprendre ce que vous avez dit et produire les réponses vidéo parlées de votre avatar.',
      details: [
        'La reconnaissance vocale transforme votre enregistrement audio en texte.',
        "Le texte, le profil de personnage de l'avatar et la conversation en cours servent à rédiger la réponse de l'avatar.",
        "La réponse est transformée en voix et en vidéo de l'avatar synchronisée sur les lèvres.",
        "Si votre organisation connecte un service d'IA externe, votre audio et votre texte lui sont envoyés uniquement pour produire la réponse.",
        "Rebond n'utilise pas vos enregistrements pour entraîner des modèles d'IA.",
        "Les réponses de l'IA peuvent être inexactes\u00a0: considérez-les comme un support d'entraînement, pas comme un avis clinique.",
        'Vous pouvez retirer ce consentement à tout moment depuis les paramètres de votre compte.',
      ],
    },
  },
};

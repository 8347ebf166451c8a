import type { ConsentDetailsMessages } from './en';

/** French details of each consent. */
export const fr: ConsentDetailsMessages = {
  platform: [
    "Rebond est un outil d'entraînement pour les professionnels. Il ne remplace ni une thérapie, ni une supervision clinique, ni les soins d'urgence.",
    "Nous conservons les informations de votre compte (nom, nom d'utilisateur et adresse e-mail) ainsi que les avatars et les séances que vous créez.",
    'Vos données sont partagées uniquement entre vous et le psychiatre qui vous est attribué. Nous ne les vendons jamais et ne les utilisons pas à des fins publicitaires.',
    'Les réponses des avatars sont rédigées par une IA et peuvent être inexactes ou inattendues. Vous pouvez arrêter une séance à tout moment.',
    "Vos données sont conservées jusqu'à ce que vous les supprimiez ou que vous fermiez votre compte.",
    'Vous pouvez retirer votre consentement à tout moment depuis les paramètres de votre compte.',
  ],
  session: [
    "Nous enregistrons ce que vous dites pendant une séance, la transcription qui en est faite et les réponses vidéo de l'avatar.",
    'Les enregistrements sont partagés uniquement entre vous et le psychiatre qui vous est attribué.',
    "Les enregistrements sont conservés avec la séance jusqu'à ce que vous supprimiez la séance ou votre compte.",
    'Supprimer une séance efface définitivement ses enregistrements, ses transcriptions et ses vidéos.',
    "N'utilisez pas les vrais noms de vos clients ni d'informations permettant d'identifier une personne.",
    'Vous pouvez retirer ce consentement à tout moment depuis les paramètres de votre compte.',
  ],
  'data-processing': [
    'La reconnaissance vocale transforme votre enregistrement audio en texte.',
    "Le texte, le profil de personnage de l'avatar et la conversation en cours servent à rédiger la réponse de l'avatar.",
    "La réponse est transformée en voix et en vidéo de l'avatar synchronisée sur les lèvres.",
    "Si votre organisation connecte un service d'IA externe, votre audio et votre texte lui sont envoyés uniquement pour produire la réponse.",
    "Rebond n'utilise pas vos enregistrements pour entraîner des modèles d'IA.",
    "Les réponses de l'IA peuvent être inexactes\u00a0: considérez-les comme un support d'entraînement, pas comme un avis clinique.",
    'Vous pouvez retirer ce consentement à tout moment depuis les paramètres de votre compte.',
  ],
};

import type { HelpTabMessages } from './en';

/** French texts of the Help tab. */
export const fr: HelpTabMessages = {
  title: 'Aide et assistance',
  intro: 'Des guides, les moyens de joindre notre équipe et l’état de la plateforme.',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  resourcesHeading: 'Ressources',
  resources: {
    gettingStarted: {
      title: 'Premiers pas',
      text: 'Configurez votre compte et lancez votre première séance.',
    },
    videos: {
      title: 'Tutoriels vidéo',
      text: 'De courtes démonstrations de chaque partie de la plateforme.',
    },
    faq: {
      title: 'Questions fréquentes',
      text: 'Les réponses aux questions que l’on nous pose le plus souvent.',
    },
    contact: {
      title: 'Contacter l’assistance',
      text: 'Quand et comment nous joindre, et quoi nous indiquer.',
    },
    docs: {
      title: 'Documentation de la plateforme',
      text: 'La référence sur les avatars, les séances et les enregistrements.',
    },
  },
  quickSupportHeading: 'Assistance rapide',
  liveChat: {
    title: 'Chat en direct',
    action: 'Démarrer le chat',
    unavailable: 'Le chat en direct n’est pas encore disponible. Veuillez utiliser l’e-mail en attendant.',
  },
  email: {
    title: 'Assistance par e-mail',
    availability: 'Réponse sous 24 heures',
    action: (address) => `Écrire à ${address}`,
  },
  call: {
    title: 'Planifier un appel',
    availability: 'Du lundi au vendredi, de 9 h à 18 h',
    action: 'Planifier un appel',
    unavailable:
      'La planification d’appels n’est pas encore disponible. Veuillez utiliser l’e-mail en attendant.',
  },
  statusHeading: 'État du système',
  statusNote: 'État à la date de cette version. Cette liste n’est pas mise à jour en direct.',
  services: {
    platform: 'Plateforme web',
    avatars: 'Création d’avatars',
    video: 'Génération de vidéos',
    voice: 'Traitement de la voix',
    storage: 'Stockage des données',
  },
  states: {
    operational: 'Opérationnel',
    maintenance: 'Maintenance',
  },
  contactHeading: 'Coordonnées',
  supportEmail: 'E-mail de l’assistance',
  businessEmail: 'Demandes commerciales',
  address: 'Adresse',
  emergencyHeading: 'Assistance d’urgence',
  emergencyResponse: 'Réponse en moins de 2 heures',
  emergencyText:
    'Pour les problèmes techniques urgents qui vous empêchent de travailler, par exemple une panne juste avant un rendez-vous avec un client.',
  emergencyAction: 'Écrire à l’assistance d’urgence',
  emergencySubject: 'URGENT : assistance Rebond',
  crisisTitle: 'Rebond n’est pas un service de crise',
  crisisText:
    'Si vous, un client ou toute autre personne êtes en danger ou en crise psychique, appelez immédiatement le numéro d’urgence local (112 en Europe, 911 aux États-Unis et au Canada).',
};

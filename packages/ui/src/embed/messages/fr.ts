import type { EmbedMessages } from './en';

export const fr: EmbedMessages = {
  consent: {
    note: 'Vous pouvez arrêter à tout moment. Pour faire supprimer vos enregistrements, adressez-vous au cabinet qui vous a invité.',
    accept: "J'ai compris et j'accepte",
    decline: "Je n'accepte pas",
    showDetails: 'Afficher les détails',
    hideDetails: 'Masquer les détails',
    saving: 'Enregistrement de votre réponse...',
    saved: 'Votre réponse a été enregistrée.',
    types: {
      platform: {
        title: 'Vous entraîner avec un partenaire IA',
        description:
          "Cette page vous permet de répéter une conversation difficile avec un avatar parlant créé par une IA. C'est un outil d'entraînement, pas une thérapie ni une aide d'urgence.",
        details: [
          "L'avatar et ses réponses sont produits par une IA. Ils peuvent être inexacts ou inattendus.",
          'Le cabinet qui vous a invité organise ces séances et peut les consulter.',
          "Si vous êtes en danger ou avez besoin d'aide urgente, contactez les services d'urgence.",
          'Vous pouvez arrêter à tout moment en fermant cette page.',
        ],
      },
      session: {
        title: 'Avant de commencer',
        description:
          "Cette séance d'entraînement enregistre votre voix et l'envoie à une IA, qui écrit une réponse et en fait une vidéo de l'avatar qui parle.",
        details: [
          'Ce que vous dites est enregistré et transcrit en texte.',
          'Votre enregistrement, sa transcription et les réponses sont conservés avec cette séance par le cabinet qui vous a invité, et ses praticiens peuvent les consulter.',
          "Merci de ne pas citer de noms ni de détails qui pourraient vous identifier ou identifier quelqu'un d'autre.",
          "Les réponses de l'IA peuvent être inexactes ou inattendues : c'est un entraînement, pas un conseil.",
        ],
      },
      'data-processing': {
        title: "Comment l'IA utilise votre voix",
        description:
          "Une IA transcrit votre enregistrement, écrit la réponse de l'avatar et produit la vidéo parlée.",
        details: [
          'La reconnaissance vocale transforme votre voix enregistrée en texte.',
          "Ce texte et la conversation jusqu'ici servent à écrire la réponse.",
          "La réponse est transformée en voix et en vidéo de l'avatar, synchronisée avec les lèvres.",
          "Vos enregistrements ne servent pas à entraîner des modèles d'IA.",
        ],
      },
    },
  },
  recorder: {
    label: (name: string) => `Conversation d'entraînement avec ${name}`,
    fallbackName: "l'avatar",
    loading: "Préparation de la séance d'entraînement...",
    declined: "Rien n'a été enregistré. Vous pouvez changer d'avis quand vous le souhaitez.",
    reviewConsent: 'Relire',
    permissionTitle: 'Accès au microphone requis',
    permissionText: 'Autorisez cette page à utiliser votre microphone dans votre navigateur, puis réessayez.',
    allowMicrophone: 'Autoriser le microphone',
    asking: "Votre navigateur demande l'accès à votre microphone : choisissez Autoriser.",
    start: "Démarrer l'enregistrement",
    pause: 'Pause',
    resume: 'Reprendre',
    stop: 'Arrêter',
    play: 'Écouter',
    pausePlayback: 'Pause',
    recordAgain: 'Enregistrer à nouveau',
    send: 'Envoyer',
    recording: 'Enregistrement',
    paused: 'En pause',
    elapsed: 'Durée enregistrée',
    limit: (time: string) => `Jusqu'à ${time}`,
    timer: (elapsed: string, max: string) => `${elapsed} sur ${max}`,
    processing: "Préparation de l'enregistrement...",
    recorded: (time: string) => `Votre message (${time})`,
    yourRecording: 'Votre enregistrement',
    tooShort: "Enregistrez au moins une seconde pour pouvoir l'envoyer.",
    limitReached: "La durée maximale a été atteinte, l'enregistrement s'est donc arrêté.",
    progressLabel: 'Avancement de la réponse',
    progress: (stage: string, percent: number) => `${stage} : ${percent} %`,
    stages: {
      uploading: 'Envoi de votre enregistrement',
      analyzingVoicePatterns: 'Écoute de ce que vous avez dit',
      generatingLipSync: 'Rédaction et voix de la réponse',
      renderingAvatarVideo: 'Création de la vidéo',
      finalizingVideo: 'Finalisation de la vidéo',
      working: 'Préparation de la réponse',
    },
    replyReady: (name: string) => `${name} a répondu.`,
    videoLabel: (name: string) => `Réponse vidéo de ${name}`,
    captions: 'Sous-titres',
    transcript: 'Lire la conversation',
    you: 'Vous',
    next: 'Enregistrer votre réponse',
    end: 'Terminer la séance',
    endedTitle: 'Séance terminée',
    endedText: 'Merci de vous être entraîné. Vous pouvez fermer cette page.',
    retry: 'Réessayer',
    turn: (turn: number) => `Tour ${turn}`,
    errors: {
      revoked: "Ce lien d'entraînement n'est plus actif. Prévenez le cabinet qui vous a invité.",
      expired:
        "Ce lien d'entraînement a expiré. Votre enregistrement est conservé pendant que la page renouvelle le lien ; si rien ne se passe, rechargez la page.",
      origin:
        "Ce site n'est pas autorisé à proposer cette séance d'entraînement. Merci de prévenir le cabinet qui vous a invité.",
      quota: "Ce cabinet a utilisé toutes ses séances pour aujourd'hui. Réessayez demain.",
      microphone:
        "Votre microphone n'a pas pu être utilisé. Vérifiez qu'il est branché et autorisé dans votre navigateur, puis réessayez.",
      too_large:
        'Cet enregistrement est trop volumineux pour être envoyé. Enregistrez un message plus court.',
      reply_failed:
        "La réponse n'a pas pu être créée. Votre enregistrement est conservé : vous pouvez réessayer.",
      network:
        'La connexion a été perdue. Votre enregistrement est conservé : vérifiez votre connexion et réessayez.',
      unknown: 'Un problème est survenu. Votre enregistrement est conservé : vous pouvez réessayer.',
      not_ready: "L'avatar n'est pas encore prêt. Réessayez dans quelques minutes.",
      notConfigured:
        "Cette séance d'entraînement n'est pas encore configurée. Merci de prévenir le cabinet qui vous a invité.",
    },
    recorderErrors: {
      'permission-denied': "Votre navigateur n'a pas autorisé le microphone.",
      'microphone-unavailable':
        "Aucun microphone n'a pu être utilisé. Vérifiez qu'il est branché et qu'aucune autre application ne l'utilise.",
      'microphone-ended':
        "Le microphone s'est arrêté pendant l'enregistrement. Ce qui a été enregistré jusque-là est conservé ; recommencez s'il est incomplet.",
      unsupported:
        "Ce navigateur ne peut pas enregistrer l'audio. Utilisez une version récente de Chrome, Edge, Firefox ou Safari.",
      'processing-failed': "L'enregistrement n'a pas pu être préparé. Enregistrez à nouveau.",
    },
  },
};

import type { PublicMessages } from './en';

/** French messages of the public pages. */
export const fr: PublicMessages = {
  common: {
    brand: 'Rebond',
    documentTitle: (page: string) => `${page} · Rebond`,
    skipToContent: 'Aller au contenu principal',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    comingSoonBadge: 'Bientôt disponible',
  },
  header: {
    homeLink: 'Rebond, accueil',
    navLabel: 'Principale',
    home: 'Accueil',
    about: 'À propos',
    contact: 'Contact',
    signIn: 'Se connecter',
    getStarted: 'Commencer',
    menu: 'Menu',
  },
  footer: {
    tagline: 'Un lieu serein où les professionnels répètent les conversations qui comptent.',
    contactHeading: 'Contact',
    emailLabel: 'E-mail du support',
    addressLabel: 'Adresse',
    address: ['Rebond GmbH', 'Torstraße 140', '10119 Berlin', 'Allemagne'],
    socialHeading: 'Suivez-nous',
    socialNote: 'Nos réseaux sociaux ouvriront bientôt.',
    productHeading: 'Produit',
    resourcesHeading: 'Ressources',
    legalHeading: 'Mentions légales',
    links: {
      features: 'Fonctionnalités',
      howItWorks: 'Comment ça marche',
      api: 'API',
      status: 'État du système',
      help: 'Centre d’aide',
      faq: 'FAQ',
      feedback: 'Vos commentaires',
      about: 'À propos',
      contact: 'Contact',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
      security: 'Sécurité',
      cookies: 'Politique relative aux cookies',
    },
    copyright: (year: number) => `© ${year} Rebond. Tous droits réservés.`,
  },
  landing: {
    title: 'Répétez les conversations difficiles',
    hero: {
      eyebrow: 'Conforme HIPAA · Pour les professionnels agréés',
      headingLead: 'La pratique assistée par IA pour les',
      phrases: [
        'thérapeutes et coachs',
        'professionnels de la santé mentale',
        'professionnels de santé',
        'praticiens du bien-être',
      ],
      audienceForScreenReaders:
        'thérapeutes et coachs, professionnels de la santé mentale, professionnels de santé et praticiens du bien-être',
      text: 'Répétez les conversations difficiles avec des avatars IA parlants et réalistes. Parlez naturellement, recevez une réponse vidéo synchronisée sur les lèvres et revoyez chaque séance à votre rythme.',
      getStarted: 'Commencer',
      watchDemo: 'Voir la démo',
      note: 'Inscription en 2 minutes. Aucune carte bancaire requise.',
    },
    demo: {
      heading: 'Rebond en action',
      text: 'Une courte présentation : créer un avatar, démarrer une séance et recevoir une réponse vidéo.',
      placeholder: 'Vidéo de démonstration bientôt disponible',
    },
    growth: {
      heading: 'Conçu pour progresser',
      intro: 'Entraînez-vous aux moments qui façonnent votre travail avec vos clients, sans pression.',
      items: {
        emotional: {
          title: 'Bien-être émotionnel',
          text: 'Répétez les échanges sur les émotions difficiles jusqu’à trouver des mots sûrs et bienveillants.',
        },
        personal: {
          title: 'Développement personnel',
          text: 'Essayez de nouvelles approches, repérez vos habitudes et gagnez en assurance à chaque séance.',
        },
        anxiety: {
          title: 'Gestion de l’anxiété',
          text: 'Préparez-vous aux clients anxieux ou submergés grâce à des avatars aux réactions réalistes.',
        },
        relationship: {
          title: 'Accompagnement relationnel',
          text: 'Entraînez-vous à apaiser les tensions et les conflits dans les couples et les familles.',
        },
      },
    },
    steps: {
      heading: 'Comment ça marche',
      intro: 'Trois étapes de l’inscription à votre premier enseignement.',
      items: {
        verification: {
          title: 'Vérification professionnelle',
          text: 'Inscrivez-vous en tant que thérapeute agréé ou coach certifié pour accéder à la plateforme.',
        },
        sessions: {
          title: 'Séances assistées par IA',
          text: 'Parlez avec un avatar construit autour d’un profil de personnage, en séance dynamique ou par scénario.',
        },
        progress: {
          title: 'Suivi des progrès',
          text: 'Revoyez conversations, réponses vidéo et résumés pour suivre l’évolution de votre pratique.',
        },
      },
    },
    journey: {
      heading: 'Accompagner votre parcours professionnel',
      intro: 'Rebond est d’abord conçu pour les professionnels et s’ouvrira bientôt aux particuliers.',
      professional: {
        title: 'Pour les professionnels',
        text: 'Créez des avatars, menez des séances d’entraînement et conservez l’historique de votre travail.',
        action: 'Rejoindre en tant que professionnel',
      },
      individual: {
        title: 'Pour les particuliers',
        text: 'Un espace guidé pour que chacun puisse répéter ses conversations importantes est en préparation.',
        action: 'Découvrir en tant que particulier',
      },
    },
    impact: {
      heading: 'Un impact réel',
      intro: 'Ce que constatent les professionnels après s’être entraînés avec Rebond.',
      trustedBy: 'Plus de 500 professionnels nous font confiance',
      stats: {
        outcomes: { value: '85 %', label: 'de meilleurs résultats pour les clients' },
        time: { value: '60 %', label: 'de temps gagné par séance' },
        satisfaction: { value: '92 %', label: 'de professionnels satisfaits' },
        insight: { value: '40 %', label: 'de compréhension en plus' },
      },
      testimonialsHeading: 'Ce qu’en disent les professionnels',
      testimonials: {
        first: {
          quote:
            'Répéter une conversation difficile avant qu’elle n’ait lieu a changé ma façon d’ouvrir les séances. Je suis plus calme, et mes clients le remarquent.',
          author: 'Psychologue clinicienne diplômée',
        },
        second: {
          quote:
            'Les séances par scénario me permettent de m’exercer à la désescalade sans mettre personne en danger. C’est devenu un rituel hebdomadaire.',
          author: 'Coach de vie certifié',
        },
      },
    },
    cta: {
      heading: 'Prêt à vous entraîner en confiance ?',
      text: 'Rejoignez les professionnels qui répètent leurs conversations les plus importantes avec Rebond.',
      primary: 'Commencer gratuitement',
      secondary: 'Planifier une démo',
    },
    floating: {
      label: 'Aide rapide',
      liveChat: { label: 'Assistance par chat', hint: 'Parler à notre équipe d’assistance' },
      docs: { label: 'Documentation', hint: 'Guides et réponses dans le centre d’aide' },
      demo: { label: 'Planifier une démo', hint: 'Réserver une visite guidée de la plateforme' },
    },
  },
  features: {
    title: 'Fonctionnalités',
    eyebrow: 'Fonctionnalités',
    heading: 'Tout ce qu’il faut pour s’entraîner en confiance',
    intro:
      'Rebond réunit des avatars réalistes, des voix naturelles et des outils de séance soignés dans un espace de travail serein.',
    items: {
      avatars: {
        title: 'Avatars IA parlants',
        text: 'Créez un avatar à partir d’une seule photo et d’un profil de personnage qui oriente ses réponses.',
      },
      voice: {
        title: 'Voix clonées ou générées',
        text: 'Importez ou enregistrez un échantillon de voix, ou générez une voix à partir d’une courte description.',
      },
      sessions: {
        title: 'Séances dynamiques ou par scénario',
        text: 'Laissez la conversation se dérouler librement, ou fixez un scénario pour travailler une situation précise.',
      },
      video: {
        title: 'Réponses vidéo synchronisées',
        text: 'Enregistrez votre message et recevez une réponse vidéo de l’avatar, généralement en 30 à 60 secondes.',
      },
      history: {
        title: 'Historique des séances',
        text: 'Retrouvez chaque conversation avec ses vidéos et son résumé, et reprenez les séances actives.',
      },
      privacy: {
        title: 'La confidentialité d’abord',
        text: 'Un consentement explicite avant tout enregistrement ou traitement par IA, et des données traitées conformément à HIPAA.',
      },
    },
    cta: {
      heading: 'Commencez à vous entraîner dès aujourd’hui',
      text: 'Créez votre compte en deux minutes environ, ou parlez-nous de votre équipe.',
      primary: 'Créer votre compte',
      secondary: 'Nous contacter',
    },
  },
  howItWorks: {
    title: 'Comment ça marche',
    eyebrow: 'Comment ça marche',
    heading: 'De l’inscription à une pratique qui a du sens',
    intro: 'Quatre étapes mènent d’un compte vide à l’analyse de votre première conversation répétée.',
    stepsHeading: 'Quatre étapes',
    steps: {
      signUp: {
        title: 'Inscription et configuration',
        text: 'Créez votre compte professionnel et complétez votre profil.',
      },
      createSession: {
        title: 'Créer une séance',
        text: 'Choisissez un avatar, optez pour une séance dynamique ou par scénario, puis configurez-la.',
      },
      interaction: {
        title: 'Interaction avec l’IA',
        text: 'Enregistrez votre voix ; l’avatar répond par une vidéo synchronisée sur les lèvres.',
      },
      review: {
        title: 'Bilan et progrès',
        text: 'Revoyez la conversation, les vidéos et le résumé, et suivez vos progrès dans le temps.',
      },
    },
    workflowsHeading: 'Deux parcours, un même objectif',
    psychiatrist: {
      heading: 'Pour les psychiatres et thérapeutes',
      steps: [
        'Créez des avatars à l’image des clients auxquels vous voulez vous préparer.',
        'Menez des séances d’entraînement avant un rendez-vous difficile.',
        'Consultez l’historique et les résumés pour affiner votre approche.',
      ],
    },
    patient: {
      heading: 'Pour les patients',
      steps: [
        'Rejoignez la plateforme sur invitation de votre professionnel.',
        'Donnez votre consentement avant tout enregistrement ou traitement par IA.',
        'Entraînez-vous à vos conversations dans un espace sûr, à votre rythme.',
      ],
    },
    cta: {
      heading: 'Voyez par vous-même',
      text: 'Créez un compte, découvrez les fonctionnalités ou posez-nous vos questions.',
      register: 'Créer votre compte',
      features: 'Découvrir les fonctionnalités',
      contact: 'Nous contacter',
    },
  },
  help: {
    title: 'Aide et assistance',
    eyebrow: 'Aide et assistance',
    heading: 'Comment pouvons-nous vous aider ?',
    intro: 'Trouvez des réponses, parcourez les guides ou contactez notre équipe d’assistance.',
    contactHeading: 'Contacter l’assistance',
    liveChat: {
      title: 'Chat en direct',
      text: 'Échangez en temps réel avec notre équipe d’assistance.',
      action: 'Démarrer le chat',
      unavailable: 'Le chat en direct n’est pas encore disponible. Écrivez-nous par e-mail en attendant.',
    },
    email: {
      title: 'Assistance par e-mail',
      text: 'Nous répondons sous 24 heures',
    },
    phone: {
      title: 'Assistance téléphonique',
      text: 'Parlez à un membre de notre équipe.',
      hours: 'Du lundi au vendredi, de 9 h à 18 h (heure de l’Est, EST)',
    },
    resourcesHeading: 'Ressources utiles',
    resourceTypes: { guide: 'Guide', video: 'Vidéo', article: 'Article', tutorial: 'Tutoriel' },
    resources: {
      gettingStarted: {
        title: 'Bien démarrer',
        text: 'Configurez votre compte et lancez votre première séance.',
      },
      videos: {
        title: 'Tutoriels vidéo',
        text: 'De courtes présentations de chaque partie de la plateforme.',
      },
      faq: { title: 'Questions fréquentes', text: 'Les réponses aux questions que l’on nous pose le plus.' },
      contact: {
        title: 'Contacter l’assistance',
        text: 'Quand et comment nous joindre, et quoi nous indiquer.',
      },
      docs: {
        title: 'Documentation de la plateforme',
        text: 'Référence sur les avatars, les séances et les enregistrements.',
      },
      firstAvatar: {
        title: 'Créer votre premier avatar',
        text: 'Photos, voix et profil de personnage, étape par étape.',
      },
    },
    faqHeading: 'Questions fréquentes',
    searchLabel: 'Rechercher dans les questions et réponses',
    searchPlaceholder: 'p. ex. microphone',
    categoryLabel: 'Catégorie',
    categories: {
      all: 'Toutes',
      general: 'Général',
      sessions: 'Séances',
      avatars: 'Avatars',
      technical: 'Technique',
      billing: 'Facturation',
    },
    resultCount: (shown: number, total: number) =>
      shown === total ? `Les ${total} questions sont affichées` : `${shown} questions sur ${total} affichées`,
    emptyHeading: 'Aucune question trouvée',
    emptyText: 'Essayez un autre terme de recherche ou une autre catégorie.',
    clearFilters: 'Effacer la recherche et la catégorie',
    faqs: {
      startSession: {
        question: 'Comment démarrer une séance ?',
        answer:
          'Ouvrez votre tableau de bord et choisissez Créer une séance. Sélectionnez un avatar, le type de séance, configurez-la puis lancez-la. Vous pouvez aussi lancer une séance directement depuis la fiche d’un avatar.',
      },
      sessionTypes: {
        question: 'Quelle différence entre une séance dynamique et une séance par scénario ?',
        answer:
          'Une séance dynamique laisse la conversation se développer librement à partir du profil du personnage. Une séance par scénario ajoute une consigne de scénario pour répéter une situation précise.',
      },
      createAvatar: {
        question: 'Comment créer un avatar ?',
        answer:
          'Utilisez l’assistant de création : indiquez un nom, importez une photo nette, choisissez une voix (importée, enregistrée ou générée), complétez le profil du personnage, puis patientez pendant la création. Elle prend généralement 5 à 8 minutes.',
      },
      history: {
        question: 'Où retrouver mes séances passées ?',
        answer:
          'L’onglet Historique des séances liste chaque séance avec son statut, sa durée, son type et ses vidéos. Recherchez par nom d’avatar, résumé ou identifiant de séance et filtrez par statut.',
      },
      audioFormat: {
        question: 'Quel format audio est utilisé pour les enregistrements ?',
        answer:
          'Votre navigateur enregistre l’audio au format WebM avec le codec Opus, qui garde des fichiers légers tout en préservant la qualité de la voix.',
      },
      videoTime: {
        question: 'Combien de temps prend la génération d’une vidéo ?',
        answer:
          'La génération d’une réponse vidéo prend généralement 30 à 60 secondes. Gardez la page ouverte jusqu’à la fin de la barre de progression.',
      },
      mobile: {
        question: 'Puis-je utiliser Rebond sur un téléphone ou une tablette ?',
        answer:
          'Oui. La plateforme fonctionne dans les navigateurs mobiles récents, à condition d’autoriser l’accès au microphone. Un écran plus grand reste plus confortable pour revoir les séances.',
      },
      deleteItems: {
        question: 'Puis-je supprimer des séances et des avatars ?',
        answer:
          'Oui. Vous pouvez supprimer une séance, avec toutes ses vidéos, depuis l’historique, et un avatar depuis la gestion des avatars. La suppression est définitive et irréversible.',
      },
      microphone: {
        question: 'Mon microphone ne fonctionne pas. Que faire ?',
        answer:
          'Vérifiez que le navigateur a l’autorisation d’utiliser le microphone, que le bon périphérique d’entrée est sélectionné dans les réglages du système et qu’aucune autre application ne l’utilise. Rechargez ensuite la page.',
      },
      responseQuality: {
        question: 'Comment améliorer la qualité des réponses de l’avatar ?',
        answer:
          'Rédigez un profil de personnage détaillé, parlez distinctement dans une pièce calme et donnez du contexte dans votre scénario. Des messages courts et ciblés donnent des réponses plus pertinentes.',
      },
      creditCard: {
        question: 'Faut-il une carte bancaire pour s’inscrire ?',
        answer: 'Non. L’inscription prend environ deux minutes et aucune carte bancaire n’est demandée.',
      },
    },
    stillNeedHelp: {
      heading: 'Besoin d’aide supplémentaire ?',
      text: 'Notre équipe d’assistance vous aide volontiers pour tout ce que les guides ne couvrent pas.',
      contact: 'Nous contacter',
      email: 'Écrire au support',
    },
  },
  about: {
    title: 'À propos',
    eyebrow: 'À propos de Rebond',
    heading: 'Aider les professionnels à se préparer aux conversations qui comptent',
    intro:
      'Rebond offre aux thérapeutes, coachs et professionnels de santé un lieu sûr pour répéter les conversations difficiles avec des avatars IA parlants, afin d’aborder les vraies séances sereins et prêts.',
    statsLabel: 'Rebond en chiffres',
    stats: {
      professionals: { value: '500+', label: 'Professionnels agréés' },
      sessions: { value: '10 000+', label: 'Séances accompagnées' },
      satisfaction: { value: '95 %', label: 'Taux de satisfaction' },
      availability: { value: '24/7', label: 'Disponibilité' },
    },
    mission: {
      heading: 'Notre mission',
      text: 'Faire de la pratique délibérée une composante de chaque métier de l’accompagnement, avec des outils qui respectent le professionnel comme les personnes qu’il accompagne.',
    },
    vision: {
      heading: 'Notre vision',
      text: 'Un monde où chaque conversation difficile est abordée avec préparation, empathie et confiance.',
    },
    valuesHeading: 'Nos valeurs',
    valuesIntro: 'Dix valeurs guident la façon dont nous construisons Rebond et travaillons avec vous.',
    values: {
      trust: {
        title: 'Confiance',
        text: 'Nous la méritons par la transparence et le soin apporté aux données.',
      },
      respect: {
        title: 'Respect',
        text: 'Envers les professionnels, les clients et chaque personne derrière une histoire.',
      },
      compassion: {
        title: 'Compassion',
        text: 'Nous concevons pour des personnes à des moments de vulnérabilité.',
      },
      communication: {
        title: 'Communication ouverte',
        text: 'Nous disons ce que nous faisons, et ce que nous ne faisons pas encore.',
      },
      commitment: { title: 'Engagement', text: 'Nous accompagnons nos utilisateurs sur la durée.' },
      equality: {
        title: 'Égalité',
        text: 'De bons outils d’entraînement devraient être accessibles à tous.',
      },
      patience: { title: 'Patience', text: 'Progresser prend du temps ; nos outils en laissent la place.' },
      forgiveness: { title: 'Indulgence', text: 'L’entraînement est le lieu où l’erreur est bienvenue.' },
      support: { title: 'Soutien', text: 'Une vraie équipe est là quand vous avez besoin d’aide.' },
      playfulness: { title: 'Légèreté', text: 'La curiosité et le jeu ancrent les apprentissages.' },
    },
    teamHeading: 'Les personnes derrière Rebond',
    teamIntro: 'Une petite équipe qui réunit pratique clinique, technologie et accompagnement.',
    team: {
      clinical: {
        title: 'Conseillers cliniques',
        text: 'Des psychologues et des coachs qui façonnent nos scénarios et évaluent les réponses des avatars.',
      },
      product: {
        title: 'Produit et ingénierie',
        text: 'Des designers et des ingénieurs qui construisent une plateforme sereine, fiable et confidentielle.',
      },
      support: {
        title: 'Succès client',
        text: 'Les personnes qui répondent à vos questions et aident votre équipe à démarrer.',
      },
    },
    cta: {
      heading: 'Parlons-en',
      text: 'Des questions sur Rebond, un partenariat ou votre équipe ? Nous serions ravis d’échanger avec vous.',
      contact: 'Nous contacter',
      features: 'Découvrir les fonctionnalités',
      home: 'Retour à l’accueil',
    },
  },
  contact: {
    title: 'Contact',
    eyebrow: 'Contact',
    heading: 'Contactez-nous',
    intro:
      'Une question, une démo ou un partenariat : dites-nous ce dont vous avez besoin et nous reviendrons vers vous.',
    cardsHeading: 'Nous joindre',
    cards: {
      support: {
        title: 'Assistance technique',
        text: 'Pour toute aide concernant votre compte, vos avatars ou vos séances.',
      },
      office: { title: 'Siège à Berlin', text: 'Notre équipe travaille depuis Berlin, en Allemagne.' },
      demo: {
        title: 'Démo de la plateforme',
        text: 'Une visite guidée de 30 minutes pour vous ou votre équipe. Choisissez « Demande de démo » dans le formulaire.',
      },
      business: {
        title: 'Demandes commerciales',
        text: 'Partenariats, presse et offres entreprise.',
      },
    },
    form: {
      heading: 'Envoyez-nous un message',
      required: 'obligatoire',
      name: 'Nom complet',
      email: 'Adresse e-mail',
      organization: 'Organisation',
      optional: '(facultatif)',
      inquiryType: 'Type de demande',
      inquiryTypes: {
        general: 'Question générale',
        demo: 'Demande de démo',
        technical: 'Assistance technique',
        integration: 'Intégration',
        business: 'Partenariat commercial',
        enterprise: 'Offre entreprise',
      },
      subject: 'Objet',
      message: 'Message',
      submit: 'Envoyer le message',
      errors: {
        nameRequired: 'Veuillez indiquer votre nom complet.',
        emailRequired: 'Veuillez indiquer votre adresse e-mail.',
        emailInvalid: 'Veuillez indiquer une adresse e-mail valide, par exemple nom@exemple.fr.',
        subjectRequired: 'Veuillez indiquer un objet.',
        messageRequired: 'Veuillez saisir votre message.',
        summary: (count: number) =>
          count === 1
            ? 'Veuillez corriger 1 champ ci-dessous.'
            : `Veuillez corriger ${count} champs ci-dessous.`,
      },
      success: {
        heading: 'Message envoyé avec succès !',
        text: 'Merci de nous avoir écrit.',
        again: 'Envoyer un autre message',
      },
    },
    availability: {
      heading: 'Disponibilités',
      email: { label: 'Réponse par e-mail', value: '24/7' },
      consultation: { label: 'Consultation en direct', value: 'Du lundi au vendredi, de 9 h à 18 h (CET)' },
      demo: { label: 'Démo de la plateforme', value: 'Sur rendez-vous' },
      enterprise: { label: 'Assistance entreprise', value: '24/7' },
    },
  },
  comingSoon: {
    heading: 'Bientôt disponible',
    text: 'Nous travaillons encore sur cette page. Revenez bientôt.',
    backHome: 'Retour à l’accueil',
    pages: {
      faq: 'FAQ',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
      support: 'Assistance',
      forgotPassword: 'Mot de passe oublié',
      security: 'Sécurité',
      api: 'API',
      status: 'État du système',
      feedback: 'Vos commentaires',
      cookies: 'Politique relative aux cookies',
      gettingStarted: 'Bien démarrer',
      videos: 'Tutoriels vidéo',
      helpFaq: 'Questions fréquentes',
      helpContact: 'Contacter l’assistance',
      docs: 'Documentation de la plateforme',
      firstAvatar: 'Créer votre premier avatar',
    },
  },
};

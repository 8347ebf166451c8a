import type { EmbedKeysMessages } from './en';

/** French texts of the Embed tab. */
export const fr: EmbedKeysMessages = {
  title: 'Intégrer à votre site web',
  intro:
    "Placez l'enregistreur d'entraînement sur le site d'un cabinet : les visiteurs parlent à l'un de vos avatars et leurs séances apparaissent dans votre historique.",
  loading: 'Chargement des clés d’intégration...',
  loadFailed: 'Impossible de charger vos clés d’intégration',
  tryAgain: 'Réessayer',
  form: {
    title: 'Créer une clé',
    name: 'Nom',
    nameHint: 'Pour vous seulement, par exemple « Page de devoirs ».',
    avatars: 'Avatars',
    avatarsHint:
      'Les avatars auxquels les visiteurs peuvent parler. Seuls les avatars actifs peuvent être choisis.',
    noAvatars: "Vous n'avez pas encore d'avatar actif. Créez-en un d'abord : une clé en demande au moins un.",
    origins: 'Sites autorisés',
    originsHint:
      'Une origine par ligne : https://cabinet.example, https://cabinet.example:8443 ou https://*.cabinet.example pour tous les sous-domaines. http:// seulement pour localhost. Sans chemin.',
    expiresOn: 'Expire le (facultatif)',
    expiresOnHint:
      "La clé cesse de fonctionner à la fin de ce jour. Laissez vide pour la garder jusqu'à sa révocation.",
    dailyQuota: 'Séances par jour',
    dailyQuotaHint: (min, max) =>
      `Nombre de séances de visiteurs que la clé peut ouvrir chaque jour (UTC), de ${min} à ${max}.`,
    submit: 'Créer la clé',
    errors: {
      nameRequired: 'Saisissez un nom pour la clé',
      nameTooLong: (max) => `Utilisez au plus ${max} caractères`,
      avatarsRequired: 'Choisissez au moins un avatar',
      avatarsTooMany: (max) => `Choisissez au plus ${max} avatars`,
      originsRequired: 'Saisissez au moins une origine de site',
      originsTooMany: (max) => `Saisissez au plus ${max} origines`,
      originsInvalid: (lines) =>
        `Origine non valide : ${lines}. Utilisez https://hôte, https://hôte:port ou https://*.hôte (http seulement pour localhost), sans chemin.`,
      expiresInvalid: 'Saisissez une date valide',
      expiresPast: 'Choisissez une date future',
      quotaInvalid: (min, max) => `Saisissez un nombre entier de ${min} à ${max}`,
    },
    failed: "La clé n'a pas pu être créée. Veuillez réessayer.",
  },
  secret: {
    title: 'Votre nouvelle clé secrète',
    warning: 'Copiez-la maintenant : elle n’est affichée qu’une seule fois et ne pourra plus être affichée.',
    explanation:
      'Gardez le secret sur le serveur de votre site (par exemple dans REBOND_EMBED_SECRET), jamais dans une page. La clé publiable ci-dessous peut aller dans une page statique.',
    secretLabel: 'Clé secrète',
    publishableLabel: 'Clé publiable',
    done: 'Je l’ai enregistrée',
  },
  copy: {
    copy: 'Copier',
    copyLabel: (what) => `Copier : ${what}`,
    copied: 'Copié dans le presse-papiers.',
    selected: 'Le texte est sélectionné : appuyez sur Ctrl+C (ou Cmd+C) pour le copier.',
  },
  list: {
    title: 'Vos clés',
    empty: "Vous n'avez pas encore de clé d'intégration. Créez-en une ci-dessus.",
    label: 'Clés d’intégration',
    origins: 'Sites',
    avatars: 'Avatars',
    status: 'Statut',
    usage: 'Séances',
    usageText: (month, quota) => `${month} ce mois-ci · jusqu’à ${quota} par jour`,
    created: 'Créée le',
    expires: 'Expire le',
    publishableKey: 'Clé publiable',
    unknownAvatar: 'Avatar supprimé',
    revoke: 'Révoquer',
    statuses: { active: 'Active', revoked: 'Révoquée', expired: 'Expirée' },
  },
  revoke: {
    title: (name) => `Révoquer « ${name} » ?`,
    body: 'Les sites qui utilisent cette clé cessent aussitôt de fonctionner et les visiteurs en séance sont interrompus. C’est irréversible : pour intégrer à nouveau, créez une nouvelle clé.',
    cancel: 'Annuler',
    confirm: 'Révoquer la clé',
    failed: "La clé n'a pas pu être révoquée. Veuillez réessayer.",
  },
  snippets: {
    title: 'Code pour votre site',
    intro: 'Choisissez une clé, puis copiez le code adapté au fonctionnement de votre site.',
    keyLabel: 'Clé du code',
    noKey: 'Créez une clé pour y insérer sa clé publiable.',
    serverTitle: 'Avec un serveur (recommandé)',
    serverIntro:
      "Votre serveur sert la page et échange le secret contre un jeton de visiteur de courte durée chaque fois que la page le demande, aussi pour un nouveau jeton avant l'expiration. Enregistrez l'exemple Node sous token-server.mjs et la page sous index.html à côté.",
    serverCode: 'Gestionnaire de jetons Node',
    serverTag: 'Balises de la page avec un jeton',
    staticTitle: 'Sur un site statique',
    staticIntro:
      'La clé publiable ne fonctionne que sur les sites autorisés ; le widget l’échange lui-même contre un jeton.',
    staticTag: 'Balises de la page avec la clé publiable',
  },
};

import type { OverviewMessages } from './en';

/** Textes français de la vue d'ensemble. */
export const fr: OverviewMessages = {
  welcome: (name) => (name ? `Bon retour, ${name}` : 'Bon retour'),
  intro: 'Répétez des conversations difficiles avec vos avatars IA, puis revoyez leur déroulement.',
  statsLabel: 'Votre pratique en un coup d’œil',
  stats: {
    total: 'Séances au total',
    active: 'Séances actives',
    averageTime: 'Durée moy. des séances',
    successRate: 'Taux de réussite',
  },
  successRateHow:
    'Séances terminées au résultat positif : la résistance du client a baissé et vos reflets et questions étaient dans les seuils MITI.',
  minutes: (value) => `${value} min`,
  percent: (value) => `${value} %`,
  quickActions: 'Actions rapides',
  actions: {
    launch: 'Lancer une séance',
    createAvatar: 'Créer un avatar',
    createSession: 'Créer une séance',
    manageAvatars: 'Gérer les avatars',
  },
  recentTitle: 'Séances récentes',
  loading: 'Chargement des séances...',
  loadFailed: 'Échec du chargement des séances',
  tryAgain: 'Réessayer',
  emptyTitle: 'Aucune séance pour l’instant',
  emptyBody: 'Créez votre première séance pour commencer à vous entraîner avec un avatar.',
  untitled: 'Séance avec un avatar',
  patient: 'Patient',
  started: 'Début',
  emotion: 'Émotion',
  duration: 'Durée',
};

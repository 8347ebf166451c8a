import type { OverviewMessages } from './en';

/** Deutsche Texte der Übersicht. */
export const de: OverviewMessages = {
  welcome: (name) => (name ? `Willkommen zurück, ${name}` : 'Willkommen zurück'),
  intro:
    'Üben Sie schwierige Gespräche mit Ihren KI-Avataren und sehen Sie sich danach an, wie sie verliefen.',
  statsLabel: 'Ihre Praxis auf einen Blick',
  stats: {
    total: 'Sitzungen gesamt',
    active: 'Aktive Sitzungen',
    averageTime: 'Durchschn. Sitzungsdauer',
    successRate: 'Erfolgsquote',
  },
  successRateHow:
    'Abgeschlossene Sitzungen mit positivem Ergebnis: Der Widerstand des Klienten sank und Ihre Reflexionen und Fragen lagen in den MITI-Bereichen.',
  minutes: (value) => `${value} Min.`,
  percent: (value) => `${value} %`,
  quickActions: 'Schnellaktionen',
  actions: {
    launch: 'Sitzung starten',
    createAvatar: 'Avatar erstellen',
    createSession: 'Sitzung erstellen',
    manageAvatars: 'Avatare verwalten',
  },
  recentTitle: 'Letzte Sitzungen',
  loading: 'Sitzungen werden geladen...',
  loadFailed: 'Sitzungen konnten nicht geladen werden',
  tryAgain: 'Erneut versuchen',
  emptyTitle: 'Noch keine Sitzungen',
  emptyBody: 'Erstellen Sie Ihre erste Sitzung, um mit einem Avatar zu üben.',
  untitled: 'Sitzung mit Avatar',
  patient: 'Patient',
  started: 'Beginn',
  emotion: 'Emotion',
  duration: 'Dauer',
};

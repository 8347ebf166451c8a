/**
 * English texts of the dashboard overview. English is the source: it defines the shape every other
 * catalogue must satisfy. Texts quoted in the product specification are used word for word.
 */
export const en = {
  welcome: (name: string) => (name ? `Welcome back, ${name}` : 'Welcome back'),
  intro: 'Rehearse difficult conversations with your AI avatars, then review how they went.',
  statsLabel: 'Your practice at a glance',
  stats: {
    total: 'Total Sessions',
    active: 'Active Sessions',
    averageTime: 'Avg. Session Time',
    successRate: 'Success Rate',
  },
  /** How Success Rate is computed, under its card. */
  successRateHow:
    'Completed sessions with a positive outcome: the client’s resistance fell and your reflections and questions were within the MITI bands.',
  minutes: (value: string) => `${value} min`,
  percent: (value: string) => `${value}%`,
  quickActions: 'Quick actions',
  actions: {
    launch: 'Launch session',
    createAvatar: 'Create Avatar',
    createSession: 'Create Session',
    manageAvatars: 'Manage Avatars',
  },
  recentTitle: 'Recent sessions',
  loading: 'Loading sessions...',
  loadFailed: 'Failed to load sessions',
  tryAgain: 'Try Again',
  emptyTitle: 'No sessions yet',
  emptyBody: 'Create your first session to start rehearsing with an avatar.',
  untitled: 'Session with avatar',
  patient: 'Patient',
  started: 'Started',
  emotion: 'Emotion',
  duration: 'Duration',
};

export type OverviewMessages = typeof en;

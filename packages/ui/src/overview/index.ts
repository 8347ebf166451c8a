export { type OverviewMessages, overviewCatalogue, useOverviewMessages } from './messages';
export { Overview, type OverviewProps, type OverviewState } from './overview';
export {
  type OverviewStats,
  overviewStats,
  RECENT_SESSION_COUNT,
  recentSessions,
} from './overview-model';

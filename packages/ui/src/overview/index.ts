export { type OverviewMessages, overviewCatalogue, useOverviewMessages } from './messages';
export { Overview, type OverviewProps, type OverviewState } from './overview';
export {
  CLOCK_SKEW_MS,
  type OverviewStats,
  type OverviewStatus,
  overviewStats,
  overviewStatus,
  RECENT_SESSION_COUNT,
  recentSessions,
} from './overview-model';

export { DeleteSessionDialog, type DeleteSessionDialogProps } from './delete-session-dialog';
export { EmbedSessionBadge, type EmbedSessionBadgeProps } from './embed-session-badge';
export { type HistoryMessages, historyCatalogue, useHistoryMessages } from './messages';
export { SessionDetailsDialog, type SessionDetailsDialogProps } from './session-details-dialog';
export {
  SessionHistory,
  type SessionHistoryPart,
  type SessionHistoryProps,
  type SessionHistoryState,
} from './session-history';
export {
  coachActiveSession,
  embedSite,
  filterSessions,
  isEmbedSession,
  parseDurationText,
  SESSION_FILTERS,
  type SessionFilter,
  type SessionStatus,
  sessionAvatarName,
  sessionCounts,
  sessionSeconds,
  sessionStatus,
  sessionVideoCount,
} from './session-history-model';
export { SessionStatusBadge, type SessionStatusBadgeProps } from './session-status-badge';
export { useSessionFormat } from './use-session-format';
export {
  type SessionHistoryControls,
  type SessionHistoryFilterOption,
  useSessionHistory,
} from './use-session-history';

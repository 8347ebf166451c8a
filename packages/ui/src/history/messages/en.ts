import type { Emotion } from '@rebond/sdk';
import type { SessionFilter, SessionStatus } from '../session-history-model';

/**
 * English texts of the session history. English is the source: it defines the shape every other
 * catalogue must satisfy. Texts quoted in the product specification are used word for word.
 */
export const en = {
  title: 'Session History',
  intro: 'Every practice session with its conversation, videos and summary.',
  searchLabel: 'Search sessions',
  searchHint: 'Avatar name, summary or session id',
  filterLabel: 'Status',
  filters: { all: 'All', active: 'Active', completed: 'Completed', ended: 'Ended' } satisfies Record<
    SessionFilter,
    string
  >,
  statsLabel: 'Session statistics',
  stats: { total: 'Total Sessions', active: 'Active Sessions', completed: 'Completed Sessions' },
  loading: 'Loading sessions...',
  loadFailed: 'Failed to load sessions',
  tryAgain: 'Try Again',
  emptyFiltered: 'No sessions match your current filters.',
  emptyNone: "You haven't created any sessions yet.",
  listLabel: 'Sessions',
  status: { active: 'Active', completed: 'Completed' } satisfies Record<SessionStatus, string>,
  types: { dynamic: 'Dynamic', scenario: 'Scenario' },
  started: 'Started',
  duration: 'Duration',
  type: 'Type',
  videoCount: (count: number) => (count === 1 ? '1 video' : `${count} videos`),
  durationText: (minutes: number, seconds: number) => `${minutes}m ${seconds}s`,
  inProgress: 'In progress',
  viewDetails: 'View Details',
  delete: 'Delete',
  continue: 'Continue',
  /** A session a visitor started on a clinic's website through an embed key. */
  embedBadge: (keyName: string, site: string) => `Website: ${keyName} · ${site}`,
  /** A session whose avatar was deleted since: the name and picture are as they were. */
  avatarDeleted: 'Avatar deleted',
  sessionWith: (avatar: string) => `Session with ${avatar}`,
  details: {
    description: (date: string) => `Started ${date}`,
    status: 'Status',
    duration: 'Duration',
    type: 'Type',
    emotion: 'Emotion',
    avatar: 'Avatar',
    source: 'Started from',
    scenario: 'Scenario prompt',
    conversation: 'Conversation',
    you: 'You',
    avatarRole: 'Avatar',
    system: 'System',
    noConversation: 'No conversation history yet',
    videos: 'Videos',
    video: (index: number) => `Video ${index}`,
    processing: 'Processing video...',
    noVideos: 'No videos created yet',
    summary: 'Summary',
    noSummary: 'No summary yet. A summary is written when the session is closed.',
    closeSession: 'Close Session',
    deleteSession: 'Delete Session',
    continueSession: 'Continue Session',
    close: 'Close',
  },
  confirmDelete: {
    title: 'Delete this session?',
    body: (videos: number) =>
      videos > 0
        ? `This will permanently delete the session and all ${videos} video(s) associated with it. This action cannot be undone.`
        : 'This will permanently delete the session. This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete Session',
  },
  closeFailed: 'Failed to close session',
  deleteFailed: 'Failed to delete session and its videos',
  emotions: {
    normal: 'Normal',
    happiness: 'Happiness',
    sadness: 'Sadness',
    fear: 'Fear',
    anger: 'Anger',
    surprise: 'Surprise',
    disgust: 'Disgust',
    contempt: 'Contempt',
  } satisfies Record<Emotion, string>,
};

export type HistoryMessages = typeof en;

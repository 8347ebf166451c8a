import type { Session } from '@rebond/sdk';
import { type HeadingLevel, SessionHistory, useLocale } from '@rebond/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { panelState } from '../../data/panel-state';
import { useSessionMutations, useSessions } from '../../data/sessions';
import { TranscriptPanel } from '../../skills/transcript-panel';

export interface HistoryPanelProps {
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** Media URLs from the API are relative to its base; the browser needs them absolute. */
const withMediaUrls = (session: Session): Session => ({
  ...session,
  avatar: { ...session.avatar, image_url: api.avatars.mediaUrl(session.avatar.image_url) },
  videos: session.videos.map((video) => ({
    ...video,
    video_url: api.avatars.mediaUrl(video.video_url),
    captions_url: video.captions_url ? api.avatars.mediaUrl(video.captions_url) : null,
  })),
});
const withAllMediaUrls = (sessions: Session[]) => sessions.map(withMediaUrls);

/**
 * The history tab (and the /history page): the user's sessions from the API. Continue goes to
 * /session/{id}; closing and deleting call the API and update the list in place.
 */
export function HistoryPanel({ headingLevel = 2 }: HistoryPanelProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const loadScorecard = useCallback(
    (session: Session) => api.skills.scorecard(session.id, { locale }),
    [locale],
  );
  const sessions = useSessions(withAllMediaUrls);
  const { close, correctTurn, remove } = useSessionMutations();

  return (
    <div className="portal-panel">
      <SessionHistory
        state={panelState(sessions)}
        sessions={sessions.data ?? []}
        headingLevel={headingLevel}
        loadScorecard={loadScorecard}
        onRetry={() => void sessions.refetch()}
        onContinue={(session) => navigate(`/session/${session.id}`)}
        onCloseSession={async (session) => {
          await close.mutateAsync(session.id);
        }}
        onCorrectTurn={async (session, index, text) => {
          await correctTurn.mutateAsync({ id: session.id, index, text });
        }}
        onDeleteSession={async (session) => {
          await remove.mutateAsync(session.id);
        }}
      />
      <TranscriptPanel headingLevel={Math.min(headingLevel + 1, 4) as HeadingLevel} />
    </div>
  );
}

import type { Session } from '@rebond/sdk';
import { type HeadingLevel, SessionHistory, useLocale } from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
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
  const [sessions, setSessions] = useState<Session[]>([]);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const loads = useRef(0);

  const load = useCallback(async () => {
    const load = ++loads.current;
    setState('loading');
    try {
      const list = await api.sessions.listByUser();
      if (load !== loads.current) return;
      setSessions(list.map(withMediaUrls));
      setState('ready');
    } catch {
      if (load === loads.current) setState('error');
    }
  }, []);

  useEffect(() => {
    void load();
    return () => {
      loads.current += 1;
    };
  }, [load]);

  return (
    <div className="portal-panel">
      <SessionHistory
        state={state}
        sessions={sessions}
        headingLevel={headingLevel}
        loadScorecard={loadScorecard}
        onRetry={() => void load()}
        onContinue={(session) => navigate(`/session/${session.id}`)}
        onCloseSession={async (session) => {
          const closed = withMediaUrls(await api.sessions.close(session.id));
          setSessions((list) => list.map((item) => (item.id === closed.id ? closed : item)));
        }}
        onCorrectTurn={async (session, index, text) => {
          const corrected = withMediaUrls(await api.sessions.correctTurn(session.id, { index, text }));
          setSessions((list) => list.map((item) => (item.id === corrected.id ? corrected : item)));
        }}
        onDeleteSession={async (session) => {
          await api.sessions.delete(session.id);
          setSessions((list) => list.filter((item) => item.id !== session.id));
        }}
      />
      <TranscriptPanel headingLevel={Math.min(headingLevel + 1, 4) as HeadingLevel} />
    </div>
  );
}

import type { Scorecard, SendProgress, Session } from '@rebond/sdk';
import { ActiveSession, type SendingState, useLocale, useRecorder, useSessionMessages } from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../api';
import { sendMessageSessionPage } from '../../sessions/send-presets';
import { WIDE } from './layout';
import { toActiveSession, useSendErrorMessage } from './session-data';

/** The session screen's recording limit (spec section 9). */
const SESSION_MAX_RECORDING_MS = 180_000;

/** Turns the SDK's progress into what the progress bar shows. */
export function toSendingState(progress: SendProgress): SendingState {
  return { percent: progress.percent, stage: progress.phase === 'uploading' ? 'uploading' : progress.stage };
}

/**
 * `/session/:sessionId`: the active session. Records up to 3 minutes, sends through the session
 * page flow (two jobs, 6 s apart), plays the reply and reloads the conversation; End Session
 * closes it ('Session Closed').
 */
export function ActiveSessionPage() {
  const { sessionId = '' } = useParams();
  const texts = useSessionMessages().active;
  const sendErrorMessage = useSendErrorMessage();
  const recorder = useRecorder({ maxDurationMs: SESSION_MAX_RECORDING_MS });
  const [session, setSession] = useState<Session | null>(null);
  const [posters, setPosters] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [sending, setSending] = useState<SendingState | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [latestReply, setLatestReply] = useState<{ url: string; videoId?: string | undefined } | null>(null);
  const [ending, setEnding] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const locale = useLocale();
  const [scorecard, setScorecard] = useState<Scorecard | null>(null);
  const [scorecardStatus, setScorecardStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const coachTurns = session?.conversation.filter((turn) => turn.role === 'user').length ?? 0;

  // The scorecard follows the conversation: coded again after every turn, in the page's language.
  useEffect(() => {
    if (coachTurns === 0) return;
    let live = true;
    setScorecardStatus('loading');
    api.skills.scorecard(sessionId, { locale }).then(
      (card) => {
        if (!live) return;
        setScorecard(card);
        setScorecardStatus('ready');
      },
      () => live && setScorecardStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [sessionId, coachTurns, locale]);

  /** The session, and each reply's poster so the players show a still before playing. */
  const refresh = useCallback(async () => {
    const [loaded, videos] = await Promise.all([
      api.sessions.get(sessionId),
      api.videos.listBySession(sessionId).catch(() => []),
    ]);
    setSession(loaded);
    setPosters(new Map(videos.map((video) => [video.id, api.avatars.mediaUrl(video.poster_url)])));
  }, [sessionId]);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      await refresh();
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, [refresh]);

  useEffect(() => {
    void load();
    return () => inFlight.current?.abort();
  }, [load]);

  const send = async () => {
    const recording = recorder.recording;
    const controller = new AbortController();
    inFlight.current = controller;
    setSendError(null);
    setSending({ percent: 0, stage: 'uploading' });
    try {
      const reply = await sendMessageSessionPage(api, {
        sessionId: session?.id,
        audio: recording?.file,
        signal: controller.signal,
        onProgress: (progress) => setSending(toSendingState(progress)),
      });
      setLatestReply({ url: reply.videoUrl, videoId: reply.videoId });
      recorder.reset();
      await refresh();
    } catch (error) {
      if (!controller.signal.aborted) setSendError(sendErrorMessage(error));
    } finally {
      if (!controller.signal.aborted) setSending(null);
    }
  };

  const end = async () => {
    setEnding(true);
    setEndError(null);
    try {
      setSession(await api.sessions.close(sessionId));
    } catch {
      setEndError(texts.closeFailed);
    } finally {
      setEnding(false);
    }
  };

  return (
    <main id="main" className="portal-page" style={WIDE}>
      <ActiveSession
        status={status}
        session={session ? toActiveSession(session, posters) : null}
        recorder={recorder}
        onSend={() => void send()}
        sending={sending}
        sendError={sendError}
        latestReply={latestReply}
        onEndSession={() => void end()}
        ending={ending}
        endError={endError}
        onRetry={() => void load()}
        scorecard={scorecard}
        scorecardStatus={scorecardStatus}
      />
    </main>
  );
}

import {
  MESSAGE_RECORDING_SECONDS,
  type Scorecard,
  type SendProgress,
  type SentMessage,
  type Session,
  type SessionReplyJob,
} from '@rebond/sdk';
import { Button, useLocale, useRecorder } from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../api';
import { usePortalMessages } from '../../messages';
import { PageTitle } from '../../page-title';
import { ActiveSession, type SendingState } from './active-session';
import { WIDE } from './layout';
import { LivePanel } from './live/live-panel';
import { useSessionScreenMessages } from './messages';
import { followReplySessionPage, sendMessageSessionPage } from './send-presets';
import { type ReplyMedia, toActiveSession, useSendErrorMessage } from './session-data';

/** The session screen's recording limit (spec section 9). */
const SESSION_MAX_RECORDING_MS = MESSAGE_RECORDING_SECONDS * 1000;

/** Turns the SDK's progress into what the progress bar shows. */
export function toSendingState(progress: SendProgress): SendingState {
  return { percent: progress.percent, stage: progress.phase === 'uploading' ? 'uploading' : progress.stage };
}

/** The statuses of a reply that is over; anything else is still being made. */
const FINISHED = new Set(['success', 'completed', 'failed']);

/** A reply job's progress on the page's scale (25 at the start, 85 at the end of the jobs). */
const resumedPercent = (job: SessionReplyJob) => 25 + Math.round((60 * job.progress) / 100);

/**
 * `/session/:sessionId`: the active session. Records up to 3 minutes, sends through the session
 * page flow (two jobs, 6 s apart), plays the reply and reloads the conversation; End Session
 * closes it ('Session Closed'). On arrival it asks the server for the session's replies still in
 * progress (`sessions.listJobs`), so a reply sent before the coach left shows its progress and
 * then plays, without a reload; one that failed meanwhile says why. Talk live opens the live mode
 * (`live/`): a spoken conversation over `client.live`, each turn saved as a recorded one.
 */
export function ActiveSessionPage() {
  const { sessionId = '' } = useParams();
  const texts = useSessionScreenMessages().active;
  const sendErrorMessage = useSendErrorMessage();
  const messages = usePortalMessages();
  const recorder = useRecorder({ maxDurationMs: SESSION_MAX_RECORDING_MS });
  const [session, setSession] = useState<Session | null>(null);
  const [replies, setReplies] = useState<ReadonlyMap<string, ReplyMedia>>(new Map());
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [sending, setSending] = useState<SendingState | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [latestReply, setLatestReply] = useState<{
    url: string;
    videoId?: string | undefined;
    captionsUrl?: string | null;
    captionsLanguage?: string | null;
  } | null>(null);
  const [ending, setEnding] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  /** Live mode is open (talking with the avatar instead of recording messages). */
  const [live, setLive] = useState(false);
  const liveButton = useRef<HTMLButtonElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** The message in flight is still uploading. */
  const uploading = useRef(false);
  /** The coach has left the page. */
  const left = useRef(false);
  const locale = useLocale();
  const [scorecard, setScorecard] = useState<Scorecard | null>(null);
  const [scorecardStatus, setScorecardStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  // The languages the server's recogniser hears, said before recording (undefined until known).
  const [speechLanguages, setSpeechLanguages] = useState<string[]>();
  useEffect(() => {
    let live = true;
    api.health.get().then(
      (health) => {
        const languages = health.engine.transcribe.languages ?? '';
        if (live) setSpeechLanguages(languages.split(',').filter(Boolean));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  // The coach turns, each with whether it is confirmed: a confirmed or corrected turn changes the
  // scorecard as much as a new one ('' before the first).
  const coachTurns = session?.conversation.filter((turn) => turn.role === 'user') ?? [];
  const turnsKey = coachTurns.length
    ? JSON.stringify(coachTurns.map((turn) => (turn.heard ? [turn.content, turn.heard.confirmed] : 0)))
    : '';

  // The scorecard follows the conversation: coded again after every turn, in the page's language.
  useEffect(() => {
    if (!turnsKey) return;
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
  }, [sessionId, turnsKey, locale]);

  /** The session, and each reply's poster (a still before playing) and captions. */
  const refresh = useCallback(async () => {
    const [loaded, videos] = await Promise.all([
      api.sessions.get(sessionId),
      api.videos.listBySession(sessionId).catch(() => []),
    ]);
    setSession(loaded);
    setReplies(
      new Map(
        videos.map((video) => [
          video.id,
          {
            posterUrl: api.avatars.mediaUrl(video.poster_url),
            captionsUrl: api.avatars.mediaUrl(video.captions_url),
            captionsLanguage: video.captions_language,
          },
        ]),
      ),
    );
  }, [sessionId]);

  /** Waits for a reply (sent now, or before the coach came back), then plays it and reloads. */
  const awaitReply = useCallback(
    async (
      controller: AbortController,
      initial: SendingState,
      work: (onProgress: (progress: SendProgress) => void) => Promise<SentMessage>,
    ) => {
      inFlight.current?.abort();
      inFlight.current = controller;
      uploading.current = initial.stage === 'uploading';
      setSendError(null);
      setSending(initial);
      try {
        const reply = await work((progress) => {
          uploading.current = progress.phase === 'uploading';
          // The coach left while the recording was uploading: it reached the server, stop here.
          if (left.current && !uploading.current) controller.abort();
          setSending(toSendingState(progress));
        });
        setLatestReply({
          url: reply.videoUrl,
          videoId: reply.videoId,
          captionsUrl: reply.captionsUrl,
          captionsLanguage: reply.captionsLanguage,
        });
        await refresh();
        return true;
      } catch (error) {
        if (!controller.signal.aborted) setSendError(sendErrorMessage(error));
        return false;
      } finally {
        if (!controller.signal.aborted) setSending(null);
      }
    },
    [refresh, sendErrorMessage],
  );

  /** Picks up what the server is still doing for this session (the newest reply counts). */
  const resume = useCallback(async () => {
    const jobs = await api.sessions.listJobs(sessionId).catch(() => []);
    const newest = jobs.at(-1);
    if (!newest) return;
    if (newest.status === 'failed') {
      setSendError(messages.videoCreationFailedWithReason(newest.error ?? ''));
      return;
    }
    if (FINISHED.has(newest.status)) return;
    const controller = new AbortController();
    await awaitReply(
      controller,
      { percent: resumedPercent(newest), stage: 'analyzingVoicePatterns' },
      (onProgress) =>
        followReplySessionPage(api, { jobId: newest.id, signal: controller.signal, onProgress }),
    );
  }, [sessionId, awaitReply, messages]);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      await refresh();
      setStatus('ready');
    } catch {
      setStatus('error');
      return;
    }
    await resume();
  }, [refresh, resume]);

  useEffect(() => {
    left.current = false;
    void load();
    return () => {
      // Leaving mid-upload lets the upload finish, so the message is not lost; the page picks the
      // reply up from the server when the coach comes back.
      left.current = true;
      if (!uploading.current) inFlight.current?.abort();
    };
  }, [load]);

  const send = async () => {
    const recording = recorder.recording;
    const controller = new AbortController();
    const sent = await awaitReply(controller, { percent: 0, stage: 'uploading' }, (onProgress) =>
      sendMessageSessionPage(api, {
        sessionId: session?.id,
        audio: recording?.file,
        signal: controller.signal,
        onProgress,
      }),
    );
    if (sent) recorder.reset();
  };

  /** A message typed instead of spoken: the same flow, with no recording. */
  const sendText = async (text: string) => {
    const controller = new AbortController();
    return awaitReply(controller, { percent: 0, stage: 'uploading' }, (onProgress) =>
      sendMessageSessionPage(api, { sessionId: session?.id, text, signal: controller.signal, onProgress }),
    );
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
      <PageTitle page="session" />
      <ActiveSession
        status={status}
        session={session ? toActiveSession(session, replies) : null}
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
        speechLanguages={speechLanguages}
        onSendText={sendText}
        onCorrectTurn={async (index, text) => {
          setSession(await api.sessions.correctTurn(sessionId, { index, text }));
        }}
        live={
          !session ? null : live ? (
            <LivePanel
              sessionId={sessionId}
              avatarName={session.avatar.avatar_name || session.avatar.name}
              avatarImageUrl={api.avatars.mediaUrl(session.avatar.image_url) ?? ''}
              onTurnSaved={() => void refresh()}
              onEnd={() => {
                setLive(false);
                // Back to the button that opened it, for keyboard users.
                requestAnimationFrame(() => liveButton.current?.focus());
              }}
            />
          ) : (
            <Button
              ref={liveButton}
              variant="secondary"
              disabled={Boolean(sending)}
              onClick={() => setLive(true)}
            >
              {messages.live.open}
            </Button>
          )
        }
      />
    </main>
  );
}

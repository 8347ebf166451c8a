import type { Emotion, Scorecard } from '@rebond/sdk';
import {
  AvatarImage,
  Button,
  buttonVariants,
  ConfirmDialog,
  Conversation,
  type ConversationTurn,
  cn,
  type HeadingLevel,
  Link,
  Notice,
  RECORD_SHORTCUT,
  type RecorderController,
  RecorderView,
  replyFileName,
  ScorecardPanel,
  type SessionAvatar,
  Spinner,
  useFocusWhenLost,
  useRecordingShortcuts,
  useSessionMessages,
  VideoReplyPlayer,
} from '@rebond/ui';
import { type ComponentProps, type ReactNode, useRef, useState } from 'react';
import { useSessionScreenMessages } from './messages';
import { SendRecording } from './send-recording';
import './sessions.css';
import { SpeechLanguages, TypedMessageForm } from './speech-languages';
import { VideoProgress, type VideoProgressStage } from './video-progress';

/** The session as the page shows it (map an SDK `Session` onto it, URLs resolved). */
export interface ActiveSessionData {
  id: string;
  avatar: SessionAvatar;
  conversation: readonly ConversationTurn[];
  dynamicSession: boolean;
  emotion: Emotion;
  /** The composed prompt the persona engine plays; never shown (see `scenario`). */
  scenarioPrompt: string | null;
  /** The scenario the coach chose, as the banner shows it; null for a dynamic session. */
  scenario?: { title: string | null; description: string | null } | null;
  /** ISO date-time. */
  startedAt: string;
  /** ISO date-time once closed, else null. */
  endedAt: string | null;
  /** The replies, oldest first; `url` is null while a video is processing. */
  videos: readonly {
    id: string;
    url: string | null;
    posterUrl?: string | null;
    captionsUrl?: string | null;
    /** The captions' language tag (the language the reply is spoken in), when known. */
    captionsLanguage?: string | null;
  }[];
}

/** A reply's captions track, in the language the reply is spoken in. */
const captionsOf = (src: string | null | undefined, srclang: string | null | undefined) =>
  src ? { src, srclang: srclang ?? null } : null;

/** Where a message being sent has got to. */
export interface SendingState {
  percent: number;
  stage: VideoProgressStage;
}

export interface ActiveSessionProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading the session, it failed to load, or it is here. */
  status: 'loading' | 'error' | 'ready';
  /** The session, when `status` is `ready`. */
  session?: ActiveSessionData | null;
  /** The page's recorder (`useRecorder({ maxDurationMs: 180000 })`). */
  recorder: RecorderController;
  /** Send Message: upload the recording and wait for the reply. */
  onSend(): void;
  /** The message being sent, or null. */
  sending?: SendingState | null;
  /** Why sending failed. */
  sendError?: string | null;
  /** The reply that has just arrived: it is shown first and starts playing. */
  latestReply?: {
    url: string;
    videoId?: string | undefined;
    captionsUrl?: string | null;
    captionsLanguage?: string | null;
  } | null;
  /** End Session (PUT close). */
  onEndSession(): void;
  /** The session is being closed. @default false */
  ending?: boolean;
  /** Why closing failed. */
  endError?: string | null;
  /** Try Again after a load error. */
  onRetry?(): void;
  /** Return to Dashboard. @default '/dashboard/coach' */
  dashboardHref?: string;
  /** Formats the start date. @default the browser's locale */
  formatDate?(iso: string): string;
  /** @default 1 */
  headingLevel?: HeadingLevel;
  /** The session's scorecard (`client.skills.scorecard`): chips on the coach turns, and the scorecard panel. */
  scorecard?: Scorecard | null | undefined;
  /** Where the scorecard stands. @default 'ready' */
  scorecardStatus?: 'loading' | 'error' | 'ready';
  /**
   * The languages the server recognises speech in (`/health`'s `engine.transcribe.languages`): said
   * before recording, with a notice when the interface's language is not among them.
   */
  speechLanguages?: readonly string[] | undefined;
  /** Sends a typed message instead of a recording; resolves true once sent. Without it no form is shown. */
  onSendText?: ((text: string) => Promise<boolean>) | undefined;
  /** Confirms or corrects a spoken coach turn (its index in the conversation); see `Conversation`. */
  onCorrectTurn?: ((index: number, text: string) => Promise<void>) | undefined;
  /**
   * The live conversation's control or panel (the portal's Talk live), shown under the session's
   * header while the session is open, so its headings come after the page's.
   */
  live?: ReactNode;
}

/** A recording too short to hold anything (the timer shows 00:00): it cannot be sent. */
export function isEmptyRecording(recorder: Pick<RecorderController, 'state' | 'recording'>): boolean {
  if (recorder.state !== 'finished') return false;
  const recording = recorder.recording;
  return !recording || recording.blob.size === 0 || recording.durationMs < 1_000;
}

/**
 * The active session page's content: loading, load error, active, and 'Session Closed' (recording
 * and End Session disabled). End Session asks for confirmation first; an empty recording cannot
 * be sent. It shows the recorder, the sending progress, the conversation so far
 * and each reply's video with a Download link named session-{id}-reply-{n}.mp4. `data-state` on the
 * root is `loading`, `error`, `active` or `closed`. Alt+R starts and stops recording, Control+Enter
 * sends; focus follows the coach: Stop once recording, Send once recorded, the progress while the
 * reply is made, then the reply (or the error).
 */
export function ActiveSession({
  status,
  session,
  recorder,
  onSend,
  sending = null,
  sendError,
  latestReply,
  onEndSession,
  ending = false,
  endError,
  onRetry,
  dashboardHref = '/dashboard/coach',
  formatDate = (iso) => new Date(iso).toLocaleString(),
  headingLevel = 1,
  live,
  scorecard,
  scorecardStatus = 'ready',
  onCorrectTurn,
  speechLanguages,
  onSendText,
  className,
  ...props
}: ActiveSessionProps) {
  const emotions = useSessionMessages().emotions;
  const text = useSessionScreenMessages().active;
  const [confirmEnd, setConfirmEnd] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${Math.min(headingLevel + 1, 6)}` as 'h2';
  const closed = Boolean(session?.endedAt);
  const state =
    status === 'ready' && session ? (closed ? 'closed' : 'active') : status === 'error' ? 'error' : 'loading';
  const empty = isEmptyRecording(recorder);
  const canSend = !closed && recorder.state === 'finished' && !sending;
  const progressRef = useRef<HTMLDivElement>(null);
  const replyRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // The reply takes focus only after a message sent from this page, not when the page opens.
  const sentHere = useRef(false);
  if (sending) sentHere.current = true;
  useFocusWhenLost(progressRef, Boolean(sending));
  useFocusWhenLost(replyRef, sentHere.current && !sending ? latestReply?.url : null);
  useFocusWhenLost(errorRef, sendError);
  useRecordingShortcuts({
    recorder,
    enabled: state === 'active' && !sending,
    canSend: canSend && !empty,
    onSend,
  });
  const returnLink = (
    <Link href={dashboardHref} className={buttonVariants({ variant: 'secondary' })}>
      {text.returnToDashboard}
    </Link>
  );

  if (state === 'loading' || state === 'error' || !session) {
    return (
      <div {...props} data-slot="active-session" data-state={state} className={cn('rb-session', className)}>
        {state === 'loading' ? (
          <div className="rb-session__center">
            <Spinner size="lg" label={text.loading} />
            <p>{text.loading}</p>
          </div>
        ) : (
          <div className="rb-session__center">
            <Notice tone="error">{text.loadFailed}</Notice>
            <div className="rb-session__row">
              {onRetry ? <Button onClick={onRetry}>{text.retry}</Button> : null}
              {returnLink}
            </div>
          </div>
        )}
      </div>
    );
  }

  // Each reply downloads under its own name (its number in the session), so none collide.
  const downloadName = (videoId: string | undefined) => {
    const index = session.videos.findIndex((video) => video.id === videoId);
    return replyFileName(session.id, index >= 0 ? index + 1 : session.videos.length + 1);
  };
  const earlier = session.videos.filter((video) => video.id !== latestReply?.videoId);

  return (
    <div {...props} data-slot="active-session" data-state={state} className={cn('rb-session', className)}>
      <header className="rb-session__header">
        <AvatarImage avatar={session.avatar} size="lg" />
        <div className="rb-session__heading">
          <Heading className="rb-sessions__title">{text.title(session.avatar.avatar_name)}</Heading>
          <dl className="rb-session__facts">
            <div>
              <dt>{text.status}</dt>
              <dd>
                <span className="rb-badge" data-status={closed ? 'completed' : 'active'}>
                  {closed ? text.statusCompleted : text.statusActive}
                </span>
              </dd>
            </div>
            <div>
              <dt>{text.type}</dt>
              <dd>{session.dynamicSession ? text.dynamic : text.scenario}</dd>
            </div>
            <div>
              <dt>{text.emotion}</dt>
              <dd>{emotions[session.emotion]}</dd>
            </div>
            <div>
              <dt>{text.startedAt}</dt>
              <dd>{formatDate(session.startedAt)}</dd>
            </div>
          </dl>
        </div>
        <div className="rb-session__row rb-session__header-actions">
          {returnLink}
          <Button
            variant="danger"
            onClick={() => setConfirmEnd(true)}
            pending={ending}
            disabled={closed || Boolean(sending)}
          >
            {text.endSession}
          </Button>
        </div>
      </header>

      {live && !closed ? <div data-slot="session-live">{live}</div> : null}

      {session.scenario && (session.scenario.title || session.scenario.description) ? (
        <div className="rb-session__scenario" data-slot="session-scenario">
          <p>
            <strong>{text.scenarioPrompt}: </strong>
            {session.scenario.title ?? session.scenario.description}
          </p>
          {session.scenario.title && session.scenario.description ? (
            <p className="rb-sessions__muted">{session.scenario.description}</p>
          ) : null}
        </div>
      ) : null}
      {endError ? <Notice tone="error">{endError}</Notice> : null}
      {closed ? (
        <Notice tone="info" title={text.closed} data-slot="session-closed">
          {text.closedText}
        </Notice>
      ) : null}

      <div className="rb-session__grid">
        <div className="rb-session__main">
          <section className="rb-session-card" aria-labelledby={`${session.id}-record`}>
            <Subheading id={`${session.id}-record`} className="rb-sessions__heading">
              {text.recordHeading}
            </Subheading>
            <p className="rb-sessions__muted">{text.recordHint}</p>
            {speechLanguages ? <SpeechLanguages languages={speechLanguages} /> : null}
            <RecorderView
              recorder={recorder}
              disabled={closed || Boolean(sending)}
              keyShortcut={closed || sending ? undefined : RECORD_SHORTCUT}
            />
            {canSend ? <SendRecording slot="session" empty={empty} onSend={onSend} text={text} /> : null}
            {onSendText && !closed ? (
              <TypedMessageForm
                onSend={onSendText}
                disabled={Boolean(sending) || recorder.state === 'recording'}
              />
            ) : null}
            {sending ? (
              <VideoProgress ref={progressRef} percent={sending.percent} stage={sending.stage} />
            ) : null}
            {sendError ? (
              <Notice ref={errorRef} tone="error">
                {sendError}
              </Notice>
            ) : null}
          </section>

          {latestReply ? (
            <section className="rb-session-card" aria-labelledby={`${session.id}-latest`}>
              <Subheading ref={replyRef} id={`${session.id}-latest`} className="rb-sessions__heading">
                {text.latestReply}
              </Subheading>
              <VideoReplyPlayer
                key={latestReply.url}
                src={latestReply.url}
                captions={captionsOf(latestReply.captionsUrl, latestReply.captionsLanguage)}
                avatarName={session.avatar.avatar_name}
                download={downloadName(latestReply.videoId)}
                autoPlay
              />
            </section>
          ) : null}

          {/* The latest reply has its own card above: this one lists the others, or says there are none. */}
          {earlier.length > 0 || session.videos.length === 0 ? (
            <section className="rb-session-card" aria-labelledby={`${session.id}-replies`}>
              <Subheading id={`${session.id}-replies`} className="rb-sessions__heading">
                {text.replies}
              </Subheading>
              {session.videos.length === 0 ? <p className="rb-sessions__muted">{text.noVideos}</p> : null}
              <ol className="rb-session__replies">
                {earlier.map((video) => (
                  <li key={video.id} data-slot="session-reply">
                    <p className="rb-session__reply-title">{text.reply(session.videos.indexOf(video) + 1)}</p>
                    {video.url ? (
                      <VideoReplyPlayer
                        src={video.url}
                        poster={video.posterUrl ?? null}
                        captions={captionsOf(video.captionsUrl, video.captionsLanguage)}
                        avatarName={session.avatar.avatar_name}
                        download={downloadName(video.id)}
                      />
                    ) : (
                      <p className="rb-sessions__muted">{text.processingVideo}</p>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
        <div className="rb-session__side">
          <Conversation
            turns={session.conversation}
            headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
            codes={scorecard?.turns}
            onCorrectTurn={onCorrectTurn}
            className="rb-session-card"
          />
          {session.conversation.some((turn) => turn.role === 'user') ? (
            <ScorecardPanel
              scorecard={scorecard}
              status={scorecardStatus}
              headingLevel={Math.min(headingLevel + 1, 4) as HeadingLevel}
            />
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirmEnd && !closed}
        slot="session-end-confirm"
        tone="danger"
        title={text.endConfirmTitle}
        body={text.endConfirmBody}
        confirmLabel={text.endConfirm}
        cancelLabel={text.endCancel}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          onEndSession();
        }}
      />
    </div>
  );
}

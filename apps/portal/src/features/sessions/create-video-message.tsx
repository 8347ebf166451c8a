import {
  AvatarImage,
  buttonVariants,
  cn,
  type HeadingLevel,
  Link,
  Notice,
  RECORD_SHORTCUT,
  type RecorderController,
  RecorderView,
  type SessionAvatar,
  useFocusWhenLost,
  useLocaleTag,
  useRecordingShortcuts,
  useTypicalWaits,
  VideoReplyPlayer,
  waitText,
} from '@rebond/ui';
import { type ComponentProps, useRef } from 'react';
import { isEmptyRecording, type SendingState } from './active-session';
import { useSessionScreenMessages } from './messages';
import { SendRecording } from './send-recording';
import './sessions.css';
import { VideoProgress } from './video-progress';

export interface CreateVideoMessageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The session to speak in; missing shows 'Session or avatar data not found'. */
  sessionId: string | null | undefined;
  /** The session's avatar; missing shows 'Session or avatar data not found'. */
  avatar: SessionAvatar | null | undefined;
  /** The page's recorder (`useRecorder()`). */
  recorder: RecorderController;
  /** Send Message: upload the recording and wait for the video. */
  onSend(): void;
  /** The video being created, or null. */
  sending?: SendingState | null;
  /** The finished video's URL. */
  videoUrl?: string | null;
  /** The reply's WebVTT captions URL, when it has them. */
  captionsUrl?: string | null;
  /** The captions' language tag (the language the reply is spoken in), when known. */
  captionsLanguage?: string | null;
  /** Why creating the video failed. */
  error?: string | null;
  /** The session is closed: no recorder, a notice and a link to the session instead. @default false */
  closed?: boolean;
  /** The back button: /dashboard/coach after a launch, else /session/{id}. */
  backHref: string;
  /** Continue Session. @default `/session/${sessionId}` */
  continueHref?: string;
  /** Return to Dashboard. @default '/dashboard/coach' */
  dashboardHref?: string;
  /** @default 1 */
  headingLevel?: HeadingLevel;
}

/**
 * The Create Video Message screen: the Selected Avatar card with the Session ID, the Voice
 * Recording card, Send Message, 'Creating Video...' with progress, then 'Video Created
 * Successfully!' with the player, Download (new tab) and Continue Session, and the instructions.
 * `data-state` on the root: `not-found`, `closed` (no recorder: a closed session takes no message),
 * `recording`, `creating`, `done`. An empty recording (00:00) cannot be sent. Alt+R starts and stops
 * recording, Control+Enter sends; focus follows the coach: Stop once recording, Send once recorded,
 * the progress while the video is made, the reply when it is there.
 */
export function CreateVideoMessage({
  sessionId,
  avatar,
  recorder,
  onSend,
  sending = null,
  videoUrl,
  captionsUrl,
  captionsLanguage = null,
  error,
  closed = false,
  backHref,
  continueHref = `/session/${sessionId}`,
  dashboardHref = '/dashboard/coach',
  headingLevel = 1,
  className,
  ...props
}: CreateVideoMessageProps) {
  const text = useSessionScreenMessages().createVideo;
  const wait = waitText(useTypicalWaits().replySeconds, useLocaleTag());
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${Math.min(headingLevel + 1, 6)}` as 'h2';
  const state =
    !sessionId || !avatar
      ? 'not-found'
      : videoUrl
        ? 'done'
        : sending
          ? 'creating'
          : closed
            ? 'closed'
            : 'recording';
  const canSend = state === 'recording' && recorder.state === 'finished';
  const empty = isEmptyRecording(recorder);
  const progressRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusWhenLost(progressRef, state === 'creating');
  const errorRef = useRef<HTMLDivElement>(null);
  useFocusWhenLost(doneRef, state === 'done');
  useFocusWhenLost(errorRef, Boolean(error));
  useRecordingShortcuts({ recorder, enabled: state === 'recording', canSend: canSend && !empty, onSend });

  if (state === 'not-found' || !avatar) {
    return (
      <div
        {...props}
        data-slot="create-video"
        data-state="not-found"
        className={cn('rb-create-video', className)}
      >
        <Notice tone="error">{text.notFound}</Notice>
        <Link href={dashboardHref} className={buttonVariants({ variant: 'primary' })}>
          {text.returnToDashboard}
        </Link>
      </div>
    );
  }

  return (
    <div {...props} data-slot="create-video" data-state={state} className={cn('rb-create-video', className)}>
      <div className="rb-create-video__top">
        <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <span aria-hidden="true">← </span>
          {text.back}
        </Link>
      </div>
      <header className="rb-create-video__header">
        <Heading className="rb-sessions__title">{text.title}</Heading>
        <p className="rb-sessions__muted">{text.subtitle}</p>
      </header>

      <div className="rb-create-video__grid">
        <section className="rb-session-card rb-create-video__avatar" aria-labelledby="create-video-avatar">
          <Subheading id="create-video-avatar" className="rb-sessions__heading">
            {text.selectedAvatar}
          </Subheading>
          <AvatarImage avatar={avatar} size="lg" />
          <p className="rb-create-video__avatar-name">{avatar.avatar_name}</p>
          <p className="rb-sessions__muted">
            {text.sessionId}: <code data-slot="create-video-session-id">{sessionId}</code>
          </p>
        </section>

        <section className="rb-session-card rb-create-video__record" aria-labelledby="create-video-recording">
          <Subheading id="create-video-recording" className="rb-sessions__heading">
            {text.voiceRecording}
          </Subheading>
          {state === 'closed' ? (
            <div className="rb-create-video__closed" data-slot="create-video-closed">
              <Notice tone="info" title={text.closedTitle}>
                {text.closedText}
              </Notice>
              <Link href={continueHref} className={buttonVariants({ variant: 'primary' })}>
                {text.viewSession}
              </Link>
            </div>
          ) : (
            <RecorderView
              recorder={recorder}
              disabled={state !== 'recording'}
              keyShortcut={state === 'recording' ? RECORD_SHORTCUT : undefined}
            />
          )}
          {canSend ? (
            <SendRecording slot="create-video" size="lg" empty={empty} onSend={onSend} text={text} />
          ) : null}
          {sending && state === 'creating' ? (
            <VideoProgress ref={progressRef} percent={sending.percent} stage={sending.stage} />
          ) : null}
          {error ? (
            <Notice ref={errorRef} tone="error">
              {error}
            </Notice>
          ) : null}
          {videoUrl ? (
            <div className="rb-create-video__done" data-slot="create-video-done">
              <Notice ref={doneRef} tone="success">
                {text.success}
              </Notice>
              <VideoReplyPlayer
                src={videoUrl}
                captions={captionsUrl ? { src: captionsUrl, srclang: captionsLanguage } : null}
                avatarName={avatar.avatar_name}
                download="new-tab"
                autoPlay
              />
              <Link href={continueHref} className={buttonVariants({ variant: 'primary' })}>
                {text.continueSession}
              </Link>
            </div>
          ) : null}
        </section>
      </div>

      <section
        className="rb-session-card rb-create-video__instructions"
        aria-labelledby="create-video-instructions"
      >
        <Subheading id="create-video-instructions" className="rb-sessions__heading">
          {text.instructionsTitle}
        </Subheading>
        <ol>
          {text.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li data-slot="create-video-wait">{text.timing(wait)}</li>
        </ol>
      </section>
    </div>
  );
}

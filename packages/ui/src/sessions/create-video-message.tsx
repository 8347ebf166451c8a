import type { ComponentProps } from 'react';
import type { HeadingLevel } from '../internal/heading';
import { cn } from '../lib/cn';
import { Button, buttonVariants } from '../primitives/button';
import { Link } from '../primitives/link';
import { Notice } from '../primitives/notice';
import { RecorderView } from '../recorder/recorder';
import type { RecorderController } from '../recorder/use-recorder';
import type { SendingState } from './active-session';
import { AvatarImage } from './avatar-picker';
import { useSessionMessages } from './session-messages';
import type { SessionAvatar } from './session-types';
import { VideoProgress } from './video-progress';
import { VideoReplyPlayer } from './video-reply-player';

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
  /** Why creating the video failed. */
  error?: string | null;
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
 * `data-state` on the root: `not-found`, `recording`, `creating`, `done`.
 */
export function CreateVideoMessage({
  sessionId,
  avatar,
  recorder,
  onSend,
  sending = null,
  videoUrl,
  error,
  backHref,
  continueHref = `/session/${sessionId}`,
  dashboardHref = '/dashboard/coach',
  headingLevel = 1,
  className,
  ...props
}: CreateVideoMessageProps) {
  const text = useSessionMessages().createVideo;
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${Math.min(headingLevel + 1, 6)}` as 'h2';

  if (!sessionId || !avatar) {
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

  const state = videoUrl ? 'done' : sending ? 'creating' : 'recording';
  const canSend = state === 'recording' && recorder.state === 'finished';

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
          <RecorderView recorder={recorder} disabled={state !== 'recording'} />
          {canSend ? (
            <Button size="lg" onClick={onSend} data-slot="create-video-send">
              {text.send}
            </Button>
          ) : null}
          {sending && state === 'creating' ? (
            <VideoProgress percent={sending.percent} stage={sending.stage} />
          ) : null}
          {error ? <Notice tone="error">{error}</Notice> : null}
          {videoUrl ? (
            <div className="rb-create-video__done" data-slot="create-video-done">
              <Notice tone="success">{text.success}</Notice>
              <VideoReplyPlayer src={videoUrl} avatarName={avatar.avatar_name} download="new-tab" autoPlay />
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
        </ol>
      </section>
    </div>
  );
}

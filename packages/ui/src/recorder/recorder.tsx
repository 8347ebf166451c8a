import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useFocusWhenLost } from '../internal/use-focus-when-lost';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Notice } from '../primitives/notice';
import { Spinner } from '../primitives/spinner';
import { useRecorderMessages } from './recorder-messages';
import { formatDuration } from './recording-format';
import { type RecorderController, type UseRecorderOptions, useRecorder } from './use-recorder';

/* ------------------------------------------------------------------------------------------------
 * RecorderView
 * ----------------------------------------------------------------------------------------------*/

/** The parts that take their own classes (each has `data-slot="recorder-<part>"`, kebab-cased). */
export type RecorderPart =
  | 'permission'
  | 'grant'
  | 'idle'
  | 'start'
  | 'live'
  | 'status'
  | 'timer'
  | 'actions'
  | 'pause'
  | 'stop'
  | 'processing'
  | 'finished'
  | 'complete'
  | 'play'
  | 'recordAgain'
  | 'limit'
  | 'error';

type PartClasses = Partial<Record<RecorderPart, string>>;

export interface RecorderViewProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The state and actions to render, from `useRecorder`. */
  recorder: RecorderController;
  /**
   * Turns every control off, for example on a closed session. The recording, if any, can still be
   * played.
   * @default false
   */
  disabled?: boolean;
  /** Classes added to each inner part (`className` goes on the root). */
  classNames?: PartClasses;
  /**
   * The page's key shortcut to start and stop recording (`aria-keyshortcuts` syntax, e.g. 'Alt+R',
   * see `useRecordingShortcuts`): announced on Start and Stop and said in a hint. None by default.
   */
  keyShortcut?: string;
}

/**
 * Renders a recorder controller: 'Start Recording'; while recording an mm:ss timer with
 * Pause/Resume and Stop; once finished 'Recording Complete (mm:ss)' with Play/Pause and
 * 'Record Again'; when the microphone is refused 'Microphone Access Required' with
 * 'Grant Permission'. The state is on the root as `data-state`.
 */
function RecorderView({
  recorder,
  disabled = false,
  className,
  classNames = {},
  keyShortcut,
  ...props
}: RecorderViewProps) {
  const messages = useRecorderMessages();
  const { state, error } = recorder;
  // Start is taken away once recording: Stop, the next thing to do, gets the focus it had.
  const stopRef = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(stopRef, state === 'recording');
  // The denied panel already says the microphone could not be reached.
  const showError = error !== null && state !== 'denied';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would be a form part; this groups live controls
    <div
      role="group"
      aria-label={messages.label}
      {...props}
      data-slot="recorder"
      data-state={state}
      data-disabled={disabled || undefined}
      className={cn('rb-recorder', className)}
    >
      {state === 'denied' ? (
        <div data-slot="recorder-permission" className={cn('rb-recorder__permission', classNames.permission)}>
          <Notice tone="error" title={messages.permissionTitle}>
            <p>{messages.errors['permission-denied']}</p>
            <p>{messages.permissionText}</p>
          </Notice>
          <Button
            variant="secondary"
            data-slot="recorder-grant"
            className={classNames.grant}
            disabled={disabled}
            pending={recorder.requesting}
            onClick={() => void recorder.requestPermission()}
          >
            {messages.grantPermission}
          </Button>
        </div>
      ) : null}

      {state === 'idle' || state === 'permission-unknown' ? (
        <div data-slot="recorder-idle" className={cn('rb-recorder__row', classNames.idle)}>
          <Button
            data-slot="recorder-start"
            className={classNames.start}
            disabled={disabled}
            pending={recorder.requesting}
            aria-keyshortcuts={keyShortcut}
            onClick={() => void recorder.start()}
          >
            <MicrophoneIcon />
            {messages.start}
          </Button>
          <span className="rb-recorder__hint">{messages.limit(formatDuration(recorder.maxDurationMs))}</span>
          {keyShortcut ? (
            <span className="rb-recorder__hint" data-slot="recorder-shortcut">
              {messages.shortcutHint}
            </span>
          ) : null}
        </div>
      ) : null}

      {state === 'recording' || state === 'paused' ? (
        <div data-slot="recorder-live" data-state={state} className={cn('rb-recorder__row', classNames.live)}>
          <span
            data-slot="recorder-status"
            data-state={state}
            className={cn('rb-recorder__status', classNames.status)}
          >
            <span className="rb-recorder__dot" aria-hidden="true" />
            {state === 'recording' ? messages.recording : messages.paused}
          </span>
          <span
            role="timer"
            aria-label={messages.elapsed}
            data-slot="recorder-timer"
            className={cn('rb-recorder__timer', classNames.timer)}
          >
            {formatDuration(recorder.elapsedMs)}
          </span>
          <span className="rb-recorder__hint">/ {formatDuration(recorder.maxDurationMs)}</span>
          <span data-slot="recorder-actions" className={cn('rb-recorder__actions', classNames.actions)}>
            {state === 'recording' ? (
              <Button
                variant="secondary"
                data-slot="recorder-pause"
                className={classNames.pause}
                disabled={disabled}
                onClick={recorder.pause}
              >
                {messages.pause}
              </Button>
            ) : (
              <Button
                variant="secondary"
                data-slot="recorder-resume"
                className={classNames.pause}
                disabled={disabled}
                onClick={recorder.resume}
              >
                {messages.resume}
              </Button>
            )}
            <Button
              ref={stopRef}
              variant="danger"
              data-slot="recorder-stop"
              className={classNames.stop}
              disabled={disabled}
              aria-keyshortcuts={keyShortcut}
              onClick={recorder.stop}
            >
              {messages.stop}
            </Button>
          </span>
        </div>
      ) : null}

      {state === 'processing' ? (
        <div data-slot="recorder-processing" className={cn('rb-recorder__row', classNames.processing)}>
          <Spinner size="sm" label={messages.processing} />
          <span>{messages.processing}</span>
        </div>
      ) : null}

      {state === 'finished' && recorder.recording ? (
        <FinishedRecording
          url={recorder.recording.url}
          durationMs={recorder.recording.durationMs}
          disabled={disabled}
          onRecordAgain={recorder.reset}
          classNames={classNames}
        />
      ) : null}

      {recorder.limitReached && state === 'finished' ? (
        <p data-slot="recorder-limit" className={cn('rb-recorder__hint', classNames.limit)}>
          {messages.limitReached}
        </p>
      ) : null}

      {showError ? (
        <Notice tone="error" data-slot="recorder-error" data-error={error} className={classNames.error}>
          {messages.errors[error]}
        </Notice>
      ) : null}
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * FinishedRecording (internal): playback and Record Again
 * ----------------------------------------------------------------------------------------------*/

interface FinishedRecordingProps {
  url: string;
  durationMs: number;
  disabled: boolean;
  onRecordAgain(): void;
  classNames: PartClasses;
}

function FinishedRecording({ url, durationMs, disabled, onRecordAgain, classNames }: FinishedRecordingProps) {
  const messages = useRecorderMessages();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  // A new recording starts from the beginning, not playing.
  useEffect(() => {
    if (url) setPlaying(false);
  }, [url]);

  function togglePlayback() {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  }

  return (
    <div data-slot="recorder-finished" className={cn('rb-recorder__row', classNames.finished)}>
      <span data-slot="recorder-complete" className={cn('rb-recorder__complete', classNames.complete)}>
        <CheckIcon />
        {messages.complete(formatDuration(durationMs))}
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: the user's own voice recording has no captions to offer */}
      <audio
        ref={audio}
        src={url}
        preload="metadata"
        data-slot="recorder-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <span data-slot="recorder-actions" className={cn('rb-recorder__actions', classNames.actions)}>
        <Button
          variant="secondary"
          data-slot="recorder-play"
          data-playing={playing ? 'playing' : 'paused'}
          className={classNames.play}
          aria-pressed={playing}
          onClick={togglePlayback}
        >
          {playing ? messages.pausePlayback : messages.play}
        </Button>
        <Button
          variant="ghost"
          data-slot="recorder-record-again"
          className={classNames.recordAgain}
          disabled={disabled}
          onClick={onRecordAgain}
        >
          {messages.recordAgain}
        </Button>
      </span>
    </div>
  );
}

function MicrophoneIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Recorder
 * ----------------------------------------------------------------------------------------------*/

export interface RecorderProps extends UseRecorderOptions, Omit<RecorderViewProps, 'recorder'> {}

/**
 * A ready-to-use voice recorder: `useRecorder` rendered by `RecorderView`. Use the two parts
 * separately when the page needs the recorder's state (for example to reset it after sending).
 *
 * @example
 * <Recorder output="wav" onRecordingChange={(recording) => setVoiceFile(recording?.file ?? null)} />
 */
function Recorder({ maxDurationMs, output, timesliceMs, onRecordingChange, ...props }: RecorderProps) {
  const recorder = useRecorder({ maxDurationMs, output, timesliceMs, onRecordingChange });
  return <RecorderView recorder={recorder} {...props} />;
}

export { Recorder, RecorderView };

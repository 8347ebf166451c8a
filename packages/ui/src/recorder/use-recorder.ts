import { useCallback, useEffect, useReducer, useRef } from 'react';
import { encodeWav } from './encode-wav';
import { pickRecordingMimeType, recordingFileName } from './recording-format';

/* ------------------------------------------------------------------------------------------------
 * Types
 * ----------------------------------------------------------------------------------------------*/

/**
 * Where the recorder is, shown as `data-state` on the styled recorder:
 * - `permission-unknown`: the browser has not been asked for the microphone yet;
 * - `denied`: the microphone was refused;
 * - `idle`: ready to record;
 * - `recording` / `paused`: a recording is under way;
 * - `processing`: the recording is being finalised (and converted to WAV when asked);
 * - `finished`: a recording is ready to play, send or record again.
 */
export type RecorderState =
  | 'permission-unknown'
  | 'denied'
  | 'idle'
  | 'recording'
  | 'paused'
  | 'processing'
  | 'finished';

/** Every recorder state, in the order a recording goes through them. */
export const RECORDER_STATES: readonly RecorderState[] = [
  'permission-unknown',
  'denied',
  'idle',
  'recording',
  'paused',
  'processing',
  'finished',
];

/**
 * Why the last action failed:
 * - `permission-denied`: the user or the browser refused the microphone;
 * - `microphone-unavailable`: no microphone, or it is in use elsewhere;
 * - `microphone-ended`: the microphone stopped in the middle of a recording (unplugged, revoked);
 *   what was recorded until then is kept;
 * - `unsupported`: this browser has no `MediaRecorder` or `getUserMedia`;
 * - `processing-failed`: the recording could not be decoded for the WAV output.
 */
export type RecorderErrorCode =
  | 'permission-denied'
  | 'microphone-unavailable'
  | 'microphone-ended'
  | 'unsupported'
  | 'processing-failed';

/**
 * What the recorder produces: `compressed` keeps the browser's recording (WebM/Opus, or MP4/AAC
 * on Safari); `wav` decodes it and re-encodes it as 16-bit PCM mono WAV (for avatar voices).
 */
export type RecorderOutput = 'compressed' | 'wav';

/** A finished recording. */
export interface Recording {
  /** The audio. */
  blob: Blob;
  /** The same audio as a file named recording.webm, recording.m4a or recording.wav, ready to upload. */
  file: File;
  /** An object URL for playback; revoked by Record Again and on unmount. */
  url: string;
  /** The type of `blob`, such as `audio/webm;codecs=opus` or `audio/wav`. */
  mimeType: string;
  /** The file name of `file`. */
  fileName: string;
  /** How long was recorded, pauses excluded. */
  durationMs: number;
}

export interface UseRecorderOptions {
  /**
   * The recording stops by itself when it reaches this length (pauses excluded).
   * @default 300000 (5 minutes; the session screen uses 180000)
   */
  maxDurationMs?: number;
  /** @default 'compressed' */
  output?: RecorderOutput;
  /**
   * How often the browser hands over recorded data, in milliseconds.
   * @default 100
   */
  timesliceMs?: number;
  /** Called with each finished recording, and with `null` when it is discarded by Record Again. */
  onRecordingChange?(recording: Recording | null): void;
}

/** What `useRecorder` returns: the state to render and the actions to call. */
export interface RecorderController {
  /** Where the recorder is. */
  state: RecorderState;
  /** Recorded time so far, pauses excluded; the full length once finished. Updated every 100 ms. */
  elapsedMs: number;
  /** The limit the recording stops at. */
  maxDurationMs: number;
  /** The finished recording, in the `finished` state only. */
  recording: Recording | null;
  /** Why the last action failed, or `null`. */
  error: RecorderErrorCode | null;
  /** The recording stopped because it reached `maxDurationMs`. */
  limitReached: boolean;
  /** The browser is being asked for the microphone. */
  requesting: boolean;
  /** Asks for the microphone if needed, then starts recording. */
  start(): Promise<void>;
  /** Pauses a recording; the timer stops. */
  pause(): void;
  /** Resumes a paused recording. */
  resume(): void;
  /** Stops the recording; the state becomes `processing`, then `finished`. */
  stop(): void;
  /** Record Again: discards the recording and returns to `idle`. */
  reset(): void;
  /** Asks for the microphone without recording (the Grant Permission button). */
  requestPermission(): Promise<void>;
}

/* ------------------------------------------------------------------------------------------------
 * State machine
 * ----------------------------------------------------------------------------------------------*/

interface MachineState {
  state: RecorderState;
  elapsedMs: number;
  recording: Recording | null;
  error: RecorderErrorCode | null;
  limitReached: boolean;
  requesting: boolean;
}

type MachineEvent =
  | { type: 'permission'; permission: 'granted' | 'denied' | 'prompt' }
  | { type: 'request' }
  | { type: 'fail'; error: RecorderErrorCode }
  | { type: 'started' }
  | { type: 'paused' }
  | { type: 'resumed' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'stopping'; elapsedMs: number; limitReached: boolean; error: RecorderErrorCode | null }
  | { type: 'finished'; recording: Recording }
  | { type: 'reset' };

const INITIAL: MachineState = {
  state: 'permission-unknown',
  elapsedMs: 0,
  recording: null,
  error: null,
  limitReached: false,
  requesting: false,
};

/** The recorder's transitions; events that make no sense in the current state are ignored. */
export function recorderReducer(current: MachineState, event: MachineEvent): MachineState {
  const recordingUnderWay = current.state === 'recording' || current.state === 'paused';
  switch (event.type) {
    case 'permission':
      // A permission change never interrupts a recording or discards a finished one.
      if (recordingUnderWay || current.state === 'processing' || current.state === 'finished') return current;
      if (event.permission === 'denied') return { ...current, state: 'denied', requesting: false };
      if (event.permission === 'granted') {
        return {
          ...current,
          state: 'idle',
          requesting: false,
          error: current.state === 'denied' ? null : current.error,
        };
      }
      return current.state === 'idle' ? current : { ...current, state: 'permission-unknown' };
    case 'request':
      return { ...current, requesting: true, error: null };
    case 'fail':
      if (event.error === 'permission-denied') {
        return { ...current, state: 'denied', requesting: false, error: event.error };
      }
      return {
        ...current,
        state:
          current.state === 'processing' ? 'idle' : current.state === 'denied' ? 'denied' : current.state,
        requesting: false,
        error: event.error,
      };
    case 'started':
      return { ...INITIAL, state: 'recording' };
    case 'paused':
      return current.state === 'recording' ? { ...current, state: 'paused' } : current;
    case 'resumed':
      return current.state === 'paused' ? { ...current, state: 'recording' } : current;
    case 'tick':
      return recordingUnderWay ? { ...current, elapsedMs: event.elapsedMs } : current;
    case 'stopping':
      if (!recordingUnderWay) return current;
      return {
        ...current,
        state: 'processing',
        elapsedMs: event.elapsedMs,
        limitReached: event.limitReached,
        error: event.error,
      };
    case 'finished':
      return {
        ...current,
        state: 'finished',
        recording: event.recording,
        elapsedMs: event.recording.durationMs,
      };
    case 'reset':
      return { ...INITIAL, state: 'idle' };
  }
}

/* ------------------------------------------------------------------------------------------------
 * Hook
 * ----------------------------------------------------------------------------------------------*/

const DEFAULT_MAX_DURATION_MS = 300_000;

/** A `MediaRecorder` with the chunks it handed over and the type that was asked for. */
type TrackedRecorder = MediaRecorder & { chunks: Blob[]; requestedType: string };
const TICK_MS = 100;

/** Errors from `getUserMedia` that mean the microphone was refused rather than missing or busy. */
const REFUSED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

function microphoneError(error: unknown): RecorderErrorCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return REFUSED.has(name) ? 'permission-denied' : 'microphone-unavailable';
}

function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

async function toWav(blob: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await blob.arrayBuffer());
    return new Blob([encodeWav(audio)], { type: 'audio/wav' });
  } finally {
    void context.close();
  }
}

/**
 * The headless voice recorder: a state machine over `getUserMedia` and `MediaRecorder`.
 * It records in 100 ms chunks in WebM/Opus (MP4/AAC on Safari), stops by itself at
 * `maxDurationMs`, keeps what was recorded if the microphone stops mid-recording (with the
 * `microphone-ended` error), optionally converts the result to WAV, and releases the microphone
 * and object URLs when done or unmounted. Render it with `RecorderView`, or use `Recorder`.
 *
 * @example
 * const recorder = useRecorder({ output: 'wav', onRecordingChange: (r) => setVoice(r?.file ?? null) });
 * <RecorderView recorder={recorder} />
 */
export function useRecorder(options: UseRecorderOptions = {}): RecorderController {
  const { maxDurationMs = DEFAULT_MAX_DURATION_MS, output = 'compressed', timesliceMs = 100 } = options;
  const [machine, dispatch] = useReducer(recorderReducer, INITIAL);

  const onRecordingChange = useRef(options.onRecordingChange);
  onRecordingChange.current = options.onRecordingChange;
  const settings = useRef({ maxDurationMs, output, timesliceMs });
  settings.current = { maxDurationMs, output, timesliceMs };

  const stream = useRef<MediaStream | null>(null);
  const mediaRecorder = useRef<TrackedRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const url = useRef<string | null>(null);
  const mounted = useRef(true);
  // Recorded time: what was recorded before the last resume, plus the running stretch.
  const clock = useRef({ banked: 0, since: 0, running: false });

  const elapsed = useCallback(() => {
    const { banked, since, running } = clock.current;
    return banked + (running ? performance.now() - since : 0);
  }, []);

  const releaseStream = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const revokeUrl = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  const finish = useCallback(
    (recorder: TrackedRecorder, requested: string, stopError: RecorderErrorCode | null) => {
      const stopped = clock.current.banked;
      void (async () => {
        let blob = new Blob(recorder.chunks, { type: recorder.mimeType || requested || 'audio/webm' });
        if (settings.current.output === 'wav') {
          try {
            blob = await toWav(blob);
          } catch {
            if (mounted.current) dispatch({ type: 'fail', error: 'processing-failed' });
            return;
          }
        }
        if (!mounted.current) return;
        const mimeType = blob.type;
        const fileName = recordingFileName(mimeType);
        revokeUrl();
        url.current = URL.createObjectURL(blob);
        const recording: Recording = {
          blob,
          file: new File([blob], fileName, { type: mimeType }),
          url: url.current,
          mimeType,
          fileName,
          durationMs: stopped,
        };
        dispatch({ type: 'finished', recording });
        if (stopError) dispatch({ type: 'fail', error: stopError });
        onRecordingChange.current?.(recording);
      })();
    },
    [revokeUrl],
  );

  const stopWith = useCallback(
    (reason: 'user' | 'limit' | 'microphone-ended') => {
      const recorder = mediaRecorder.current;
      if (!recorder || recorder.state === 'inactive') return;
      const total = Math.min(elapsed(), settings.current.maxDurationMs);
      clock.current = { banked: total, since: 0, running: false };
      clearTimer();
      const error = reason === 'microphone-ended' ? 'microphone-ended' : null;
      dispatch({ type: 'stopping', elapsedMs: total, limitReached: reason === 'limit', error });
      recorder.onstop = () => {
        releaseStream();
        mediaRecorder.current = null;
        finish(recorder, recorder.requestedType, error);
      };
      recorder.stop();
    },
    [clearTimer, elapsed, finish, releaseStream],
  );

  const start = useCallback(async () => {
    if (!canRecord()) {
      dispatch({ type: 'fail', error: 'unsupported' });
      return;
    }
    if (mediaRecorder.current) return;
    dispatch({ type: 'request' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (mounted.current) dispatch({ type: 'fail', error: microphoneError(error) });
      return;
    }
    if (!mounted.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    revokeUrl();
    stream.current = media;
    const requestedType = pickRecordingMimeType();
    const recorder: TrackedRecorder = Object.assign(
      new MediaRecorder(media, requestedType ? { mimeType: requestedType } : undefined),
      { chunks: [], requestedType },
    );
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) recorder.chunks.push(event.data);
    };
    for (const track of media.getAudioTracks()) {
      track.addEventListener('ended', () => stopWith('microphone-ended'));
    }
    mediaRecorder.current = recorder;
    recorder.start(settings.current.timesliceMs);
    clock.current = { banked: 0, since: performance.now(), running: true };
    dispatch({ type: 'started' });
    onRecordingChange.current?.(null);
    clearTimer();
    timer.current = setInterval(() => {
      const now = elapsed();
      if (now >= settings.current.maxDurationMs) stopWith('limit');
      else dispatch({ type: 'tick', elapsedMs: now });
    }, TICK_MS);
  }, [clearTimer, elapsed, revokeUrl, stopWith]);

  const pause = useCallback(() => {
    const recorder = mediaRecorder.current;
    if (recorder?.state !== 'recording') return;
    recorder.pause();
    clock.current = { banked: elapsed(), since: 0, running: false };
    dispatch({ type: 'paused' });
    dispatch({ type: 'tick', elapsedMs: clock.current.banked });
  }, [elapsed]);

  const resume = useCallback(() => {
    const recorder = mediaRecorder.current;
    if (recorder?.state !== 'paused') return;
    recorder.resume();
    clock.current = { ...clock.current, since: performance.now(), running: true };
    dispatch({ type: 'resumed' });
  }, []);

  const stop = useCallback(() => stopWith('user'), [stopWith]);

  const reset = useCallback(() => {
    if (mediaRecorder.current) return;
    revokeUrl();
    clock.current = { banked: 0, since: 0, running: false };
    dispatch({ type: 'reset' });
    onRecordingChange.current?.(null);
  }, [revokeUrl]);

  const requestPermission = useCallback(async () => {
    if (!canRecord()) {
      dispatch({ type: 'fail', error: 'unsupported' });
      return;
    }
    dispatch({ type: 'request' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      for (const track of media.getTracks()) track.stop();
      if (mounted.current) dispatch({ type: 'permission', permission: 'granted' });
    } catch (error) {
      if (mounted.current) dispatch({ type: 'fail', error: microphoneError(error) });
    }
  }, []);

  // Read the current microphone permission where the browser can tell, and follow its changes.
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const apply = () => {
      if (status && !cancelled) dispatch({ type: 'permission', permission: status.state });
    };
    navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((result) => {
        status = result;
        apply();
        result.addEventListener('change', apply);
      })
      .catch(() => {
        // Firefox and older Safari cannot query the microphone: the state stays unknown until asked.
      });
    return () => {
      cancelled = true;
      status?.removeEventListener('change', apply);
    };
  }, []);

  // Release the microphone, the timer and the object URL when the component goes away.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const recorder = mediaRecorder.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      mediaRecorder.current = null;
      clearTimer();
      releaseStream();
      revokeUrl();
    };
  }, [clearTimer, releaseStream, revokeUrl]);

  return { ...machine, maxDurationMs, start, pause, resume, stop, reset, requestPermission };
}

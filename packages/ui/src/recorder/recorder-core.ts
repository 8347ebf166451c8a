/**
 * The voice recorder without a framework: a state machine over `getUserMedia` and `MediaRecorder`
 * in a small store. `useRecorder` (React) and `<rebond-recorder>` (a custom element) both render
 * it. No React and no message catalogue here: the caller turns states and error codes into words.
 */
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
  /** An object URL for playback; revoked by Record Again, by the next recording and by `dispose`. */
  url: string;
  /** The type of `blob`, such as `audio/webm;codecs=opus` or `audio/wav`. */
  mimeType: string;
  /** The file name of `file`. */
  fileName: string;
  /** How long was recorded, pauses excluded. */
  durationMs: number;
}

/** Options of `createRecorder` (and of `useRecorder`). */
export interface RecorderOptions {
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

/** What a recorder store holds: everything a view needs to render. */
export interface RecorderSnapshot {
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
}

/** The actions a recorder offers, shared by the store and by `useRecorder`'s controller. */
export interface RecorderActions {
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

/** A recorder: a store to read and subscribe to, and its actions. */
export interface RecorderStore extends RecorderActions {
  /** The current snapshot. The same object until something changes (safe for `useSyncExternalStore`). */
  getState(): RecorderSnapshot;
  /**
   * Calls `listener` after every change; returns the unsubscribe function. While it has listeners
   * the store follows the browser's microphone permission where the browser can tell.
   */
  subscribe(listener: () => void): () => void;
  /** Changes options; a new `maxDurationMs` applies at once, the others from the next recording. */
  setOptions(options: RecorderOptions): void;
  /**
   * Releases the microphone, the timer and the object URL, and drops work in flight (a recording
   * under way is discarded). The store can be used again afterwards, as React's strict mode does.
   */
  dispose(): void;
}

/* ------------------------------------------------------------------------------------------------
 * State machine
 * ----------------------------------------------------------------------------------------------*/

type MachineState = Omit<RecorderSnapshot, 'maxDurationMs'>;

export type RecorderEvent =
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
export function recorderReducer<S extends MachineState>(current: S, event: RecorderEvent): S {
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
      return { ...current, ...INITIAL, state: 'recording' };
    case 'paused':
      return current.state === 'recording' ? { ...current, state: 'paused' } : current;
    case 'resumed':
      return current.state === 'paused' ? { ...current, state: 'recording' } : current;
    case 'tick':
      return recordingUnderWay && current.elapsedMs !== event.elapsedMs
        ? { ...current, elapsedMs: event.elapsedMs }
        : current;
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
      return { ...current, ...INITIAL, state: 'idle' };
  }
}

/* ------------------------------------------------------------------------------------------------
 * Browser helpers
 * ----------------------------------------------------------------------------------------------*/

const DEFAULT_MAX_DURATION_MS = 300_000;
const TICK_MS = 100;

/** A `MediaRecorder` with the chunks it handed over and the type that was asked for. */
type TrackedRecorder = MediaRecorder & { chunks: Blob[]; requestedType: string };

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

/* ------------------------------------------------------------------------------------------------
 * Store
 * ----------------------------------------------------------------------------------------------*/

/**
 * Creates a voice recorder. It records in 100 ms chunks in WebM/Opus (MP4/AAC on Safari), stops
 * by itself at `maxDurationMs`, keeps what was recorded if the microphone stops mid-recording
 * (with the `microphone-ended` error), optionally converts the result to WAV, and releases the
 * microphone and object URLs when done or disposed.
 *
 * @example
 * const recorder = createRecorder({ maxDurationMs: 180_000 });
 * const unsubscribe = recorder.subscribe(() => render(recorder.getState()));
 * await recorder.start();
 * // later: recorder.stop(); ... recorder.getState().recording?.file
 * recorder.dispose();
 */
export function createRecorder(options: RecorderOptions = {}): RecorderStore {
  const settings = {
    maxDurationMs: options.maxDurationMs ?? DEFAULT_MAX_DURATION_MS,
    output: options.output ?? 'compressed',
    timesliceMs: options.timesliceMs ?? 100,
    onRecordingChange: options.onRecordingChange,
  };
  let snapshot: RecorderSnapshot = { ...INITIAL, maxDurationMs: settings.maxDurationMs };
  const listeners = new Set<() => void>();

  let stream: MediaStream | null = null;
  let mediaRecorder: TrackedRecorder | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let url: string | null = null;
  // Bumped by dispose: async work started under an older generation is dropped.
  let generation = 0;
  // Recorded time: what was recorded before the last resume, plus the running stretch.
  let clock = { banked: 0, since: 0, running: false };
  let stopWatchingPermission: (() => void) | null = null;

  function setSnapshot(next: RecorderSnapshot) {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function dispatch(event: RecorderEvent) {
    setSnapshot(recorderReducer(snapshot, event));
  }

  function elapsed() {
    return clock.banked + (clock.running ? performance.now() - clock.since : 0);
  }

  function releaseStream() {
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
  }

  function clearTimer() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function revokeUrl() {
    if (url) URL.revokeObjectURL(url);
    url = null;
  }

  function finish(recorder: TrackedRecorder, stopError: RecorderErrorCode | null) {
    const stopped = clock.banked;
    const current = generation;
    void (async () => {
      let blob = new Blob(recorder.chunks, {
        type: recorder.mimeType || recorder.requestedType || 'audio/webm',
      });
      if (settings.output === 'wav') {
        try {
          blob = await toWav(blob);
        } catch {
          if (current === generation) dispatch({ type: 'fail', error: 'processing-failed' });
          return;
        }
      }
      if (current !== generation) return;
      const mimeType = blob.type;
      const fileName = recordingFileName(mimeType);
      revokeUrl();
      url = URL.createObjectURL(blob);
      const recording: Recording = {
        blob,
        file: new File([blob], fileName, { type: mimeType }),
        url,
        mimeType,
        fileName,
        durationMs: stopped,
      };
      dispatch({ type: 'finished', recording });
      if (stopError) dispatch({ type: 'fail', error: stopError });
      settings.onRecordingChange?.(recording);
    })();
  }

  function stopWith(reason: 'user' | 'limit' | 'microphone-ended') {
    const recorder = mediaRecorder;
    if (!recorder || recorder.state === 'inactive') return;
    const total = Math.min(elapsed(), settings.maxDurationMs);
    clock = { banked: total, since: 0, running: false };
    clearTimer();
    const error = reason === 'microphone-ended' ? 'microphone-ended' : null;
    dispatch({ type: 'stopping', elapsedMs: total, limitReached: reason === 'limit', error });
    recorder.onstop = () => {
      releaseStream();
      mediaRecorder = null;
      finish(recorder, error);
    };
    recorder.stop();
  }

  async function start() {
    if (!canRecord()) {
      dispatch({ type: 'fail', error: 'unsupported' });
      return;
    }
    if (mediaRecorder) return;
    const current = generation;
    dispatch({ type: 'request' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (current === generation) dispatch({ type: 'fail', error: microphoneError(error) });
      return;
    }
    if (current !== generation || mediaRecorder) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    revokeUrl();
    stream = media;
    const requestedType = pickRecordingMimeType();
    const recorder: TrackedRecorder = Object.assign(
      new MediaRecorder(media, requestedType ? { mimeType: requestedType } : undefined),
      { chunks: [], requestedType },
    );
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) recorder.chunks.push(event.data);
    };
    for (const track of media.getAudioTracks()) {
      track.addEventListener('ended', () => {
        if (mediaRecorder === recorder) stopWith('microphone-ended');
      });
    }
    mediaRecorder = recorder;
    recorder.start(settings.timesliceMs);
    clock = { banked: 0, since: performance.now(), running: true };
    dispatch({ type: 'started' });
    settings.onRecordingChange?.(null);
    clearTimer();
    timer = setInterval(() => {
      const now = elapsed();
      if (now >= settings.maxDurationMs) stopWith('limit');
      else dispatch({ type: 'tick', elapsedMs: now });
    }, TICK_MS);
  }

  function pause() {
    if (mediaRecorder?.state !== 'recording') return;
    mediaRecorder.pause();
    clock = { banked: elapsed(), since: 0, running: false };
    dispatch({ type: 'paused' });
    dispatch({ type: 'tick', elapsedMs: clock.banked });
  }

  function resume() {
    if (mediaRecorder?.state !== 'paused') return;
    mediaRecorder.resume();
    clock = { ...clock, since: performance.now(), running: true };
    dispatch({ type: 'resumed' });
  }

  function reset() {
    if (mediaRecorder) return;
    revokeUrl();
    clock = { banked: 0, since: 0, running: false };
    dispatch({ type: 'reset' });
    settings.onRecordingChange?.(null);
  }

  async function requestPermission() {
    if (!canRecord()) {
      dispatch({ type: 'fail', error: 'unsupported' });
      return;
    }
    const current = generation;
    dispatch({ type: 'request' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      for (const track of media.getTracks()) track.stop();
      if (current === generation) dispatch({ type: 'permission', permission: 'granted' });
    } catch (error) {
      if (current === generation) dispatch({ type: 'fail', error: microphoneError(error) });
    }
  }

  // Reads the current microphone permission where the browser can tell, and follows its changes.
  function watchPermission(): () => void {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const apply = () => {
      if (status && !cancelled) dispatch({ type: 'permission', permission: status.state });
    };
    if (typeof navigator !== 'undefined') {
      navigator.permissions
        ?.query({ name: 'microphone' as PermissionName })
        .then((result) => {
          if (cancelled) return;
          status = result;
          apply();
          result.addEventListener('change', apply);
        })
        .catch(() => {
          // Firefox and older Safari cannot query the microphone: the state stays unknown until asked.
        });
    }
    return () => {
      cancelled = true;
      status?.removeEventListener('change', apply);
    };
  }

  function dispose() {
    generation++;
    const recorder = mediaRecorder;
    if (recorder && recorder.state !== 'inactive') {
      recorder.onstop = null;
      recorder.stop();
    }
    mediaRecorder = null;
    clearTimer();
    releaseStream();
    revokeUrl();
    stopWatchingPermission?.();
    stopWatchingPermission = null;
    // What was under way is gone (and a finished recording's URL is revoked): start again from idle.
    if (snapshot.state !== 'permission-unknown' && snapshot.state !== 'denied' && snapshot.state !== 'idle') {
      clock = { banked: 0, since: 0, running: false };
      setSnapshot({ ...INITIAL, state: 'idle', maxDurationMs: settings.maxDurationMs });
    }
  }

  return {
    getState: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      stopWatchingPermission ??= watchPermission();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatchingPermission?.();
          stopWatchingPermission = null;
        }
      };
    },
    setOptions(next) {
      if (next.output !== undefined) settings.output = next.output;
      if (next.timesliceMs !== undefined) settings.timesliceMs = next.timesliceMs;
      if ('onRecordingChange' in next) settings.onRecordingChange = next.onRecordingChange;
      if (next.maxDurationMs !== undefined && next.maxDurationMs !== settings.maxDurationMs) {
        settings.maxDurationMs = next.maxDurationMs;
        setSnapshot({ ...snapshot, maxDurationMs: next.maxDurationMs });
      }
    },
    start,
    pause,
    resume,
    stop: () => stopWith('user'),
    reset,
    requestPermission,
    dispose,
  };
}

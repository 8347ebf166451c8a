import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createRecorder,
  type RecorderActions,
  type RecorderOptions,
  type RecorderSnapshot,
  type RecorderStore,
} from './recorder-core';

export {
  RECORDER_STATES,
  type RecorderErrorCode,
  type RecorderOutput,
  type RecorderState,
  type Recording,
  recorderReducer,
} from './recorder-core';

/** Options of `useRecorder`: those of `createRecorder`. */
export interface UseRecorderOptions extends RecorderOptions {}

/** What `useRecorder` returns: the state to render and the actions to call. */
export interface RecorderController extends RecorderSnapshot, RecorderActions {}

// Layout effects warn during server rendering; there is nothing to record there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The headless voice recorder for React: the framework-free `createRecorder` store
 * (`@rebond/ui/recorder-core`) read through `useSyncExternalStore`. It records in 100 ms chunks in
 * WebM/Opus (MP4/AAC on Safari), stops by itself at `maxDurationMs`, keeps what was recorded if
 * the microphone stops mid-recording (with the `microphone-ended` error), optionally converts the
 * result to WAV, and releases the microphone and object URLs when done or unmounted. Render it
 * with `RecorderView`, or use `Recorder`.
 *
 * @example
 * const recorder = useRecorder({ output: 'wav', onRecordingChange: (r) => setVoice(r?.file ?? null) });
 * <RecorderView recorder={recorder} />
 */
export function useRecorder(options: UseRecorderOptions = {}): RecorderController {
  const { maxDurationMs = 300_000, output = 'compressed', timesliceMs = 100 } = options;

  // The latest callback, without re-creating the store when the page passes a new function.
  const onRecordingChange = useRef(options.onRecordingChange);
  onRecordingChange.current = options.onRecordingChange;

  const [store] = useState<RecorderStore>(() =>
    createRecorder({
      maxDurationMs,
      output,
      timesliceMs,
      onRecordingChange: (recording) => onRecordingChange.current?.(recording),
    }),
  );

  useIsomorphicLayoutEffect(() => {
    store.setOptions({ maxDurationMs, output, timesliceMs });
  }, [store, maxDurationMs, output, timesliceMs]);

  // Release the microphone, the timer and the object URL when the component goes away.
  useEffect(() => () => store.dispose(), [store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  return {
    ...snapshot,
    // The prop wins at once; the store catches up in the layout effect above.
    maxDurationMs,
    start: store.start,
    pause: store.pause,
    resume: store.resume,
    stop: store.stop,
    reset: store.reset,
    requestPermission: store.requestPermission,
  };
}

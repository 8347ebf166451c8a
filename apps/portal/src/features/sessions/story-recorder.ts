import type { RecorderController } from '@rebond/ui';
import { fn } from 'storybook/test';

/**
 * For the session screens' stories: a recorder holding a finished recording of `durationMs`
 * (what the timer and Send Message show), its actions spies.
 */
export function finishedRecorder(durationMs: number, maxDurationMs: number): RecorderController {
  const blob = new Blob(['x'], { type: 'audio/webm' });
  return {
    state: 'finished',
    elapsedMs: durationMs,
    maxDurationMs,
    recording: {
      blob,
      file: new File([blob], 'recording.webm'),
      url: '',
      mimeType: 'audio/webm',
      fileName: 'recording.webm',
      durationMs,
    },
    error: null,
    limitReached: false,
    requesting: false,
    start: fn(),
    pause: fn(),
    resume: fn(),
    stop: fn(),
    reset: fn(),
    requestPermission: fn(),
  };
}

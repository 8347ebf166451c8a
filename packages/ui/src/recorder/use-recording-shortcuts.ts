import { useEffect, useRef } from 'react';
import type { RecorderController } from './use-recorder';

/** Starts and stops recording (Alt+R), as announced by `aria-keyshortcuts`. */
export const RECORD_SHORTCUT = 'Alt+R';
/** Sends the finished recording (Control+Enter). */
export const SEND_SHORTCUT = 'Control+Enter';

/**
 * The session pages' shortcuts, on the whole page: Alt+R starts a recording, or stops the one
 * under way; Control+Enter sends the finished one. Both need a modifier, so typing in a field is
 * never taken over; the physical key is read (`code`), so Alt+R works where Alt+R types a letter.
 */
export function useRecordingShortcuts(options: {
  recorder: RecorderController;
  /** Off on a closed session, while a reply is made, or when nothing may be recorded. */
  enabled: boolean;
  /** Whether Send is offered now. */
  canSend: boolean;
  onSend(): void;
}): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { recorder, enabled, canSend, onSend } = latest.current;
      if (!enabled || event.repeat) return;
      const ctrlOrMeta = event.ctrlKey || event.metaKey;
      if (event.altKey && !ctrlOrMeta && !event.shiftKey && event.code === 'KeyR') {
        if (recorder.state === 'idle' || recorder.state === 'permission-unknown') {
          event.preventDefault();
          void recorder.start();
        } else if (recorder.state === 'recording' || recorder.state === 'paused') {
          event.preventDefault();
          recorder.stop();
        }
      } else if (ctrlOrMeta && !event.altKey && event.key === 'Enter' && canSend) {
        event.preventDefault();
        onSend();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

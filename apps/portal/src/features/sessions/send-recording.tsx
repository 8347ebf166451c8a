import { Button, type ButtonProps, SEND_SHORTCUT, useFocusWhenLost } from '@rebond/ui';
import { useId, useRef } from 'react';

export interface SendRecordingProps {
  /** The parts' `data-slot` prefix: `<slot>-send`, `<slot>-send-shortcut`, `<slot>-empty-recording`. */
  slot: string;
  /** The finished recording is empty (00:00): Send Message is disabled and says why. */
  empty: boolean;
  onSend(): void;
  size?: ButtonProps['size'];
  text: { send: string; sendShortcut: string; emptyRecording: string };
}

/**
 * Send Message for a finished recording, with its shortcut (Control+Enter) said under it, or why it
 * cannot be sent. It takes the focus when it appears, if the focus was lost on the way (the Stop
 * button it replaces is gone).
 */
export function SendRecording({ slot, empty, onSend, size, text }: SendRecordingProps) {
  const emptyHintId = useId();
  const shortcutHintId = useId();
  const sendRef = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(sendRef, !empty);
  return (
    <>
      <Button
        ref={sendRef}
        {...(size ? { size } : {})}
        onClick={onSend}
        data-slot={`${slot}-send`}
        disabled={empty}
        aria-keyshortcuts={SEND_SHORTCUT}
        aria-describedby={empty ? emptyHintId : shortcutHintId}
      >
        {text.send}
      </Button>
      {empty ? (
        <p id={emptyHintId} className="rb-field__error" data-slot={`${slot}-empty-recording`}>
          {text.emptyRecording}
        </p>
      ) : (
        <p id={shortcutHintId} className="rb-sessions__muted" data-slot={`${slot}-send-shortcut`}>
          {text.sendShortcut}
        </p>
      )}
    </>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { Session } from '@rebond/sdk';
import { useRef } from 'react';
import { Button } from '../primitives/button';
import { DialogBody } from '../primitives/dialog-body';
import { Notice } from '../primitives/notice';
import { useHistoryMessages } from './messages';
import { sessionVideoCount } from './session-history-model';

export interface DeleteSessionDialogProps {
  /** The session to delete; the dialog is closed while it is `undefined`. */
  session: Session | undefined;
  /** The user confirmed. */
  onConfirm(session: Session): void;
  /** The user cancelled (Cancel or Escape). */
  onCancel(): void;
  /** Deletion is in progress. @default false */
  pending?: boolean;
  /** An error to show, such as 'Failed to delete session and its videos'. */
  error?: string;
}

/**
 * Asks before deleting a session and its videos: 'This will permanently delete the session and all
 * N video(s) associated with it. This action cannot be undone.' Focus starts on Cancel.
 */
export function DeleteSessionDialog({
  session,
  onConfirm,
  onCancel,
  pending = false,
  error,
}: DeleteSessionDialogProps) {
  const messages = useHistoryMessages().confirmDelete;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={session !== undefined}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="rb-dialog__overlay" />
        <Dialog.Content
          role="alertdialog"
          data-slot="delete-session-dialog"
          className="rb-dialog rb-history-confirm"
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <DialogBody>
            <Dialog.Title className="rb-dialog__title">{messages.title}</Dialog.Title>
            <Dialog.Description className="rb-dialog__description">
              {messages.body(session ? sessionVideoCount(session) : 0)}
            </Dialog.Description>
            {error ? <Notice tone="error">{error}</Notice> : null}
          </DialogBody>
          <div className="rb-dialog__actions">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={pending}>
              {messages.cancel}
            </Button>
            <Button variant="danger" pending={pending} onClick={() => session && onConfirm(session)}>
              {messages.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

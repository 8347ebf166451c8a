import * as Dialog from '@radix-ui/react-dialog';
import type { EmbedKey } from '@rebond/sdk';
import { useRef } from 'react';
import { Button } from '../primitives/button';
import { Notice } from '../primitives/notice';
import { useEmbedKeysMessages } from './messages';

export interface RevokeEmbedKeyDialogProps {
  /** The key to revoke; the dialog is closed while it is `undefined`. */
  embedKey: EmbedKey | undefined;
  /** The user confirmed. */
  onConfirm(key: EmbedKey): void;
  /** The user cancelled (Cancel or Escape). */
  onCancel(): void;
  /** Revoking is in progress. @default false */
  pending?: boolean;
  /** An error to show, such as 'The key could not be revoked'. */
  error?: string | undefined;
}

/** Asks before revoking a key: its websites stop working at once. Focus starts on Cancel. */
export function RevokeEmbedKeyDialog({
  embedKey,
  onConfirm,
  onCancel,
  pending = false,
  error,
}: RevokeEmbedKeyDialogProps) {
  const messages = useEmbedKeysMessages().revoke;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={embedKey !== undefined}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="rb-dialog__overlay" />
        <Dialog.Content
          role="alertdialog"
          data-slot="revoke-embed-key-dialog"
          className="rb-dialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <div className="rb-dialog__body">
            <Dialog.Title className="rb-dialog__title">{messages.title(embedKey?.name ?? '')}</Dialog.Title>
            <Dialog.Description className="rb-dialog__description">{messages.body}</Dialog.Description>
            {error ? <Notice tone="error">{error}</Notice> : null}
          </div>
          <div className="rb-dialog__actions">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={pending}>
              {messages.cancel}
            </Button>
            <Button variant="danger" pending={pending} onClick={() => embedKey && onConfirm(embedKey)}>
              {messages.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

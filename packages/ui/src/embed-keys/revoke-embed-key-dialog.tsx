import type { EmbedKey } from '@rebond/sdk';
import { ConfirmDialog } from '../avatars/confirm-dialog';
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
  return (
    <ConfirmDialog
      open={embedKey !== undefined}
      slot="revoke-embed-key-dialog"
      title={messages.title(embedKey?.name ?? '')}
      body={messages.body}
      confirmLabel={messages.confirm}
      cancelLabel={messages.cancel}
      tone="danger"
      pending={pending}
      error={error}
      onConfirm={() => embedKey && onConfirm(embedKey)}
      onCancel={() => {
        if (!pending) onCancel();
      }}
    />
  );
}

import { type ReactNode, useRef } from 'react';
import { Button } from '../primitives/button';
import { AvatarDialog } from './avatar-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, read as the dialog's description. */
  body: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm(): void;
  /** The safe choice (focused first; Escape does the same). */
  onCancel(): void;
  /** `danger` for destructive confirmations. @default 'primary' */
  tone?: 'primary' | 'danger';
  /** The confirmation is being carried out. @default false */
  pending?: boolean;
  /** An error to show under the question. */
  error?: ReactNode;
  /** Marks the dialog (`data-slot`). */
  slot: string;
  /** Choices shown under the question (e.g. a checkbox that widens what is deleted). */
  children?: ReactNode;
}

/** Asks before doing something that cannot be undone; focus starts on the safe choice. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  pending = false,
  error,
  slot,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AvatarDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      slot={slot}
      title={title}
      description={body}
      initialFocus={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="rb-field__error">
          {error}
        </p>
      ) : null}
    </AvatarDialog>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../lib/cn';
import { DialogBody } from '../primitives/dialog-body';

export interface AvatarDialogProps {
  open: boolean;
  /** Escape, or a close button inside, asks to close. */
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  /** `alertdialog` for confirmations and failures. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Marks the dialog for styling and tests (`data-slot`). */
  slot: string;
  /** Wider content (details, success). @default 'md' */
  size?: 'md' | 'lg';
  /** The element to focus when the dialog opens (the safe choice of a confirmation). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
  /** The buttons in the footer. */
  actions: ReactNode;
}

/** The modal dialog every avatar screen uses: a title, an optional description, a body and actions. */
export function AvatarDialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  slot,
  size = 'md',
  initialFocus,
  children,
  actions,
}: AvatarDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="rb-dialog__overlay" />
        <Dialog.Content
          role={role}
          data-slot={slot}
          data-size={size}
          className={cn('rb-dialog', 'rb-avatar-dialog')}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogBody>
            <Dialog.Title className="rb-dialog__title">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="rb-dialog__description">{description}</Dialog.Description>
            ) : null}
            {children}
          </DialogBody>
          <div className="rb-dialog__actions">{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

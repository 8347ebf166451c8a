import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { Button } from '../primitives/button';
import { DialogBody } from '../primitives/dialog-body';

export interface DeclineConfirmationProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The user chose 'Go Back to Consent' (or pressed Escape): show the consent modal again. */
  onGoBack(): void;
  /** The user chose 'Continue Without Consent': sign them out and leave. */
  onConfirm(): void;
}

/**
 * Confirms that the user really declines consent, and says what happens next. Focus starts on
 * the safe choice, 'Go Back to Consent'; Escape also goes back. Clicks outside do nothing.
 */
export function DeclineConfirmation({ open, onGoBack, onConfirm }: DeclineConfirmationProps) {
  const messages = useUiMessages().declineConfirmation;
  const goBackRef = useRef<HTMLButtonElement>(null);
  const nextHeadingId = useId();

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onGoBack();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay data-slot="decline-confirmation-overlay" className="rb-dialog__overlay" />
        <Dialog.Content
          role="alertdialog"
          data-slot="decline-confirmation"
          className="rb-dialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            goBackRef.current?.focus();
          }}
        >
          <DialogBody>
            <Dialog.Title data-slot="decline-confirmation-title" className="rb-dialog__title">
              {messages.title}
            </Dialog.Title>
            <Dialog.Description
              data-slot="decline-confirmation-description"
              className="rb-dialog__description"
            >
              {messages.description}
            </Dialog.Description>
            <h3 id={nextHeadingId} className="rb-dialog__subtitle">
              {messages.nextHeading}
            </h3>
            <ul
              aria-labelledby={nextHeadingId}
              data-slot="decline-confirmation-next"
              className="rb-dialog__list"
            >
              {messages.next.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </DialogBody>
          <div data-slot="decline-confirmation-actions" className="rb-dialog__actions">
            <Button variant="secondary" onClick={onConfirm}>
              {messages.confirm}
            </Button>
            <Button ref={goBackRef} onClick={onGoBack}>
              {messages.goBack}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

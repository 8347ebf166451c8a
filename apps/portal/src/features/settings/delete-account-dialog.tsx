import * as Dialog from '@radix-ui/react-dialog';
import { Button, DialogBody, Notice, TextField } from '@rebond/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSettingsMessages } from './messages';

/** The steps of account deletion: two confirmations, then typing DELETE. */
export type DeleteAccountStep = 'confirm' | 'confirm-again' | 'type';

/** The word the user types to confirm. It stays English in every locale, like the spec. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export interface DeleteAccountDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The user cancelled at any step. */
  onCancel(): void;
  /** The typed text did not match DELETE: the caller says 'Account deletion cancelled - ...'. */
  onMismatch(): void;
  /** Deletes the account. A rejection shows 'Failed to delete account. Please contact support.'. */
  onConfirm(): Promise<unknown>;
  /** The step shown first. @default 'confirm' */
  defaultStep?: DeleteAccountStep;
}

/**
 * Account deletion, as the spec asks: two confirmations, then typing DELETE (`data-step` on the
 * dialog). Focus starts on Cancel at each confirmation.
 */
export function DeleteAccountDialog({
  open,
  onCancel,
  onMismatch,
  onConfirm,
  defaultStep = 'confirm',
}: DeleteAccountDialogProps) {
  const messages = useSettingsMessages();
  const texts = messages.deleteDialog;
  const [step, setStep] = useState<DeleteAccountStep>(defaultStep);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Each step replaces the buttons: put focus back on Cancel, or on the field to type into.
  useEffect(() => {
    if (step === 'type') inputRef.current?.focus();
    else if (step === 'confirm-again') cancelRef.current?.focus();
  }, [step]);

  const close = () => {
    if (pending) return;
    setStep(defaultStep);
    setTyped('');
    setError(undefined);
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (typed !== DELETE_CONFIRMATION_WORD) {
      setStep(defaultStep);
      setTyped('');
      onMismatch();
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch {
      setError(messages.deleteFailed);
    } finally {
      setPending(false);
    }
  };

  const title =
    step === 'confirm' ? texts.firstTitle : step === 'confirm-again' ? texts.secondTitle : texts.typeTitle;
  const body = step === 'confirm' ? texts.firstBody : texts.secondBody;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="rb-dialog__overlay" />
        <Dialog.Content
          role="alertdialog"
          data-slot="delete-account-dialog"
          data-step={step}
          className="rb-dialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <form noValidate onSubmit={(event) => void submit(event)}>
            <DialogBody>
              <Dialog.Title className="rb-dialog__title">{title}</Dialog.Title>
              <Dialog.Description className="rb-dialog__description">{body}</Dialog.Description>
              {step === 'type' ? (
                <TextField
                  label={texts.typeLabel}
                  value={typed}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  ref={inputRef}
                  onChange={(event) => setTyped(event.target.value)}
                />
              ) : null}
              {error ? <Notice tone="error">{error}</Notice> : null}
            </DialogBody>
            <div className="rb-dialog__actions">
              <Button ref={cancelRef} variant="secondary" onClick={close} disabled={pending}>
                {texts.cancel}
              </Button>
              {step === 'type' ? (
                // Keys keep React from turning the clicked Continue button into this submit button.
                <Button key="confirm" type="submit" variant="danger" pending={pending}>
                  {texts.confirm}
                </Button>
              ) : (
                <Button
                  key="continue"
                  variant="danger"
                  onClick={() => setStep(step === 'confirm' ? 'confirm-again' : 'type')}
                >
                  {texts.continue}
                </Button>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

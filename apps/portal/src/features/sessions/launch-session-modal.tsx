import * as Dialog from '@radix-ui/react-dialog';
import { AvatarPicker, Button, DialogBody, Link, Notice, type SessionAvatar, Spinner } from '@rebond/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSessionScreenMessages } from './messages';
import './sessions.css';

export interface LaunchSessionModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Escape, Cancel or a click outside asks to close it. */
  onOpenChange(open: boolean): void;
  /** The coach's avatars; only those with a picture can be picked. */
  avatars: readonly SessionAvatar[];
  /** The avatars are still loading. @default false */
  loading?: boolean;
  /** Launch Session with the chosen avatar: create the session, then go to its Create Video screen. */
  onLaunch(avatarId: string): void;
  /** The session is being created. @default false */
  pending?: boolean;
  /** Why the launch failed (from `toUserMessage(error, 'sessionLaunch')`). */
  error?: string | null;
  /** Where the coach's active session is, when the launch failed because one is open: a link to it follows the error. */
  activeSessionHref?: string | null;
  /** The avatar chosen when the modal opens. */
  defaultAvatarId?: string | null;
}

/** Pick an avatar and Launch Session; without a choice it says 'Please select an avatar to launch the session.' */
export function LaunchSessionModal({
  open,
  onOpenChange,
  avatars,
  loading = false,
  onLaunch,
  pending = false,
  error,
  activeSessionHref = null,
  defaultAvatarId = null,
}: LaunchSessionModalProps) {
  const messages = useSessionScreenMessages().launch;
  const [avatarId, setAvatarId] = useState<string | null>(defaultAvatarId);
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!avatarId || !avatars.some((avatar) => avatar.id === avatarId && avatar.image_url)) {
      setMissing(true);
      return;
    }
    onLaunch(avatarId);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="rb-dialog__overlay" />
        <Dialog.Content data-slot="launch-session-modal" className="rb-dialog rb-launch-modal">
          <form onSubmit={submit} noValidate className="rb-launch-modal__form">
            <DialogBody>
              <Dialog.Title className="rb-dialog__title">{messages.title}</Dialog.Title>
              <Dialog.Description className="rb-dialog__description">
                {messages.description}
              </Dialog.Description>
              {loading ? (
                <Spinner />
              ) : (
                <AvatarPicker
                  avatars={avatars}
                  value={avatarId}
                  onChange={(id) => {
                    setAvatarId(id);
                    setMissing(false);
                  }}
                  name="launch-avatar"
                  legend={messages.title}
                  errorId={missing ? errorId : undefined}
                  disabled={pending}
                />
              )}
              {missing ? (
                <p id={errorId} className="rb-field__error" role="alert">
                  {messages.selectAvatar}
                </p>
              ) : null}
              {error ? (
                <Notice tone="error">
                  {error}
                  {activeSessionHref ? (
                    <>
                      {' '}
                      <Link href={activeSessionHref}>{messages.goToActive}</Link>
                    </>
                  ) : null}
                </Notice>
              ) : null}
            </DialogBody>
            <div className="rb-dialog__actions">
              <Dialog.Close asChild>
                <Button variant="secondary">{messages.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" pending={pending}>
                {messages.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { Button, type SessionAvatar } from '@rebond/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { useErrorMessage } from '../../use-error-message';
import { blockingSessionHref } from './blocking-session';
import { LaunchSessionModal } from './launch-session-modal';
import { useSessionScreenMessages } from './messages';
import { useSessionAvatars } from './use-session-avatars';

/** What the Create Video screen reads from the navigation state after a launch. */
export interface CreateVideoState {
  sessionId: string;
  avatar: SessionAvatar;
  fromLaunch: boolean;
}

/**
 * The Launch session quick action: a button that opens the Launch Session dialog (see
 * `LaunchSessionDialog`).
 */
export function LaunchSessionButton() {
  const messages = useSessionScreenMessages().page;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{messages.launchSession}</Button>
      <LaunchSessionDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export interface LaunchSessionDialogProps {
  /** Whether the dialog is shown; the avatars load when it opens. */
  open: boolean;
  /** Escape, Cancel or a click outside asks to close it. */
  onOpenChange(open: boolean): void;
}

/**
 * The Launch Session modal wired to the API: launching creates a dynamic session with the chosen
 * avatar and goes to its Create Video screen (state: sessionId, avatar, fromLaunch).
 */
export function LaunchSessionDialog({ open, onOpenChange }: LaunchSessionDialogProps) {
  const messages = useSessionScreenMessages().page;
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { avatars, state } = useSessionAvatars(open);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [activeSessionHref, setActiveSessionHref] = useState<string | null>(null);

  return (
    <LaunchSessionModal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setError(null);
        setActiveSessionHref(null);
      }}
      avatars={avatars}
      loading={state === 'loading'}
      pending={pending}
      error={state === 'error' ? messages.avatarsLoadFailed : error}
      activeSessionHref={activeSessionHref}
      onLaunch={async (avatarId) => {
        const avatar = avatars.find((item) => item.id === avatarId);
        if (!avatar) return;
        setPending(true);
        setError(null);
        setActiveSessionHref(null);
        try {
          const session = await api.sessions.create({ avatar_id: avatarId });
          const navigationState: CreateVideoState = { sessionId: session.id, avatar, fromLaunch: true };
          navigate(`/session/${session.id}/create-video`, { state: navigationState });
        } catch (caught) {
          setError(errorMessage(caught, 'sessionLaunch'));
          setPending(false);
          setActiveSessionHref(await blockingSessionHref(caught, 'sessionLaunch'));
        }
      }}
    />
  );
}

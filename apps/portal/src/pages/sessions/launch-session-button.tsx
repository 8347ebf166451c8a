import { Button, LaunchSessionModal, type SessionAvatar } from '@rebond/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { useErrorMessage } from '../../use-error-message';
import { useSessionPageMessages } from './messages';
import { useSessionAvatars } from './use-session-avatars';

/** What the Create Video screen reads from the navigation state after a launch. */
export interface CreateVideoState {
  sessionId: string;
  avatar: SessionAvatar;
  fromLaunch: boolean;
}

/**
 * The Launch session quick action: a button that opens the Launch Session modal; launching
 * creates a dynamic session and goes to its Create Video screen (state: sessionId, avatar,
 * fromLaunch).
 */
export function LaunchSessionButton() {
  const messages = useSessionPageMessages();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { avatars, state } = useSessionAvatars(open);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <Button onClick={() => setOpen(true)}>{messages.launchSession}</Button>
      <LaunchSessionModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(null);
        }}
        avatars={avatars}
        loading={state === 'loading'}
        pending={pending}
        error={state === 'error' ? messages.avatarsLoadFailed : error}
        onLaunch={async (avatarId) => {
          const avatar = avatars.find((item) => item.id === avatarId);
          if (!avatar) return;
          setPending(true);
          setError(null);
          try {
            const session = await api.sessions.create({ avatar_id: avatarId });
            const navigationState: CreateVideoState = { sessionId: session.id, avatar, fromLaunch: true };
            navigate(`/session/${session.id}/create-video`, { state: navigationState });
          } catch (caught) {
            setError(errorMessage(caught, 'sessionLaunch'));
            setPending(false);
          }
        }}
      />
    </>
  );
}

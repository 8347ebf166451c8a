import type { Session } from '@rebond/sdk';
import { sessionAvatarName } from './session-history-model';

/** The avatar's picture, or its initial when it has none. Decorative: the name is always next to it. */
export function SessionAvatar({
  session,
  size = 'md',
}: {
  session: Pick<Session, 'avatar'>;
  size?: 'md' | 'lg';
}) {
  const name = sessionAvatarName(session);
  return session.avatar.image_url ? (
    <img
      data-slot="session-avatar"
      data-size={size}
      className="rb-history-avatar"
      src={session.avatar.image_url}
      alt=""
    />
  ) : (
    <span data-slot="session-avatar" data-size={size} className="rb-history-avatar" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

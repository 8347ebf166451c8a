import type { Avatar } from '@rebond/sdk';
import { useAvatars } from '../../data/avatars';
import { panelState } from '../../data/panel-state';
import { toSessionAvatar } from './session-data';

const toSessionAvatars = (avatars: Avatar[]) => avatars.map(toSessionAvatar);

/** The coach's avatars for the session screens (the cached list); `reload` reads it again. */
export function useSessionAvatars(enabled = true) {
  const query = useAvatars(toSessionAvatars, enabled);
  return { avatars: query.data ?? [], state: panelState(query), reload: () => void query.refetch() };
}

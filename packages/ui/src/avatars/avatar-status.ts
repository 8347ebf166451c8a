import type { Avatar } from '@rebond/sdk';

/** An avatar's client-derived status (spec section 3). */
export type AvatarStatus = 'active' | 'pending';

/** Active when it has a picture or any emotional avatar id; else pending. Only active avatars start sessions. */
export function avatarStatus(avatar: Pick<Avatar, 'image_url' | 'heygen_avatar_ids'>): AvatarStatus {
  if (avatar.image_url) return 'active';
  return Object.values(avatar.heygen_avatar_ids ?? {}).some(Boolean) ? 'active' : 'pending';
}

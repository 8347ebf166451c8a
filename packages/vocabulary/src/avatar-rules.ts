/**
 * The avatar status of spec section 3 (active or pending, derived on the client), plus `failed`
 * when the server says the avatar's creation job failed.
 */
export type AvatarStatus = 'active' | 'pending' | 'failed';

/** What the active rule reads of an avatar (an SDK `Avatar` fits). */
export interface AvatarActivity {
  image_url: string | null;
  /** Emotion -> variant id; the spec's (vendor-named) emotion-variant map. */
  heygen_avatar_ids?: Readonly<Record<string, string>> | null;
  /** The server's status, when it sends one (Rebond's servers do); only `failed` is read from it. */
  status?: string | undefined;
}

/**
 * Spec section 3, the one rule for "avatar is active": it has a picture, or at least one emotion
 * variant. Only active avatars can start sessions. The server applies the same rule to its rows.
 *
 * @example
 * avatarStatus({ image_url: null, heygen_avatar_ids: { anger: 'v1' } }) // 'active'
 */
export function avatarStatus(avatar: AvatarActivity): AvatarStatus {
  const ids = Object.values(avatar.heygen_avatar_ids ?? {});
  if (avatar.image_url || ids.some(Boolean)) return 'active';
  return avatar.status === 'failed' ? 'failed' : 'pending';
}

/** Whether an avatar may start a session (`avatarStatus(avatar) === 'active'`). */
export function canStartSession(avatar: AvatarActivity): boolean {
  return avatarStatus(avatar) === 'active';
}

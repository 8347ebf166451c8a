/** The client-derived avatar status of spec section 3. */
export type AvatarStatus = 'active' | 'pending';

/** What the active rule reads of an avatar (an SDK `Avatar` fits). */
export interface AvatarActivity {
  image_url: string | null;
  /** Emotion -> variant id; the spec's (vendor-named) emotion-variant map. */
  heygen_avatar_ids?: Readonly<Record<string, string>> | null;
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
  return avatar.image_url || ids.some(Boolean) ? 'active' : 'pending';
}

/** Whether an avatar may start a session (`avatarStatus(avatar) === 'active'`). */
export function canStartSession(avatar: AvatarActivity): boolean {
  return avatarStatus(avatar) === 'active';
}

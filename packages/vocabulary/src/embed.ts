/** The longest an embed token may live, in seconds (one hour). */
export const MAX_EMBED_TOKEN_SECONDS = 3600;
/** The shortest an embed token may live, in seconds (a minute). */
export const MIN_EMBED_TOKEN_SECONDS = 60;
/**
 * An embed token's life when none is asked, in seconds (ten minutes): the server's
 * `EMBED_TOKEN_TTL_SECONDS` when it sets none.
 */
export const DEFAULT_EMBED_TOKEN_SECONDS = 600;

/**
 * The `code` of the embed API's refusals, next to their `detail`, so a widget tells them apart
 * without reading the words: an expired token (a fresh one continues the visit), a token that is
 * not valid, a revoked or expired key (nothing the page can do), an origin the key does not allow,
 * the key's daily quota spent, an avatar not ready yet, consent not given, too many writes, a
 * media link whose visit has ended.
 */
export const EMBED_ERROR_CODES = [
  'token_expired',
  'token_invalid',
  'key_revoked',
  'key_expired',
  'origin_not_allowed',
  'quota_reached',
  'avatar_not_ready',
  'consent_required',
  'too_many_requests',
  'visit_ended',
] as const;
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number];

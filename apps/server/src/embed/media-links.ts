import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import type { MediaVisit } from '../media/storage';
import { type EmbedKeyRow, keyUnusable } from './keys';

/** The 410 detail (code `visit_ended`) of a visitor's media link once the visit's session ended. */
export const VISIT_ENDED = 'This media link has ended with the visit.';

/**
 * Why a media link handed to an embed visitor no longer works, or null while it does: its key is
 * revoked or expired (read at each use, so a revocation ends the links at once), or a session of
 * its visit has ended (by End Session or the idle timeout) since the link was signed. Answered as
 * 410, with the reason's code.
 */
export async function visitLinkEnded(
  db: Queryable,
  visit: MediaVisit,
  signedAt: number,
): Promise<ApiError | null> {
  const [key] = await db.query<EmbedKeyRow>('SELECT * FROM embed_keys WHERE id = $1', [visit.key]);
  const unusable = keyUnusable(key);
  if (unusable) return new ApiError(410, unusable.detail, {}, unusable.code);
  const ended = await db.query(
    'SELECT 1 FROM sessions WHERE embed_token_id = $1 AND ended_at >= to_timestamp($2::double precision / 1000) LIMIT 1',
    [visit.visit, signedAt],
  );
  return ended.length > 0 ? new ApiError(410, VISIT_ENDED, {}, 'visit_ended') : null;
}

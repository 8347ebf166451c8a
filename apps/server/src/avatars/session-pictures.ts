import type { Queryable } from '../db/database';

/**
 * A session shows the avatar's picture as it was when the session started
 * (`sessions.avatar_image_media_id`, taken by the database on insert), so practice history keeps
 * its faces after the avatar is deleted or given a new photo. Before an avatar's old pictures are
 * deleted, this drops from the list those a session still shows.
 */
export async function withoutSessionPictures(q: Queryable, ids: Iterable<string>): Promise<string[]> {
  const wanted = [...ids];
  if (wanted.length === 0) return [];
  const shown = await q.query<{ id: string }>(
    `SELECT DISTINCT avatar_image_media_id::text AS id FROM sessions
      WHERE avatar_image_media_id::text = ANY($1::text[])`,
    [wanted],
  );
  const kept = new Set(shown.map((row) => row.id));
  return wanted.filter((id) => !kept.has(id));
}

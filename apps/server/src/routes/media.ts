import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { idParam } from '../http/validate';

/**
 * `GET /media/{id}?exp=&sig=&iat=`: serves a stored file to whoever holds a valid signed URL (the API
 * gives them only to the owner). Supports byte ranges, which browsers use to play and seek video.
 */
export function mediaRoutes({ db, media }: Services) {
  const app = new Hono<AppEnv>();

  app.get('/:id', async (c) => {
    const id = idParam(c, 'id', 'Media');
    const signedAt = media.verify(id, c.req.query());
    if (signedAt === undefined) throw new ApiError(403, 'This media link is invalid or has expired');
    const row = await media.find(db, id);
    if (!row) throw new ApiError(404, 'Media not found');
    // A link signed before its owner's last sign-out (or password change) has ended with it.
    const [owner] = await db.query<{ signed_out_at: Date | null }>(
      'SELECT signed_out_at FROM users WHERE id = $1',
      [row.user_id],
    );
    if (!owner || (owner.signed_out_at && signedAt < new Date(owner.signed_out_at).getTime())) {
      throw new ApiError(403, 'This media link has ended: its owner signed out');
    }
    const bytes = new Uint8Array(await media.read(row));
    const headers: Record<string, string> = {
      'content-type': row.content_type,
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (range && (range[1] || range[2])) {
      const size = bytes.byteLength;
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
      }
      return c.body(bytes.subarray(start, end + 1), 206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': String(end - start + 1),
      });
    }
    return c.body(bytes, 200, { ...headers, 'content-length': String(bytes.byteLength) });
  });

  return app;
}

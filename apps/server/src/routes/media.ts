import { avatarThumbnail } from '@rebond/engine';
import { Hono } from 'hono';
import { visitLinkEnded } from '../embed/media-links';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { idParam } from '../http/validate';
import { type ByteRange, collect, MediaMissingError } from '../media/backend';
import { MediaIntegrityError } from '../media/encryption';
import type { Services } from '../services';

/**
 * The bytes a `Range` header asks of a file of `size` bytes: undefined for the whole file (no
 * header, or one we do not serve in parts, such as several ranges), null when it cannot be met.
 */
function requestedRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!range || !(range[1] || range[2])) return undefined;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  return start >= size || start > end ? null : { start, end };
}

/**
 * `GET /media/{id}?exp=&sig=&iat=`: serves a stored file to whoever holds a valid signed URL (the API
 * gives them only to the owner, or to an embed visitor, bound to the key and the visit). Supports
 * byte ranges, which browsers use to play and seek video; the bytes stream from the store
 * (decrypting only the chunks a range covers), never whole in memory. With `S3_PRESIGNED_MEDIA`,
 * answers with a redirect to a short-lived bucket URL instead. A link with `variant=small` (signed
 * with the rest) answers a picture as a 96 px square WebP, made with sharp.
 */
export function mediaRoutes({ db, media }: Services) {
  const app = new Hono<AppEnv>();

  app.get('/:id', async (c) => {
    const id = idParam(c, 'id', 'Media');
    const link = media.verify(id, c.req.query());
    if (!link) throw new ApiError(403, 'This media link is invalid or has expired');
    const row = await media.find(db, id);
    if (!row) throw new ApiError(404, 'Media not found');
    if (link.visit) {
      // A link handed to an embed visitor ends with its key or its visit, not with the coach's sign-out.
      const ended = await visitLinkEnded(db, link.visit, link.signedAt);
      if (ended) throw ended;
    } else {
      // A link signed before its owner's last sign-out (or password change) has ended with it.
      const [owner] = await db.query<{ signed_out_at: Date | null }>(
        'SELECT signed_out_at FROM users WHERE id = $1',
        [row.user_id],
      );
      if (!owner || (owner.signed_out_at && link.signedAt < new Date(owner.signed_out_at).getTime())) {
        throw new ApiError(403, 'This media link has ended: its owner signed out');
      }
    }
    try {
      if (link.variant === 'small') {
        if (!row.content_type.startsWith('image/'))
          throw new ApiError(400, 'Only a picture has a small variant');
        const small = await avatarThumbnail(await collect(await media.open(row, undefined)));
        return c.body(small as Uint8Array<ArrayBuffer>, 200, {
          'content-type': 'image/webp',
          'content-length': String(small.byteLength),
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
        });
      }
      const presigned = await media.presignedUrl(row);
      if (presigned) return c.redirect(presigned, 302);
      const headers: Record<string, string> = {
        'content-type': row.content_type,
        'accept-ranges': 'bytes',
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      };
      const size = row.size_bytes;
      const range = requestedRange(c.req.header('range'), size);
      if (range === null) return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
      const status = range ? 206 : 200;
      if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
      headers['content-length'] = String(range ? range.end - range.start + 1 : size);
      // A HEAD request learns the size and type without opening the file.
      if (c.req.method === 'HEAD') return c.body(null, status, headers);
      return c.body(await media.open(row, range), status, headers);
    } catch (error) {
      if (error instanceof MediaMissingError)
        throw new ApiError(404, 'The media file is missing from storage');
      if (error instanceof MediaIntegrityError) {
        throw new ApiError(500, 'The stored media file failed its integrity check and is not served');
      }
      throw error;
    }
  });

  return app;
}

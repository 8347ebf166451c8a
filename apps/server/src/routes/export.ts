import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { audit } from '../audit';
import { type ExportLimits, exportArchive, exportSize } from '../export/archive';
import { type AppEnv, callerId, clientIp, requireAuth } from '../http/context';
import { ApiError } from '../http/errors';
import type { Services } from '../services';

/**
 * `GET /users/export`: "Download My Data", every category the caller owns as one zip with a
 * `manifest.json` (see `export/archive.ts`), streamed. An export whose stored files exceed
 * `EXPORT_MAX_BYTES` is refused with 413 before it starts; one that streams longer than
 * `EXPORT_MAX_SECONDS` is cut off. Served outside the JSON contract (its answer is a file), with
 * the same bearer token as every call.
 */
export function exportRoutes(services: Services, limits: ExportLimits) {
  const { db, media } = services;
  const app = new Hono<AppEnv>();
  app.get('/', requireAuth(services), async (c) => {
    const userId = callerId(c);
    const { bytes } = await exportSize(db, userId);
    if (bytes > limits.maxBytes) {
      throw new ApiError(
        413,
        `Your data (${Math.ceil(bytes / 1e6)} MB of files) is larger than this server exports at once (${Math.floor(limits.maxBytes / 1e6)} MB). Please contact support.`,
      );
    }
    const archive = await exportArchive(db, media, services.keys, userId, limits);
    await audit(db, {
      actorId: userId,
      action: 'export',
      recordType: 'user',
      recordId: userId,
      ip: clientIp(c),
    });
    const day = new Date().toISOString().slice(0, 10);
    c.header('content-type', 'application/zip');
    c.header('content-disposition', `attachment; filename="rebond-my-data-${day}.zip"`);
    c.header('cache-control', 'no-store');
    return stream(c, async (out) => {
      out.onAbort(() => void archive.cancel().catch(() => undefined));
      await out.pipe(archive);
    });
  });
  return app;
}

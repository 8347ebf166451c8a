import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * Compresses the API's answers (and pages) of 1 KB or more with gzip when the client accepts it,
 * adding `Vary: Accept-Encoding`. Left alone: media (`/media/*`, already-compressed video and
 * audio served with byte ranges), partial answers (206), event streams (`text/event-stream`),
 * answers that already carry a `Content-Encoding` (the portal's precompressed assets, the
 * widgets) and types that do not compress (images, video).
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({ encoding: 'gzip', threshold: 1024 });
  return (c, next) =>
    c.req.path.startsWith('/media/')
      ? next()
      : gzip(c, async () => {
          await next();
          await measure(c);
        });
}

/**
 * Gives a JSON or HTML answer its `Content-Length` (Hono's `c.json` leaves it out), so the size
 * threshold applies to it: small answers are not worth compressing.
 */
async function measure(c: Context): Promise<void> {
  const type = c.res.headers.get('content-type') ?? '';
  if (!c.res.body || c.res.headers.has('content-length') || !/^(application\/json|text\/html)/.test(type))
    return;
  const bytes = await c.res.arrayBuffer();
  c.res = new Response(bytes, c.res);
  c.res.headers.set('content-length', String(bytes.byteLength));
}

/** A body compressed once, when the server starts, in each encoding it may be sent in. */
export interface EncodedBody {
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

export function encodeOnce(body: Uint8Array<ArrayBuffer>): EncodedBody {
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The encodings the request accepts (`q=0` means refused). */
function accepted(c: Context): Set<string> {
  const names = (c.req.header('accept-encoding') ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => (name ?? '').trim().toLowerCase());
  return new Set(names);
}

/**
 * Picks the smallest variant the client accepts (brotli, then gzip, else the plain bytes) and sets
 * `Content-Encoding` and `Vary: Accept-Encoding` to match.
 */
export function negotiate(c: Context, body: EncodedBody): Uint8Array<ArrayBuffer> {
  c.header('vary', 'Accept-Encoding', { append: true });
  const accepts = accepted(c);
  for (const encoding of ['br', 'gzip'] as const) {
    if (accepts.has(encoding)) {
      c.header('content-encoding', encoding);
      return body[encoding];
    }
  }
  return body.identity;
}

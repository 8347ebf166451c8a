import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { type EncodedBody, encodeOnce, negotiate } from './http/compression';
import type { AppEnv } from './http/context';
import { notFound } from './http/errors';

/** The two `<script>` builds of `@rebond/widgets` a clinic page loads. */
export const WIDGET_FILES = ['rebond-loader.global.js', 'rebond-widgets.global.js'] as const;
type WidgetFile = (typeof WIDGET_FILES)[number];

/** The 404 detail while a build is missing, and the start-up warning's advice. */
export const WIDGETS_NOT_BUILT =
  'The Rebond widgets are not built on this server: run `npm run build --workspace @rebond/widgets` (npm start does it).';

/** A versioned build: cached a year, never revalidated (a new version has a new URL). */
export const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** The unversioned URL, kept for pages that use it: cached five minutes. */
export const UNVERSIONED_CACHE = 'public, max-age=300';

/** The version a build names on its first line (`/*! @rebond/widgets v0.1.0 *\/`, the build's banner). */
const BANNER = /^\/\*! @rebond\/widgets v([0-9A-Za-z.+-]+) \*\//;

/** The widget builds missing from `widgetsDir` (all of them when it does not exist). */
export function missingWidgets(widgetsDir: string): string[] {
  return WIDGET_FILES.filter((file) => !statSync(path.join(widgetsDir, file), { throwIfNoEntry: false }));
}

interface Build {
  mtimeMs: number;
  size: number;
  code: EncodedBody;
  version: string | undefined;
  /** The Subresource Integrity hash of the bytes (`sha384-...`). */
  integrity: string;
}

/**
 * Serves the widgets' `<script>` builds, so a clinic page loads them from the Rebond server it
 * talks to (cross-origin, hence `Cross-Origin-Resource-Policy: cross-origin`, and
 * `Access-Control-Allow-Origin: *` for a tag with `integrity` and `crossorigin`):
 *
 * - `/widgets/v{version}/{file}`, the canonical URL, the version named by the build: cached a
 *   year, immutable; another version answers 404.
 * - `/widgets/{file}`, for pages that use it: cached five minutes.
 * - `/widgets/script.json`: the canonical URL of `rebond-widgets.global.js`, its version and its
 *   integrity hash, which the portal's Embed tab puts in its snippet.
 *
 * Each is compressed once (brotli and gzip) and sent in the encoding the page accepts. The file is
 * looked at on each request (one `stat`): a build made after the server started is served without
 * a restart, and a missing one answers 404 with how to build it.
 */
export function mountWidgets(app: Hono<AppEnv>, widgetsDir: string): void {
  const cache = new Map<string, Build>();
  const load = (file: WidgetFile): Build => {
    const full = path.join(widgetsDir, file);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) throw notFound(WIDGETS_NOT_BUILT);
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      const bytes = readFileSync(full);
      entry = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        code: encodeOnce(bytes),
        version: BANNER.exec(bytes.subarray(0, 200).toString('utf8'))?.[1],
        integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
      };
      cache.set(file, entry);
    }
    return entry;
  };
  const serve = (c: Context<AppEnv>, build: Build, cacheControl: string) =>
    c.body(negotiate(c, build.code), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': cacheControl,
      'access-control-allow-origin': '*',
    });

  app.get('/widgets/script.json', (c) => {
    const file = 'rebond-widgets.global.js';
    const build = load(file);
    if (!build.version) throw notFound(WIDGETS_NOT_BUILT);
    return c.json(
      { version: build.version, src: `/widgets/v${build.version}/${file}`, integrity: build.integrity },
      200,
      { 'cache-control': 'no-cache', 'access-control-allow-origin': '*' },
    );
  });
  for (const file of WIDGET_FILES) {
    app.get(`/widgets/${file}`, (c) => serve(c, load(file), UNVERSIONED_CACHE));
    app.get(`/widgets/:version{v[0-9A-Za-z.+-]+}/${file}`, (c) => {
      const build = load(file);
      if (c.req.param('version') !== `v${build.version}`) {
        throw notFound(`This server serves version ${build.version ?? '(none)'} of the widgets.`);
      }
      return serve(c, build, VERSIONED_CACHE);
    });
  }
}

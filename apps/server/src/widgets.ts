import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { type EncodedBody, encodeOnce, negotiate } from './http/compression';
import type { AppEnv } from './http/context';
import { notFound } from './http/errors';

/** The two `<script>` builds of `@rebond/widgets` a clinic page loads. */
export const WIDGET_FILES = ['rebond-loader.global.js', 'rebond-widgets.global.js'] as const;

/** The 404 detail while a build is missing, and the start-up warning's advice. */
export const WIDGETS_NOT_BUILT =
  'The Rebond widgets are not built on this server: run `npm run build --workspace @rebond/widgets` (npm start does it).';

/** The widget builds missing from `widgetsDir` (all of them when it does not exist). */
export function missingWidgets(widgetsDir: string): string[] {
  return WIDGET_FILES.filter((file) => !statSync(path.join(widgetsDir, file), { throwIfNoEntry: false }));
}

/**
 * Serves the widgets' `<script>` builds at `/widgets/{file}`, so a clinic page loads them from the
 * Rebond server it talks to (cross-origin, hence `Cross-Origin-Resource-Policy: cross-origin`).
 * Each is compressed once (brotli and gzip) and sent in the encoding the page accepts. The file
 * is looked at on each request (one `stat`): a build made after the server started is served
 * without a restart, and a missing one answers 404 with how to build it.
 */
export function mountWidgets(app: Hono<AppEnv>, widgetsDir: string): void {
  const cache = new Map<string, { mtimeMs: number; size: number; code: EncodedBody }>();
  for (const file of WIDGET_FILES) {
    app.get(`/widgets/${file}`, (c) => {
      const full = path.join(widgetsDir, file);
      const stat = statSync(full, { throwIfNoEntry: false });
      if (!stat) throw notFound(WIDGETS_NOT_BUILT);
      let entry = cache.get(file);
      if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
        entry = { mtimeMs: stat.mtimeMs, size: stat.size, code: encodeOnce(readFileSync(full)) };
        cache.set(file, entry);
      }
      return c.body(negotiate(c, entry.code), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=300',
      });
    });
  }
}

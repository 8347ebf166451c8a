import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { encodeOnce, negotiate } from './http/compression';
import type { AppEnv } from './http/context';

/** The two `<script>` builds of `@rebond/widgets` a clinic page loads. */
const FILES = ['rebond-loader.global.js', 'rebond-widgets.global.js'] as const;

/**
 * Serves the widgets' `<script>` builds at `/widgets/{file}`, so a clinic page loads them from the
 * Rebond server it talks to (cross-origin, hence `Cross-Origin-Resource-Policy: cross-origin`).
 * Each is compressed once at start (brotli and gzip) and sent in the encoding the page accepts.
 * Nothing is served when the widgets are not built (`npm run build` builds them).
 */
export function mountWidgets(app: Hono<AppEnv>, widgetsDir: string | undefined): void {
  if (!widgetsDir) return;
  for (const file of FILES) {
    const full = path.join(widgetsDir, file);
    if (!existsSync(full)) continue;
    const code = encodeOnce(readFileSync(full));
    app.get(`/widgets/${file}`, (c) =>
      c.body(negotiate(c, code), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=300',
      }),
    );
  }
}

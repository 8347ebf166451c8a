import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/context';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the built portal: its assets, and `index.html` for every browser navigation that no API
 * route answered (the portal's router then shows the page, or its 404). The API base is written into
 * a meta tag, so one build works behind any address. Assets go out in the brotli or gzip copy the
 * build wrote beside each one (`*.br`, `*.gz`) when the browser accepts it, with `Vary:
 * Accept-Encoding`; `index.html` is small and compressed, when large enough, with the API's answers.
 */
export function mountPortal(app: Hono<AppEnv>, portalDir: string, apiBase: string) {
  const root = path.relative(process.cwd(), portalDir) || '.';
  const indexHtml = readFileSync(path.join(portalDir, 'index.html'), 'utf8').replace(
    /<meta name="rebond-api-base" content="[^"]*"\s*\/?>/,
    `<meta name="rebond-api-base" content="${escapeAttribute(apiBase)}" />`,
  );
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
        // Also on the plain copy: a shared cache must not hand it to a browser that takes brotli.
        if (!c.res.headers.has('vary') && !c.req.path.endsWith('.map')) c.header('vary', 'Accept-Encoding');
      },
    }),
  );
  app.use('/favicon.svg', serveStatic({ root }));
  return (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  };
}

export const wantsHtml = (c: Context) =>
  c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');

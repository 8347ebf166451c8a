import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/context';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The portal's routes as the build wrote them (`route-patterns.json`, from the portal's
 * `route-paths.ts`): `:name` matches one path segment. Without the file every path is a page.
 */
function readRoutePatterns(portalDir: string): RegExp[] | undefined {
  const file = path.join(portalDir, 'route-patterns.json');
  if (!existsSync(file)) return undefined;
  const patterns: string[] = JSON.parse(readFileSync(file, 'utf8'));
  return patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
  );
}

/**
 * Serves the built portal: its assets, and `index.html` for every browser navigation that no API
 * route answered (the portal's router then shows the page, or its 404 page with HTTP status 404 when
 * no route of the portal matches the path). The API base is written into a meta tag, so one build
 * works behind any address.
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
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('/favicon.svg', serveStatic({ root }));
  const routes = readRoutePatterns(portalDir);
  return (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-cache');
    const known = !routes || routes.some((route) => route.test(c.req.path));
    return c.html(indexHtml, known ? 200 : 404);
  };
}

export const wantsHtml = (c: Context) =>
  c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');

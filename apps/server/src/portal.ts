import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
 * works behind any address. Assets go out in the brotli or gzip copy the build wrote beside each one
 * (`*.br`, `*.gz`) when the browser accepts it, with `Vary: Accept-Encoding`; the pages are
 * compressed, when large enough, with the API's answers. The public pages the build prerendered
 * (the landing page, Features, About...: `prerendered/{locale}/{path}.html`) go out as written, in
 * the browser's language.
 */
export function mountPortal(app: Hono<AppEnv>, portalDir: string, apiBase: string) {
  const root = path.relative(process.cwd(), portalDir) || '.';
  const page = (file: string) =>
    readFileSync(path.join(portalDir, file), 'utf8').replace(
      /<meta name="rebond-api-base" content="[^"]*"\s*\/?>/,
      `<meta name="rebond-api-base" content="${escapeAttribute(apiBase)}" />`,
    );
  const indexHtml = page('index.html');
  const prerendered = prerenderedPages(portalDir, page);
  const defaultLocale = /<html lang="([a-z]+)"/.exec(indexHtml)?.[1] ?? 'en';
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
  const routes = readRoutePatterns(portalDir);
  return (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-cache');
    const known = !routes || routes.some((route) => route.test(c.req.path));
    if (!known) return c.html(indexHtml, 404);
    const locales = prerendered.get(c.req.path === '/' ? '/' : c.req.path.replace(/\/$/, ''));
    if (!locales) return c.html(indexHtml);
    c.header('vary', 'Accept-Language', { append: true });
    const locale = acceptedLanguages(c).find((language) => locales.has(language)) ?? defaultLocale;
    return c.html(locales.get(locale) ?? indexHtml);
  };
}

/**
 * The public pages prerendered at build time (the portal's scripts/prerender.mjs writes
 * `prerendered/{locale}/{path}.html`, `/` as `index.html`), by path and then locale: they are whole
 * before, and without, the portal's app.
 */
function prerenderedPages(
  portalDir: string,
  page: (file: string) => string,
): Map<string, Map<string, string>> {
  const pages = new Map<string, Map<string, string>>();
  const root = path.join(portalDir, 'prerendered');
  if (!existsSync(root)) return pages;
  for (const locale of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, locale), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const route = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`.replace(/^\/index$/, '/');
      const locales = pages.get(route) ?? new Map<string, string>();
      locales.set(locale, page(path.join('prerendered', locale, file)));
      pages.set(route, locales);
    }
  }
  return pages;
}

/** The base languages of `Accept-Language`, most wanted first (`fr-CA;q=0.8` counts as `fr`). */
function acceptedLanguages(c: Context): string[] {
  return (c.req.header('accept-language') ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter(({ language, q }) => language && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ language }) => language);
}

export const wantsHtml = (c: Context) =>
  c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');

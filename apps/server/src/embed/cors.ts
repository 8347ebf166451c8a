import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import type { Services } from '../services';
import { anyKeyAllows } from './keys';

/** The embed calls a browser page makes (the secret-token call is server to server: no CORS). */
const BROWSER_PATHS =
  /^\/embed\/(context|consent|sessions|videos|jobs|tokens\/publishable|tokens\/continue)(\/|$)/;
/** The publishable token call checks the page's origin itself: every page may read its answer. */
const OPEN_PATH = '/embed/tokens/publishable';

/**
 * CORS for the widgets, decided per key rather than from a global list: a preflight is answered
 * for an origin that some key allows (before the token is known), and every request is then
 * checked against its own key's allowed origins (`requireEmbed`, the publishable token call). The
 * answers carry `Access-Control-Allow-Origin` for such origins, so a refused request's JSON detail
 * (expired token, quota reached, origin not allowed by this key) reaches the widget. The
 * publishable token call answers every origin with CORS: it refuses a page its key does not allow
 * with 403 `origin_not_allowed`, and that page's widget must be able to read it to say so.
 */
export const embedCors = ({ db }: Services) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin || !BROWSER_PATHS.test(c.req.path)) return next();
    const allowed = c.req.path === OPEN_PATH || (await anyKeyAllows(db, origin));
    if (c.req.method === 'OPTIONS') {
      if (!allowed) return c.json({ detail: 'This website is not allowed to use Rebond embeds.' }, 403);
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST, PUT',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    await next();
    if (allowed) {
      c.res.headers.set('access-control-allow-origin', origin);
      c.res.headers.set('access-control-expose-headers', 'x-request-id, retry-after');
      c.res.headers.append('vary', 'Origin');
    }
  });

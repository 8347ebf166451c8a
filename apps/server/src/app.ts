import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { mountApiDocs } from './docs';
import type { AppEnv, Services } from './http/context';
import { ApiError, handleError } from './http/errors';
import { mountRoutes } from './http/mount-routes';
import { openApiDocument } from './openapi';
import { mountPortal, wantsHtml } from './portal';
import { authHandlers } from './routes/auth';
import { avatarHandlers } from './routes/avatars';
import { consentHandlers } from './routes/consents';
import { healthHandlers, VERSION } from './routes/health';
import { mediaRoutes } from './routes/media';
import { sessionJobHandlers } from './routes/session-jobs';
import { sessionHandlers } from './routes/sessions';
import { skillHandlers } from './routes/skills';
import { userHandlers } from './routes/users';
import { videoHandlers } from './routes/videos';

export { VERSION };

export function createApp(services: Services) {
  const { config } = services;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.apiBase ? [new URL(config.apiBase).origin] : [])],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  if (config.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: config.corsOrigins,
        allowHeaders: ['authorization', 'content-type'],
        exposeHeaders: ['x-next-cursor', 'x-request-id', 'retry-after'],
        maxAge: 600,
      }),
    );
  }
  const openapi = openApiDocument(VERSION);
  app.get('/openapi.json', (c) => c.json(openapi));
  mountApiDocs(app);
  app.route('/media', mediaRoutes(services));
  const portal = config.portalDir ? mountPortal(app, config.portalDir, config.apiBase) : undefined;
  // `/avatars` is both an API prefix and a portal page (spec route table): a browser navigation to
  // the bare path gets the portal; every API call under it still reaches the API.
  app.get('/avatars', (c, next) => (portal && wantsHtml(c) ? portal(c) : next()));
  // Every call of the contract, registered from `routes`: the handlers must cover them all.
  mountRoutes(app, services, {
    ...healthHandlers(services),
    ...authHandlers(services),
    ...userHandlers(services),
    ...consentHandlers(services),
    ...avatarHandlers(services),
    ...sessionHandlers(services),
    ...videoHandlers(services),
    ...sessionJobHandlers(services),
    ...skillHandlers(services),
  });

  app.notFound((c) => {
    if (portal && wantsHtml(c)) return portal(c);
    throw new ApiError(404, 'Not found');
  });
  app.onError(handleError);
  return app;
}

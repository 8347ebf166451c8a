import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { mountApiDocs } from './docs';
import { embedCors } from './embed/cors';
import { auditDenials } from './http/audit-denials';
import { compressAnswers } from './http/compression';
import { type AppEnv, resolveClientIp } from './http/context';
import { ApiError, handleError } from './http/errors';
import { mountRoutes } from './http/mount-routes';
import { mountMetrics } from './jobs/metrics';
import { openApiDocument } from './openapi';
import { mountPortal, wantsHtml } from './portal';
import { auditHandlers } from './routes/audit';
import { authHandlers } from './routes/auth';
import { avatarHandlers } from './routes/avatars';
import { caseFormulationHandlers } from './routes/case-formulation';
import { consentHandlers } from './routes/consents';
import { embedHandlers } from './routes/embed';
import { exportRoutes } from './routes/export';
import { healthHandlers, VERSION } from './routes/health';
import { jobEventHandlers } from './routes/job-events';
import { mediaRoutes } from './routes/media';
import { sessionJobHandlers } from './routes/session-jobs';
import { sessionHandlers } from './routes/sessions';
import { skillHandlers } from './routes/skills';
import { timingHandlers } from './routes/timings';
import { turnHandlers } from './routes/turns';
import { twoFactorHandlers } from './routes/two-factor';
import { userHandlers } from './routes/users';
import { videoHandlers } from './routes/videos';
import type { Services } from './services';
import { liveAccess, liveChannel, TurnEnds } from './sessions/live';
import { mountWidgets } from './widgets';

export { VERSION };

export function createApp(services: Services) {
  const { config } = services;
  const app = new Hono<AppEnv>();

  app.use(compressAnswers());
  app.use(requestId());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // WebAssembly compiled from the portal's own files: the live mode's speech detector
        // (onnxruntime-web). Still no inline script, no eval, no script from a blob.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'", ...(config.apiBase ? [new URL(config.apiBase).origin] : [])],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
      // Set below per path: the widgets' scripts and the signed media links load in clinics' pages.
      crossOriginResourcePolicy: false,
      // The portal records from the microphone and the camera; nothing else is ever needed.
      permissionsPolicy: {
        camera: ['self'],
        microphone: ['self'],
        fullscreen: ['self'],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        hid: [],
        midi: [],
        displayCapture: [],
        browsingTopics: [],
      },
    }),
  );
  app.use(resolveClientIp(config.trustProxy));
  app.use(auditDenials(services.db));
  app.use(async (c, next) => {
    await next();
    c.res.headers.set(
      'cross-origin-resource-policy',
      /^\/(media|widgets)\//.test(c.req.path) ? 'cross-origin' : 'same-origin',
    );
  });
  // The widgets' CORS is decided per embed key (see embed/cors.ts), not by CORS_ORIGINS.
  app.use('/embed/*', embedCors(services));
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
  mountMetrics(app, services, { ownPort: false });
  app.route('/media', mediaRoutes(services));
  // The live channel (a WebSocket, authenticated by its first message: sessions/live.ts).
  const liveListeners = liveAccess(services);
  const turnEnds = new TurnEnds();
  app.get(
    '/live/:sessionId',
    upgradeWebSocket((c) => liveChannel(services, liveListeners, turnEnds, c.req.param('sessionId') ?? '')),
  );
  app.route(
    '/users/export',
    exportRoutes(services, { maxBytes: config.exportMaxBytes, maxMs: config.exportMaxSeconds * 1000 }),
  );
  mountWidgets(app, config.widgetsDir);
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
    ...embedHandlers(services),
    ...avatarHandlers(services),
    ...caseFormulationHandlers(services),
    ...sessionHandlers(services),
    ...turnHandlers(services),
    ...videoHandlers(services),
    ...sessionJobHandlers(services),
    ...skillHandlers(services),
    ...jobEventHandlers(services),
    ...auditHandlers(services),
    ...twoFactorHandlers(services),
    ...timingHandlers(services),
  });

  app.notFound((c) => {
    if (portal && wantsHtml(c)) return portal(c);
    throw new ApiError(404, 'Not found');
  });
  app.onError(handleError);
  return app;
}

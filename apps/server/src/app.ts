import type { RouteName } from '@rebond/sdk';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { type AppEnv, optionalAuth, type Services } from './http/context';
import { ApiError, handleError } from './http/errors';
import { type UploadKind, uploadBodyLimit } from './media/uploads';
import { openApiDocument } from './openapi';
import { mountPortal, wantsHtml } from './portal';
import { authRoutes } from './routes/auth';
import { avatarRoutes } from './routes/avatars';
import { consentRoutes } from './routes/consents';
import { mediaRoutes } from './routes/media';
import { sessionJobRoutes } from './routes/session-jobs';
import { sessionRoutes } from './routes/sessions';
import { userRoutes } from './routes/users';
import { videoRoutes } from './routes/videos';

export const VERSION = '0.1.0';

/** JSON bodies are small; uploads get their own, larger limits on their own routes. */
const JSON_BODY_LIMIT = 64 * 1024;

/** The routes that take a file upload, and what kind of file. */
const UPLOAD_ROUTES: Record<string, UploadKind> = {
  '/avatars/create_emotional_avatars': 'image',
  '/avatars/voice_cloning': 'audio',
  '/videos/create': 'audio',
};

/** The contract's calls this server implements; the OpenAPI document lists exactly these. */
const SERVED: RouteName[] = [
  'register',
  'login',
  'refresh',
  'logout',
  'health',
  'createUser',
  'searchUser',
  'updateUser',
  'changePassword',
  'deleteUser',
  'listUsers',
  'listConsents',
  'createConsent',
  'createAvatar',
  'listAvatars',
  'getAvatar',
  'updateAvatar',
  'deleteAvatar',
  'createEmotionalAvatars',
  'cloneVoice',
  'generateVoicePreview',
  'createVoiceFromPreview',
  'getAvatarJob',
  'createSession',
  'getSession',
  'listSessions',
  'closeSession',
  'deleteSession',
  'createVideo',
  'listSessionVideos',
  'getVideo',
  'deleteVideos',
  'getSessionJob',
];

export function createApp(services: Services) {
  const { config, db, engine } = services;
  // The engine picks its implementations once, at start-up; /health reports that choice.
  const engineStatus = engine.describe();
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
      cors({ origin: config.corsOrigins, allowHeaders: ['authorization', 'content-type'], maxAge: 600 }),
    );
  }
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.json({ detail: `Request body too large (limit ${Math.round(maxSize / 1024)} KB)` }, 413),
    });
  const jsonLimit = limit(JSON_BODY_LIMIT);
  const uploadLimits = Object.fromEntries(
    Object.entries(UPLOAD_ROUTES).map(([path, kind]) => [path, limit(uploadBodyLimit(kind))]),
  );
  app.use((c, next) => (uploadLimits[c.req.path] ?? jsonLimit)(c, next));

  app.get('/health', optionalAuth(services), (c) =>
    c.json({
      status: 'ok' as const,
      version: VERSION,
      database: db.kind,
      engine: engineStatus,
      user_id: c.get('auth')?.userId ?? null,
    }),
  );
  const openapi = openApiDocument(SERVED, VERSION);
  app.get('/openapi.json', (c) => c.json(openapi));
  app.route('/auth', authRoutes(services));
  app.route('/users', userRoutes(services));
  app.route('/consents', consentRoutes(services));
  app.route('/media', mediaRoutes(services));
  const portal = config.portalDir ? mountPortal(app, config.portalDir, config.apiBase) : undefined;
  // `/avatars` is both an API prefix and a portal page (spec route table): a browser navigation to
  // the bare path gets the portal; every API call under it still reaches the API.
  app.get('/avatars', (c, next) => (portal && wantsHtml(c) ? portal(c) : next()));
  app.route('/avatars', avatarRoutes(services));
  app.route('/sessions', sessionRoutes(services));
  app.route('/videos', videoRoutes(services));
  app.route('/s_job', sessionJobRoutes(services));

  app.notFound((c) => {
    if (portal && wantsHtml(c)) return portal(c);
    throw new ApiError(404, 'Not found');
  });
  app.onError(handleError);
  return app;
}

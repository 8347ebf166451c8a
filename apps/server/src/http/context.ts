import { getConnInfo } from '@hono/node-server/conninfo';
import type { Engine, ThreadedEngine } from '@rebond/engine';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RequestIdVariables } from 'hono/request-id';
import { type AccessClaims, verifyAccessToken } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import type { MediaStore } from '../media/storage';
import { unauthorized } from './errors';

/** The engine, with its CPU-heavy calls in worker threads in a process that runs jobs. */
export type ServerEngine = Engine & Partial<Pick<ThreadedEngine, 'threadStats' | 'close'>>;

export interface Services {
  db: Database;
  config: ServerConfig;
  engine: ServerEngine;
  media: MediaStore;
  jobs: JobQueue;
}

export type AppEnv = { Variables: RequestIdVariables & { auth?: AccessClaims } };

/** The caller's address, for throttling and the audit log. Proxies are not trusted. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Malformed authorization header');
  return token;
}

/** Verifies the bearer token when one is sent; a bad one is a 401 even on public routes. */
export const optionalAuth = ({ config }: Services) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (token) c.set('auth', await verifyAccessToken(config, token));
    await next();
  });

/** Requires a valid bearer token. */
export const requireAuth = ({ config }: Services) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized();
    c.set('auth', await verifyAccessToken(config, token));
    await next();
  });

/** The signed-in user's id (only under `requireAuth`). */
export function callerId(c: Context<AppEnv>): string {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth.userId;
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RequestIdVariables } from 'hono/request-id';
import { type AccessClaims, verifyAccessToken } from '../auth/tokens';
import type { Services } from '../services';
import { unauthorized } from './errors';

export type AppEnv = {
  Variables: RequestIdVariables & { auth?: AccessClaims; clientIp?: string; overTls?: boolean };
};

/** Whether the request reached us over TLS: directly, or through a trusted proxy that says so. */
export function overTls(c: Context<AppEnv>): boolean {
  return c.get('overTls') ?? new URL(c.req.url).protocol === 'https:';
}

/** The caller's address, for throttling and the audit log (set by `resolveClientIp`). */
export function clientIp(c: Context<AppEnv>): string {
  return c.get('clientIp') ?? peerAddress(c);
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Resolves the caller's address once per request: the socket's peer, or behind `TRUST_PROXY`
 * reverse proxies the `X-Forwarded-For` entry the outermost trusted proxy saw (each proxy appends
 * the address it received from, so entries further left are only the client's claims). Behind
 * trusted proxies, `X-Forwarded-Proto: https` (the first entry: the one the client used) also marks
 * the request as made over TLS.
 */
export const resolveClientIp = (trustedHops: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const peer = peerAddress(c);
    if (trustedHops === 0) {
      c.set('clientIp', peer);
    } else {
      const forwarded = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      c.set('clientIp', forwarded[forwarded.length - trustedHops] ?? forwarded[0] ?? peer);
      const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
      if (proto) c.set('overTls', proto === 'https');
    }
    await next();
  });

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Malformed authorization header');
  return token;
}

/** Verifies the bearer token when one is sent; a bad one is a 401 even on public routes. */
export const optionalAuth = ({ db, config }: Services) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (token) c.set('auth', await verifyAccessToken(db, config, token));
    await next();
  });

/** Requires a valid bearer token. */
export const requireAuth = ({ db, config }: Services) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized();
    c.set('auth', await verifyAccessToken(db, config, token));
    await next();
  });

/** The signed-in user's id (only under `requireAuth`). */
export function callerId(c: Context<AppEnv>): string {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth.userId;
}

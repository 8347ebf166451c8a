import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { ApiError, unauthorized } from '../http/errors';
import type { Services } from '../services';
import { type EmbedKeyRow, keyUnusable } from './keys';
import { originAllowed } from './origins';
import { type EmbedClaims, embedUnauthorized, verifyEmbedToken } from './tokens';

/** The 403 detail for a page whose origin the token or its key does not allow. */
export const ORIGIN_NOT_ALLOWED = 'This website is not allowed to use this embed key.';
/** The 403 (code `origin_not_allowed`) of a page the key does not allow. */
export const originRefused = () => new ApiError(403, ORIGIN_NOT_ALLOWED, {}, 'origin_not_allowed');

export interface EmbedAccess {
  claims: EmbedClaims;
  key: EmbedKeyRow;
}

const ACCESS = new WeakMap<Request, EmbedAccess>();

/**
 * Requires a visitor's embed token, on every request: a valid signature and expiry, a key that is
 * neither revoked nor expired (read from the database each time, so a revocation stops its tokens
 * at once), and an `Origin` header equal to the token's origin and still allowed by the key.
 */
export const requireEmbed = ({ config, db }: Services) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token)
      throw embedUnauthorized('An embed token is required', 'token_invalid');
    const claims = await verifyEmbedToken(config, token);
    const [key] = await db.query<EmbedKeyRow>('SELECT * FROM embed_keys WHERE id = $1', [claims.keyId]);
    const unusable = keyUnusable(key);
    if (unusable || !key) throw unusable;
    const origin = c.req.header('origin');
    if (origin !== claims.origin || !originAllowed(origin, key.allowed_origins)) throw originRefused();
    ACCESS.set(c.req.raw, { claims, key });
    await next();
  });

/** The visitor's token and key (only under `requireEmbed`). */
export function embedAccess(c: Context<AppEnv>): EmbedAccess {
  const access = ACCESS.get(c.req.raw);
  if (!access) throw unauthorized('An embed token is required');
  return access;
}

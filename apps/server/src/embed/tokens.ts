import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config';
import { unauthorized } from '../http/errors';

/** Embed tokens carry this audience; a coach's access token has none (and a subject), so neither passes for the other. */
const AUDIENCE = 'rebond-embed';
const ISSUER = 'rebond';

/** What a visitor's token allows: one key, one avatar, one origin, until it expires. */
export interface EmbedClaims {
  tokenId: string;
  keyId: string;
  avatarId: string;
  origin: string;
  expiresAt: Date;
}

/** The detail of every refused embed token, so a client can tell an expired token apart. */
export const EMBED_TOKEN_EXPIRED =
  'This embed token has expired or is not valid. Reload the page to get a new one.';

export async function signEmbedToken(
  config: ServerConfig,
  claims: { keyId: string; avatarId: string; origin: string; ttlSeconds: number },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(config.clock.now().getTime() + claims.ttlSeconds * 1000);
  const token = await new SignJWT({ key: claims.keyId, avatar: claims.avatarId, origin: claims.origin })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(config.clock.now())
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(config.jwtSecret);
  return { token, expiresAt };
}

/** Verifies signature, audience, issuer and a required `exp`; any failure is a 401. */
export async function verifyEmbedToken(config: ServerConfig, token: string): Promise<EmbedClaims> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'jti'],
      currentDate: config.clock.now(),
    });
    const { key, avatar, origin, jti, exp } = payload;
    if (typeof key !== 'string' || typeof avatar !== 'string' || typeof origin !== 'string' || !jti || !exp) {
      throw new Error('incomplete claims');
    }
    return { tokenId: jti, keyId: key, avatarId: avatar, origin, expiresAt: new Date(exp * 1000) };
  } catch {
    throw unauthorized(EMBED_TOKEN_EXPIRED);
  }
}

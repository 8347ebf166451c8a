import { randomUUID } from 'node:crypto';
import type { EmbedErrorCode } from '@rebond/vocabulary';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config';
import { ApiError } from '../http/errors';

/** Embed tokens carry this audience; a coach's access token has none (and a subject), so neither passes for the other. */
const AUDIENCE = 'rebond-embed';
const ISSUER = 'rebond';

/**
 * What a visitor's token allows: one key, one avatar, one origin, until it expires. `visitId`
 * names the visit (its consent and session): a token's own id, or the visit of the token it
 * continues (`POST /embed/tokens/continue`).
 */
export interface EmbedClaims {
  tokenId: string;
  visitId: string;
  keyId: string;
  avatarId: string;
  origin: string;
  expiresAt: Date;
}

/** The detail of an expired token (code `token_expired`): a fresh token continues the visit. */
export const EMBED_TOKEN_EXPIRED = 'This embed token has expired. A fresh token continues the visit.';
/** The detail of a token that is not valid (code `token_invalid`): forged, for another server, cut short. */
export const EMBED_TOKEN_INVALID = 'This embed token is not valid.';

/** A 401 for the embed calls, with its `EmbedErrorCode`. */
export const embedUnauthorized = (detail: string, code: EmbedErrorCode) =>
  new ApiError(401, detail, { 'www-authenticate': 'Bearer' }, code);

export async function signEmbedToken(
  config: ServerConfig,
  claims: { keyId: string; avatarId: string; origin: string; ttlSeconds: number; visitId?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(config.clock.now().getTime() + claims.ttlSeconds * 1000);
  const tokenId = randomUUID();
  const token = await new SignJWT({
    key: claims.keyId,
    avatar: claims.avatarId,
    origin: claims.origin,
    visit: claims.visitId ?? tokenId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(config.clock.now())
    .setJti(tokenId)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(config.jwtSecret);
  return { token, expiresAt };
}

/**
 * Verifies signature, audience, issuer and a required `exp`; any failure is a 401, `token_expired`
 * for a token past its expiry (and otherwise valid), `token_invalid` for anything else.
 * `graceSeconds` accepts a token that expired at most that long ago (a visit being continued).
 */
export async function verifyEmbedToken(
  config: ServerConfig,
  token: string,
  graceSeconds = 0,
): Promise<EmbedClaims> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'jti'],
      clockTolerance: graceSeconds,
      currentDate: config.clock.now(),
    });
    const { key, avatar, origin, visit, jti, exp } = payload;
    if (typeof key !== 'string' || typeof avatar !== 'string' || typeof origin !== 'string' || !jti || !exp) {
      throw new Error('incomplete claims');
    }
    return {
      tokenId: jti,
      // Tokens signed before visits existed are their own visit.
      visitId: typeof visit === 'string' ? visit : jti,
      keyId: key,
      avatarId: avatar,
      origin,
      expiresAt: new Date(exp * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw embedUnauthorized(EMBED_TOKEN_EXPIRED, 'token_expired');
    throw embedUnauthorized(EMBED_TOKEN_INVALID, 'token_invalid');
  }
}

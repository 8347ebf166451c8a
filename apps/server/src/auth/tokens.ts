import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Tokens } from '@rebond/sdk';
import { jwtVerify, SignJWT } from 'jose';
import { audit } from '../audit';
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { unauthorized } from '../http/errors';

const ISSUER = 'rebond';

export interface AccessClaims {
  userId: string;
  role: string;
  /** The user's token version the token was signed for (it ends when the version moves on). */
  version: number;
  /** When the token expires, in epoch milliseconds. */
  expiresAt: number;
}

/** What an access token is signed for: the user, their role and their current token version. */
export interface TokenSubject {
  id: string;
  role: string;
  token_version: number;
}

export async function signAccessToken(config: ServerConfig, user: TokenSubject): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(config.clock.now())
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(config.clock.now().getTime() / 1000) + config.accessTokenTtlSeconds)
    .sign(config.jwtSecret);
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Verifies signature, issuer and `exp` (a token without one is refused), then that the user still
 * exists, is active and has not ended their sessions since the token was signed (its `ver` is the
 * user's current token version): one primary-key read per request. Any failure is a 401.
 */
export async function verifyAccessToken(
  db: Queryable,
  config: ServerConfig,
  token: string,
): Promise<AccessClaims> {
  let claims: AccessClaims;
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: config.clock.now(),
    });
    claims = {
      userId: String(payload.sub),
      role: typeof payload.role === 'string' ? payload.role : 'coach',
      version: Number(payload.ver),
      expiresAt: Number(payload.exp) * 1000,
    };
  } catch {
    throw unauthorized(EXPIRED);
  }
  if (!UUID.test(claims.userId)) throw unauthorized(EXPIRED);
  const [user] = await db.query<{ token_version: number; account_status: boolean }>(
    'SELECT token_version, account_status FROM users WHERE id = $1',
    [claims.userId],
  );
  if (!user?.account_status || user.token_version !== claims.version) throw unauthorized(EXPIRED);
  return claims;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends every access token and signed media link of a user at once (sign-out, password change):
 * the token version moves on, and links signed before `signed_out_at` are refused.
 */
export async function endAccess(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1, signed_out_at = $2 WHERE id = $1', [
    userId,
    new Date(),
  ]);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new refresh token of a family. It expires after the idle timeout (`refreshTokenTtlSeconds`)
 * unless used, and never later than the family's absolute lifetime (`sessionMaxAgeSeconds`).
 */
async function insertRefreshToken(
  db: Queryable,
  config: ServerConfig,
  userId: string,
  family: { id: string; startedAt: Date | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, family_started_at, expires_at)
     SELECT $1, $2, $3, $4, started, LEAST($8::timestamptz + make_interval(secs => $5), started + make_interval(secs => $6))
       FROM (SELECT COALESCE($7::timestamptz, $8::timestamptz) AS started) AS family`,
    [
      randomUUID(),
      family.id,
      userId,
      hashToken(token),
      config.refreshTokenTtlSeconds,
      config.sessionMaxAgeSeconds,
      family.startedAt,
      config.clock.now(),
    ],
  );
  return token;
}

/** Signs in: a new access token and the first refresh token of a new family. */
export async function issueTokens(db: Queryable, config: ServerConfig, user: TokenSubject): Promise<Tokens> {
  const refresh_token = await insertRefreshToken(db, config, user.id, { id: randomUUID(), startedAt: null });
  return {
    access_token: await signAccessToken(config, user),
    refresh_token,
    token_type: 'bearer',
    expires_in: config.accessTokenTtlSeconds,
  };
}

const REUSE_DETAIL = 'This sign-in was revoked because a refresh token was used twice. Please sign in again.';

/**
 * Rotates a refresh token: it is spent and a new one of the same family is issued. Presenting a
 * spent or revoked token revokes the whole family, since only a thief or a replay does that, with
 * one exception (GoTrue's reuse interval): a token spent less than `refreshReuseIntervalSeconds`
 * ago, in a family still live, is the retry of another tab or of a lost answer, and gets a fresh
 * token of the same family. Later, or once the family is revoked, reuse revokes as before.
 */
export async function rotateRefreshToken(db: Database, config: ServerConfig, token: string): Promise<Tokens> {
  const outcome = await db.transaction(async (tx) => {
    // Lock first, then read the clock: a second refresh of the same token waits here for the first
    // to commit, and must judge "spent a moment ago" against a time taken after that wait (with the
    // time taken before it, the first one's `used_at` could look newer than "now" and pass as a retry).
    await tx.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE', [hashToken(token)]);
    const [row] = await tx.query<{
      id: string;
      family_id: string;
      user_id: string;
      role: string;
      token_version: number;
      family_started_at: Date;
      used_at: Date | null;
      revoked_at: Date | null;
      expired: boolean;
      retry: boolean;
      account_status: boolean;
    }>(
      `SELECT t.id, t.family_id, t.user_id, u.role, u.token_version, t.family_started_at, t.used_at,
              t.revoked_at,
              t.expires_at <= $4::timestamptz OR t.family_started_at <= $4::timestamptz - make_interval(secs => $3) AS expired,
              t.used_at > $4::timestamptz - make_interval(secs => $2) AS retry, u.account_status
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1
        FOR UPDATE OF t`,
      [hashToken(token), config.refreshReuseIntervalSeconds, config.sessionMaxAgeSeconds, config.clock.now()],
    );
    if (!row) return { error: 'Invalid refresh token. Please sign in again.' } as const;
    if (row.used_at && !row.revoked_at && row.retry && !row.expired && row.account_status) {
      const refresh_token = await insertRefreshToken(tx, config, row.user_id, {
        id: row.family_id,
        startedAt: row.family_started_at,
      });
      return { refresh_token, user: { id: row.user_id, role: row.role, token_version: row.token_version } };
    }
    if (row.used_at || row.revoked_at) {
      await tx.query(
        'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
        [row.family_id, config.clock.now()],
      );
      // The stolen token's access tokens end now too, not at their expiry (other devices renew theirs).
      await endAccess(tx, row.user_id);
      await audit(tx, {
        actorId: row.user_id,
        action: 'refresh.reuse',
        recordType: 'refresh_family',
        recordId: row.family_id,
      });
      return { error: REUSE_DETAIL, revoked: true } as const;
    }
    if (row.expired || !row.account_status)
      return { error: 'Your session has expired. Please sign in again.' } as const;
    await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [row.id, config.clock.now()]);
    const refresh_token = await insertRefreshToken(tx, config, row.user_id, {
      id: row.family_id,
      startedAt: row.family_started_at,
    });
    return { refresh_token, user: { id: row.user_id, role: row.role, token_version: row.token_version } };
  });
  // The family's revocation must be committed even though the request fails, so throw only here.
  if ('error' in outcome) throw unauthorized(outcome.error);
  return {
    access_token: await signAccessToken(config, outcome.user),
    refresh_token: outcome.refresh_token,
    token_type: 'bearer',
    expires_in: config.accessTokenTtlSeconds,
  };
}

/**
 * Signs out: revokes the token's family and ends the user's access tokens and media links at once
 * (other devices renew theirs with their own refresh token). Answers the user's id, or undefined
 * for an unknown token (nothing to revoke).
 */
export async function revokeRefreshFamily(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
      RETURNING user_id`,
    [hashToken(token)],
  );
  if (row) await endAccess(db, row.user_id);
  return row?.user_id;
}

/** Revokes every sign-in of a user except the family of `keepToken` (this device). */
export async function revokeOtherFamilies(
  db: Queryable,
  userId: string,
  keepToken: string | undefined,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL
        AND family_id IS DISTINCT FROM (SELECT family_id FROM refresh_tokens WHERE token_hash = $2)`,
    [userId, keepToken ? hashToken(keepToken) : null],
  );
}

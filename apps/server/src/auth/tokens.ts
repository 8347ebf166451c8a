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
}

export async function signAccessToken(
  config: ServerConfig,
  user: { id: string; role: string },
): Promise<string> {
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTokenTtlSeconds)
    .sign(config.jwtSecret);
}

/** Verifies signature, issuer and `exp`; any failure is a 401. */
export async function verifyAccessToken(config: ServerConfig, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') throw new Error('no subject');
    return { userId: payload.sub, role: typeof payload.role === 'string' ? payload.role : 'coach' };
  } catch {
    throw unauthorized('Your session has expired. Please sign in again.');
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function insertRefreshToken(
  db: Queryable,
  config: ServerConfig,
  userId: string,
  familyId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [randomUUID(), familyId, userId, hashToken(token), config.refreshTokenTtlSeconds],
  );
  return token;
}

/** Signs in: a new access token and the first refresh token of a new family. */
export async function issueTokens(
  db: Queryable,
  config: ServerConfig,
  user: { id: string; role: string },
): Promise<Tokens> {
  const refresh_token = await insertRefreshToken(db, config, user.id, randomUUID());
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
 * spent or revoked token revokes the whole family, since only a thief or a replay does that.
 */
export async function rotateRefreshToken(db: Database, config: ServerConfig, token: string): Promise<Tokens> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: string;
      family_id: string;
      user_id: string;
      role: string;
      used_at: Date | null;
      revoked_at: Date | null;
      expired: boolean;
      account_status: boolean;
    }>(
      `SELECT t.id, t.family_id, t.user_id, u.role, t.used_at, t.revoked_at, t.expires_at <= now() AS expired,
              u.account_status
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1
        FOR UPDATE OF t`,
      [hashToken(token)],
    );
    if (!row) return { error: 'Invalid refresh token. Please sign in again.' } as const;
    if (row.used_at || row.revoked_at) {
      await tx.query(
        'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
        [row.family_id],
      );
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
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id]);
    const refresh_token = await insertRefreshToken(tx, config, row.user_id, row.family_id);
    return { refresh_token, user: { id: row.user_id, role: row.role } } as const;
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

/** Signs out: revokes the token's family; answers its user (undefined for an unknown or spent family). */
export async function revokeRefreshFamily(db: Queryable, token: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
      RETURNING user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id;
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

import { createHash, randomBytes } from 'node:crypto';
import type { EmbedKey } from '@rebond/sdk';
import type { Queryable } from '../db/database';
import type { ApiError } from '../http/errors';
import { originAllowed } from './origins';
import { embedUnauthorized } from './tokens';

/** An `embed_keys` row, with the sessions it started this month when listed. */
export interface EmbedKeyRow {
  id: string;
  user_id: string;
  name: string;
  publishable_key: string;
  secret_hash: string;
  avatar_ids: string[];
  allowed_origins: string[];
  expires_at: Date | string | null;
  daily_session_quota: number;
  revoked_at: Date | string | null;
  created_at: Date | string;
  sessions_this_month?: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Secrets are 32 random bytes; only their SHA-256 is stored, so a database leak reveals none. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');
export const newSecret = () => `sk_${randomBytes(32).toString('base64url')}`;
export const newPublishableKey = () => `pk_${randomBytes(16).toString('base64url')}`;

export function toEmbedKey(row: EmbedKeyRow): EmbedKey {
  return {
    id: row.id,
    name: row.name,
    publishable_key: row.publishable_key,
    avatar_ids: row.avatar_ids,
    allowed_origins: row.allowed_origins,
    expires_at: row.expires_at ? iso(row.expires_at) : null,
    daily_session_quota: row.daily_session_quota,
    revoked_at: row.revoked_at ? iso(row.revoked_at) : null,
    created_at: iso(row.created_at),
    sessions_this_month: Number(row.sessions_this_month ?? 0),
  };
}

/** The detail of a revoked key (code `key_revoked`). */
export const KEY_REVOKED = 'This embed key has been revoked.';
/** The detail of a key past its expiry (code `key_expired`). */
export const KEY_EXPIRED = 'This embed key has expired.';

/** Why a key cannot be used now (a 401 with its code), or null when it can. */
export function keyUnusable(row: EmbedKeyRow | undefined, now = new Date()): ApiError | null {
  if (!row || row.revoked_at) return embedUnauthorized(KEY_REVOKED, 'key_revoked');
  if (row.expires_at && new Date(row.expires_at) <= now) return embedUnauthorized(KEY_EXPIRED, 'key_expired');
  return null;
}

/**
 * Whether any key allows this origin (what a preflight can check before it knows the key). Revoked
 * and expired keys count: their requests are refused anyway, and with CORS the page can read why.
 */
export async function anyKeyAllows(db: Queryable, origin: string): Promise<boolean> {
  const rows = await db.query<{ allowed_origins: string[] }>('SELECT allowed_origins FROM embed_keys');
  return rows.some((row) => originAllowed(origin, row.allowed_origins));
}

/** Sessions the key started since midnight UTC (the daily quota counts these). */
export async function sessionsToday(db: Queryable, keyId: string): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM sessions
      WHERE embed_key_id = $1 AND started_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [keyId],
  );
  return Number(row?.count ?? 0);
}

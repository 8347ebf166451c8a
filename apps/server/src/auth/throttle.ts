import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';

/**
 * Sign-in throttling, kept in the database so every server process sees the same counts. An account
 * locks after `loginMaxFailures` failures within the window; an address after four times as many
 * (it may serve several people). Success clears the account's failures.
 */
export async function assertNotThrottled(
  db: Queryable,
  config: ServerConfig,
  identifier: string,
  ip: string,
): Promise<void> {
  const [row] = await db.query<{ by_identifier: number; by_ip: number; oldest: Date | null }>(
    `SELECT count(*) FILTER (WHERE identifier = $1)::int AS by_identifier,
            count(*) FILTER (WHERE ip = $2)::int AS by_ip,
            min(at) AS oldest
       FROM login_failures
      WHERE (identifier = $1 OR ip = $2) AND at > now() - make_interval(secs => $3)`,
    [identifier, ip, config.loginWindowSeconds],
  );
  if (!row) return;
  if (row.by_identifier >= config.loginMaxFailures || row.by_ip >= config.loginMaxFailures * 4) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest + config.loginWindowSeconds * 1000 - Date.now()) / 1000),
    );
    const minutes = Math.ceil(retryAfter / 60);
    throw new ApiError(
      429,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { 'retry-after': String(retryAfter) },
    );
  }
}

export async function recordFailure(db: Queryable, identifier: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_failures (id, identifier, ip) VALUES ($1, $2, $3)', [
    randomUUID(),
    identifier,
    ip,
  ]);
  await db.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
}

export async function clearFailures(db: Queryable, identifier: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE identifier = $1', [identifier]);
}

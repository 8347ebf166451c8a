import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';

/**
 * One sign-in (or password check) attempt, as the throttle sees it: the account it names (the
 * resolved user id, so the username and the e-mail spelling share one counter; the typed name only
 * when no account matches), the caller's address, and the device id of a valid device cookie this
 * account gave the browser at an earlier successful sign-in (OWASP's device cookies).
 */
export interface SignInAttempt {
  account: string;
  ip: string;
  device: string | undefined;
}

/** The throttle key of a typed login that names no account. */
export const unknownAccount = (typed: string) => `login:${typed.toLowerCase()}`;

/**
 * Sign-in throttling, kept in the database so every server process sees the same counts. A device
 * that signed in to this account before counts only its own failures: an attacker elsewhere cannot
 * lock it out. Every other attempt is "untrusted": the account locks for untrusted attempts after
 * `loginMaxFailures` untrusted failures within the window, and an address after four times as many
 * (it may serve several people).
 */
export async function assertNotThrottled(
  db: Queryable,
  config: ServerConfig,
  attempt: SignInAttempt,
): Promise<void> {
  const [row] = await db.query<{ failures: number; by_ip: number; oldest: Date | null }>(
    attempt.device
      ? `SELECT count(*)::int AS failures, 0 AS by_ip, min(at) AS oldest
           FROM login_failures
          WHERE identifier = $1 AND device = $2 AND at > now() - make_interval(secs => $3)`
      : `SELECT count(*) FILTER (WHERE identifier = $1)::int AS failures,
                count(*) FILTER (WHERE ip = $2)::int AS by_ip,
                min(at) AS oldest
           FROM login_failures
          WHERE (identifier = $1 OR ip = $2) AND device IS NULL AND at > now() - make_interval(secs => $3)`,
    [attempt.account, attempt.device ?? attempt.ip, config.loginWindowSeconds],
  );
  if (!row) return;
  if (row.failures >= config.loginMaxFailures || row.by_ip >= config.loginMaxFailures * 4) {
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

export async function recordFailure(db: Queryable, attempt: SignInAttempt): Promise<void> {
  await db.query('INSERT INTO login_failures (id, identifier, ip, device) VALUES ($1, $2, $3, $4)', [
    randomUUID(),
    attempt.account,
    attempt.ip,
    attempt.device ?? null,
  ]);
  await db.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
}

/** A success clears the failures of its own kind: this device's, or the untrusted ones. */
export async function clearFailures(db: Queryable, attempt: SignInAttempt): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE identifier = $1 AND device IS NOT DISTINCT FROM $2', [
    attempt.account,
    attempt.device ?? null,
  ]);
}

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

/** Untrusted failures of one address (times `loginMaxFailures`) beyond which its attempts wait. */
const ADDRESS_DELAY_AFTER = 4;
/** Untrusted failures of one address (times `loginMaxFailures`) at which it is refused: a flood. */
const ADDRESS_CEILING = 40;
/** The wait added by each failure of the address beyond the first threshold, and the longest. */
const ADDRESS_DELAY_STEP_MS = 100;
const ADDRESS_DELAY_MAX_MS = 3000;

/**
 * Sign-in throttling, kept in the database so every server process sees the same counts. A device
 * that signed in to this account before counts only its own failures: an attacker elsewhere cannot
 * lock it out. Every other attempt is "untrusted": the account locks for untrusted attempts after
 * `loginMaxFailures` untrusted failures within the window. An address never locks the accounts
 * signed in from it (it may be a clinic's router or a proxy that everyone shares): past four times
 * `loginMaxFailures` its attempts wait 100 ms more for each further failure (3 s at most), and only
 * a flood of 40 times as many failures within the window refuses it. The window ends on the
 * server's clock (`config.clock`), so a test moves it on instead of waiting the window out.
 */
export async function assertNotThrottled(
  db: Queryable,
  config: ServerConfig,
  attempt: SignInAttempt,
): Promise<void> {
  const now = config.clock.now();
  const [row] = await db.query<{ failures: number; by_ip: number; oldest: Date | null }>(
    attempt.device
      ? `SELECT count(*)::int AS failures, 0 AS by_ip, min(at) AS oldest
           FROM login_failures
          WHERE identifier = $1 AND device = $2 AND at > $4::timestamptz - make_interval(secs => $3)`
      : `SELECT count(*) FILTER (WHERE identifier = $1)::int AS failures,
                count(*) FILTER (WHERE ip = $2)::int AS by_ip,
                min(at) AS oldest
           FROM login_failures
          WHERE (identifier = $1 OR ip = $2) AND device IS NULL AND at > $4::timestamptz - make_interval(secs => $3)`,
    [attempt.account, attempt.device ?? attempt.ip, config.loginWindowSeconds, now],
  );
  if (!row) return;
  const overAddress = row.by_ip - config.loginMaxFailures * ADDRESS_DELAY_AFTER;
  if (overAddress > 0 && row.by_ip < config.loginMaxFailures * ADDRESS_CEILING) {
    const wait = Math.min(overAddress * ADDRESS_DELAY_STEP_MS, ADDRESS_DELAY_MAX_MS);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  if (row.failures >= config.loginMaxFailures || row.by_ip >= config.loginMaxFailures * ADDRESS_CEILING) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest + config.loginWindowSeconds * 1000 - now.getTime()) / 1000),
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

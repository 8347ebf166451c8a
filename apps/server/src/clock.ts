/**
 * Where the server reads the time for what has a lifetime (access and refresh tokens, embed
 * tokens, two-factor challenges, an embed visit's idle time, the sign-in throttle's window and
 * the per-address rate limits', the media sweep's grace): the system clock, or in tests one they
 * move (`startTestServer(env, { clock })`, or the browser tests' `apps/portal/e2e/clocked-product.ts`),
 * so no test waits on the wall clock for a lifetime to pass. Reached as `config.clock`. Job leases
 * are the exception: several processes share them, so they run on the database's clock (`now()`).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system's, plus whatever a test has moved it on by. */
export class MovableClock implements Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** Moves the clock on by `seconds` (never back). */
  advance(seconds: number): void {
    this.#offsetMs += Math.max(0, seconds) * 1000;
  }
}

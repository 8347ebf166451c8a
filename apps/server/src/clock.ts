/**
 * Where the server reads the time for what has a lifetime (access and refresh tokens, embed
 * tokens, an embed visit's idle time): the system clock, or in tests one they move (`startTestServer(env, { clock })`), so no
 * test waits on the wall clock for a token to expire. Reached as `config.clock`.
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

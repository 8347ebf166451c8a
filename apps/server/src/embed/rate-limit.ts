import { type Clock, systemClock } from '../clock';

/**
 * A fixed-window counter per key, in this process's memory: enough to bound the token minting a
 * spoofed Origin allows (the daily session quota, counted in the database, is the hard limit).
 * Behind several server processes each has its own window, so the effective limit multiplies.
 * Windows pass on `clock` (the server's, `config.clock`, where the limiter has one).
 */
export class WindowLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly clock: Clock = systemClock,
  ) {}

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, now = this.clock.now().getTime()): number {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#hits.size > 10_000) this.#sweep(now);
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count > this.limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}

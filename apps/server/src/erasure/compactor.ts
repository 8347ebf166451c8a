import type { Database } from '../db/database';
import { compactAfterErasure } from './compact';

/**
 * Rewrites the tables after account deletions (`compact.ts`), outside the request that deleted: the
 * deletion only records its request in `erasure_compactions` (in its own transaction, so a request
 * is never lost) and wakes this. A pass takes the requests waiting, rewrites once for all of them and
 * then forgets them; one that came meanwhile gets another pass. It runs in the processes that run
 * jobs, at start (a request left by a process that stopped first), a moment after each wake in this
 * process (on PGlite a rewrite holds the event loop, so the deletion's answer goes out first, and
 * deletions close together share one pass), and every interval (requests of an API-only process).
 */
export class ErasureCompactor {
  readonly #db: Database;
  readonly #intervalMs: number;
  readonly #delayMs: number;
  #timer: NodeJS.Timeout | undefined;
  #soon: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #paused = false;
  #stopped = true;

  constructor(db: Database, options: { intervalSeconds?: number; delayMs?: number } = {}) {
    this.#db = db;
    this.#intervalMs = (options.intervalSeconds ?? 60) * 1000;
    this.#delayMs = options.delayMs ?? 1000;
  }

  start(): void {
    this.#stopped = false;
    this.#run();
    this.#timer = setInterval(() => this.#run(), this.#intervalMs);
    this.#timer.unref();
  }

  /** Starts a pass in a moment (a deletion was just recorded). */
  wake(): void {
    if (this.#stopped || this.#paused || this.#soon) return;
    this.#soon = setTimeout(() => {
      this.#soon = undefined;
      this.#run();
    }, this.#delayMs);
    this.#soon.unref();
  }

  /** Starts a pass now, or one more after the pass in progress. */
  #run(): void {
    if (this.#stopped || this.#paused) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#pass()
      .catch((error: unknown) => {
        // The requests stay: the next wake or interval rewrites again.
        console.error('erasure: the tables could not be rewritten after deleting an account', error);
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.#run();
        }
      });
  }

  /** Holds new passes (the one in progress ends) until `resume`. */
  pause(): void {
    this.#paused = true;
  }

  resume(): void {
    this.#paused = false;
    this.#run();
  }

  /** Resolves once no pass runs and no request waits (unless paused or stopped). */
  async settled(): Promise<void> {
    for (;;) {
      while (this.#running) await this.#running;
      if (this.#stopped || this.#paused || (await this.#waiting()).length === 0) return;
      this.#run();
    }
  }

  /** Stops the timer and waits for a pass in progress; requests left wait for the next start. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    clearTimeout(this.#soon);
    this.#soon = undefined;
    while (this.#running) await this.#running;
  }

  #waiting(): Promise<{ id: string }[]> {
    return this.#db.query<{ id: string }>('SELECT id FROM erasure_compactions');
  }

  async #pass(): Promise<void> {
    const requests = await this.#waiting();
    if (requests.length === 0) return;
    await compactAfterErasure(this.#db);
    await this.#db.query('DELETE FROM erasure_compactions WHERE id = ANY($1::uuid[])', [
      requests.map((request) => request.id),
    ]);
  }
}

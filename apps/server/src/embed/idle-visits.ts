import type { Services } from '../services';
import { closeSession } from '../sessions/close-session';
import { findSession } from '../sessions/records';

/**
 * Closes the embed sessions whose visitor left: a visit with no call for `idleSeconds` (no new
 * session, message or reply since) gets its session closed, with its summary, as End Session
 * would, so the coach's history never shows a visit long gone as "Active". A visit's tokens can
 * be continued only within the same `idleSeconds`, so a closed visit does not come back.
 * Runs in the processes that run jobs, every minute (or half the idle time when shorter). "Now"
 * is the server's clock (`config.clock`), so a test moves it on instead of waiting out the idle time.
 */
export class IdleVisitCloser {
  readonly #services: Services;
  readonly #idleSeconds: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(services: Services, idleSeconds: number) {
    this.#services = services;
    this.#idleSeconds = idleSeconds;
  }

  start(): void {
    const tick = () => {
      this.#running ??= this.closeIdle()
        .catch((error: unknown) => console.error('closing idle embed visits failed:', error))
        .finally(() => {
          this.#running = undefined;
        });
    };
    this.#timer = setInterval(tick, Math.min(60, Math.max(1, this.#idleSeconds / 2)) * 1000);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }

  /** Closes every idle embed session now; answers how many. */
  async closeIdle(): Promise<number> {
    const { db } = this.#services;
    const idle = await db.query<{ id: string; user_id: string }>(
      `SELECT s.id, s.user_id FROM sessions s
        WHERE s.embed_key_id IS NOT NULL AND s.ended_at IS NULL
          AND GREATEST(s.started_at, s.updated_at,
                       (SELECT max(j.updated_at) FROM jobs j WHERE j.session_id = s.id))
              < $2::timestamptz - make_interval(secs => $1)`,
      [this.#idleSeconds, this.#services.config.clock.now()],
    );
    let closed = 0;
    for (const { id, user_id } of idle) {
      const row = await findSession(db, this.#services.keys, user_id, id);
      if (!row || row.ended_at) continue;
      await closeSession(this.#services, row, { actorId: null, ip: '-' });
      closed += 1;
    }
    return closed;
  }
}

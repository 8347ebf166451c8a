import type { Database } from '../db/database';

/** The channel the `jobs` table's triggers notify on (migration 0006). */
export const JOB_CHANNEL = 'rebond_jobs';

/** What a notification says: which job changed, and whose it is. */
export interface JobChange {
  id: string;
  user_id: string;
}

type Listener = (change: JobChange) => void;

/**
 * Job changes of every process sharing the database, fanned out to the event streams of this
 * process by user. One `LISTEN` per process, opened with the first subscriber and closed with the
 * last; a notification is only a job id, so each stream reads the job itself (with its owner's
 * rights) and never sees another user's data.
 */
export class JobEvents {
  readonly #db: Database;
  readonly #listeners = new Map<string, Set<Listener>>();
  #unlisten: Promise<() => Promise<void>> | undefined;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Calls `listener` with each change to a job of `userId`; resolves once listening, to the unsubscribe. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    const listeners = this.#listeners.get(userId) ?? new Set<Listener>();
    this.#listeners.set(userId, listeners);
    listeners.add(listener);
    this.#unlisten ??= this.#db.listen(JOB_CHANNEL, (payload) => this.#dispatch(payload));
    try {
      await this.#unlisten;
    } catch (error) {
      this.#unlisten = undefined;
      this.#remove(userId, listener);
      throw error;
    }
    return () => this.#remove(userId, listener);
  }

  /** How many streams of this user are open in this process. */
  count(userId: string): number {
    return this.#listeners.get(userId)?.size ?? 0;
  }

  #remove(userId: string, listener: Listener): void {
    const listeners = this.#listeners.get(userId);
    listeners?.delete(listener);
    if (listeners?.size === 0) this.#listeners.delete(userId);
    if (this.#listeners.size === 0 && this.#unlisten) {
      const unlisten = this.#unlisten;
      this.#unlisten = undefined;
      void unlisten.then((stop) => stop()).catch(() => undefined);
    }
  }

  #dispatch(payload: string): void {
    let change: JobChange;
    try {
      change = JSON.parse(payload) as JobChange;
    } catch {
      return;
    }
    for (const listener of this.#listeners.get(change.user_id) ?? []) listener(change);
  }
}

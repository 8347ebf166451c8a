import type { Database } from '../db/database';

/** The channel the `jobs` table's triggers notify on (migration 0006). */
export const JOB_CHANNEL = 'rebond_jobs';

/**
 * The channel the `users` table's triggers notify on when a user's access changes: their token
 * version moved on (sign-out, password change, a refresh token reused), they were deactivated or
 * deleted (migration 0016). The payload names the user only.
 */
export const ACCESS_CHANNEL = 'rebond_access';

/** What a notification says: which record changed (a job; the user for access changes), and whose it is. */
export interface JobChange {
  id: string;
  user_id: string;
}

type Listener = (change: JobChange) => void;

/**
 * Changes announced on one channel by every process sharing the database, fanned out to the event
 * streams of this process by user: job changes (`JOB_CHANNEL`) and access changes
 * (`ACCESS_CHANNEL`). One `LISTEN` per channel and process, opened with the first subscriber and
 * closed with the last; a notification is only an id, so each stream reads the record itself (with
 * its owner's rights) and never sees another user's data.
 */
export class JobEvents {
  readonly #db: Database;
  readonly #channel: string;
  readonly #listeners = new Map<string, Set<Listener>>();
  #unlisten: Promise<() => Promise<void>> | undefined;

  constructor(db: Database, channel = JOB_CHANNEL) {
    this.#db = db;
    this.#channel = channel;
  }

  /** Calls `listener` with each change to a job of `userId`; resolves once listening, to the unsubscribe. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    const listeners = this.#listeners.get(userId) ?? new Set<Listener>();
    this.#listeners.set(userId, listeners);
    listeners.add(listener);
    this.#unlisten ??= this.#db.listen(this.#channel, (payload) => this.#dispatch(payload));
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

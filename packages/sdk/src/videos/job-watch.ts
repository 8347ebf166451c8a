import { MAX_WATCHED_JOBS } from '@rebond/vocabulary';
import type { Job } from '../contract/jobs';
import { PollingTimeoutError } from '../polling';

/** Opens a stream of job states for `ids` (see `JobsResource.events`). */
export type OpenJobStream = (ids: readonly string[], signal: AbortSignal) => AsyncIterable<Job>;

/** The event stream cannot serve (refused, unreachable, blocked, or it keeps closing): poll instead. */
export class JobStreamUnavailableError extends Error {
  override name = 'JobStreamUnavailableError';
}

/** A stream that closes sooner than this after opening counts as a failure to connect. */
const QUICK_CLOSE_MS = 1_000;

/**
 * Follows jobs through the server's pushed events instead of polling. It keeps one stream open,
 * reopens it when the server ends it (as it does when the access token would expire), and gives
 * up (`JobStreamUnavailableError`, so the caller falls back to the spec's polling) when the
 * stream is refused, fails, or closes twice right after opening.
 */
export class JobWatch {
  readonly #latest = new Map<string, Job>();
  readonly #wanted = new Set<string>();
  readonly #wakers = new Set<() => void>();
  readonly #controller = new AbortController();
  #unavailable: JobStreamUnavailableError | undefined;

  constructor(open: OpenJobStream, ids: readonly string[]) {
    for (const id of ids) this.#wanted.add(id);
    void this.#pump(open);
  }

  /** Stops the stream. */
  close(): void {
    this.#controller.abort();
    this.#wake();
  }

  /**
   * Resolves with the first state of job `id` that `isDone` accepts, calling `onValue` with each
   * new state; rejects with `PollingTimeoutError` after `timeoutMs` without one, with
   * `JobStreamUnavailableError` when the stream cannot serve, or with `signal`'s reason.
   */
  async until(
    id: string,
    options: { isDone(job: Job): boolean; onValue(job: Job): void; timeoutMs: number; signal?: AbortSignal },
  ): Promise<Job> {
    this.#wanted.add(id);
    const deadline = Date.now() + options.timeoutMs;
    let seen: Job | undefined;
    for (;;) {
      if (options.signal?.aborted) throw options.signal.reason;
      const job = this.#latest.get(id);
      if (job && job !== seen) {
        seen = job;
        options.onValue(job);
        if (options.isDone(job)) return job;
        continue;
      }
      if (this.#unavailable) throw this.#unavailable;
      const left = deadline - Date.now();
      if (left <= 0) throw new PollingTimeoutError(0);
      await this.#next(left, options.signal);
    }
  }

  #next(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.#wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.#wakers.add(done);
    });
  }

  #wake(): void {
    for (const wake of [...this.#wakers]) wake();
  }

  async #pump(open: OpenJobStream): Promise<void> {
    const { signal } = this.#controller;
    let quickCloses = 0;
    while (!signal.aborted) {
      const opened = Date.now();
      try {
        for await (const job of open([...this.#wanted].slice(-MAX_WATCHED_JOBS), signal)) {
          this.#latest.set(job.id, job);
          this.#wake();
        }
      } catch (error) {
        if (!signal.aborted) {
          this.#unavailable = new JobStreamUnavailableError('The job event stream failed', { cause: error });
        }
        break;
      }
      if (Date.now() - opened < QUICK_CLOSE_MS && ++quickCloses >= 2) {
        this.#unavailable = new JobStreamUnavailableError('The job event stream keeps closing');
        break;
      }
    }
    this.#wake();
  }
}

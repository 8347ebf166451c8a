/** Thrown when polling used up its attempts before a terminal answer. */
export class PollingTimeoutError extends Error {
  override name = 'PollingTimeoutError';
  constructor(
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    super(`No final answer after ${attempts} attempts`, options);
  }
}

export interface PollOptions<T> {
  /** Reads the current state; `attempt` counts from 1. */
  read(attempt: number): Promise<T>;
  /** Whether this answer ends the polling. */
  isDone(value: T): boolean;
  /** Milliseconds between reads. */
  intervalMs: number;
  /** Reads at most this many times, then throws `PollingTimeoutError`. @default unlimited */
  maxAttempts?: number;
  /** Stops polling: the returned promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Sees every answer, for progress displays. */
  onValue?(value: T, attempt: number): void;
  /**
   * Whether a failed read counts as an attempt and polling goes on (the Create Video screen's rule),
   * rather than ending with the error. @default false
   */
  retryOnError?: boolean;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Reads until `isDone`, every `intervalMs`, at most `maxAttempts` times; cancellable. */
export async function poll<T>(options: PollOptions<T>): Promise<T> {
  const max = options.maxAttempts ?? Number.POSITIVE_INFINITY;
  let lastError: unknown;
  for (let attempt = 1; attempt <= max; attempt += 1) {
    if (options.signal?.aborted) throw options.signal.reason;
    try {
      const value = await options.read(attempt);
      options.onValue?.(value, attempt);
      if (options.isDone(value)) return value;
    } catch (error) {
      if (!options.retryOnError || options.signal?.aborted) throw error;
      lastError = error;
    }
    if (attempt < max) await wait(options.intervalMs, options.signal);
  }
  throw new PollingTimeoutError(max, { cause: lastError });
}

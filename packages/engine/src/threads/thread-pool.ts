import { Worker } from 'node:worker_threads';

/** One call sent to a thread: which engine method, and its arguments (structured-cloneable). */
export interface ThreadTask {
  method: string;
  args: unknown[];
}

/** What a thread answers for one task. */
export type ThreadAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  stage?: string;
  code?: string;
  reason?: string;
  status?: number;
}

/** How long a closing thread may take to stop the processes it started. */
const CLOSE_GRACE_MS = 2_000;

interface Pending {
  id: number;
  task: ThreadTask;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | undefined;
}

export interface ThreadPoolOptions {
  /** The worker module, or with `eval`, the code that starts it. */
  entry: URL | string;
  eval: boolean;
  /** Most threads at once; threads start on demand. */
  size: number;
  /** `process.env` of the threads. */
  env: NodeJS.ProcessEnv;
  /** Extra Node flags of the threads (a TypeScript loader when running from source). */
  execArgv: string[];
  /** Turns a thread's serialized error back into an error. */
  revive(error: SerializedError): Error;
}

/**
 * A small pool of worker threads, started on demand up to `size`, one task per thread at a time
 * (tasks wait in order when all are busy). A thread that dies fails its task and is replaced by the
 * next task's thread.
 */
export class ThreadPool {
  readonly #options: ThreadPoolOptions;
  readonly #slots: Slot[] = [];
  readonly #waiting: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: ThreadPoolOptions) {
    this.#options = options;
  }

  /** Threads started, and tasks running or waiting. */
  get stats(): { threads: number; busy: number; waiting: number; size: number } {
    return {
      threads: this.#slots.length,
      busy: this.#slots.filter((slot) => slot.busy).length,
      waiting: this.#waiting.length,
      size: this.#options.size,
    };
  }

  run(task: ThreadTask): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The engine thread pool is closed.'));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ id: this.#nextId++, task, resolve, reject });
      this.#dispatch();
    });
  }

  /**
   * Stops the threads: each is first told to stop what it started (`'close'`, answered `'closed'`)
   * and given `CLOSE_GRACE_MS` to do it, since a process started by a thread that has ended is never
   * reaped (a zombie until this process exits).
   */
  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#waiting.splice(0))
      pending.reject(new Error('The engine thread pool closed.'));
    await Promise.all(
      this.#slots.splice(0).map(async ({ worker }) => {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, CLOSE_GRACE_MS);
          worker.on('message', (message) => message === 'closed' && done());
          worker.once('exit', done);
          worker.postMessage('close');
        });
        await worker.terminate();
      }),
    );
  }

  #dispatch(): void {
    while (this.#waiting.length > 0) {
      let slot = this.#slots.find((candidate) => !candidate.busy);
      if (!slot && this.#slots.length < this.#options.size) slot = this.#spawn();
      if (!slot) return;
      const pending = this.#waiting.shift() as Pending;
      slot.busy = pending;
      slot.worker.ref();
      slot.worker.postMessage({ id: pending.id, ...pending.task });
    }
  }

  #spawn(): Slot {
    const worker = new Worker(this.#options.entry, {
      eval: this.#options.eval,
      env: this.#options.env,
      execArgv: this.#options.execArgv,
    });
    const slot: Slot = { worker, busy: undefined };
    worker.on('message', (answer: ThreadAnswer) => {
      const pending = slot.busy;
      if (!pending || pending.id !== answer.id) return;
      slot.busy = undefined;
      slot.worker.unref();
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(this.#options.revive(answer.error));
      this.#dispatch();
    });
    const lost = (error: unknown) => {
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots.splice(index, 1);
      const pending = slot.busy;
      slot.busy = undefined;
      pending?.reject(error instanceof Error ? error : new Error(String(error)));
      if (!this.#closed) this.#dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`An engine thread stopped (exit code ${code}).`)));
    // An idle thread does not keep the process alive; a busy one does.
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }
}

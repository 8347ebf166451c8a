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

/**
 * How long a closing thread may take to stop the processes it started. A thread answers within
 * milliseconds when it has the CPU, but the engine threads run at a lower priority: on busy cores
 * (CI's integration tier) one took more than 2 s to answer, was ended unanswered, and left its flite
 * runner a zombie. The wait is only this long for a thread that never answers.
 */
const CLOSE_GRACE_MS = 30_000;

/**
 * Whom a task keeps waiting: `short`, someone, for milliseconds (coding a coach's turn); `now`,
 * someone (a live turn's voice, a coach watching a job); `soon`, someone a little later (a reply's
 * next sentence, made while its first one plays); `idle`, no one (a live turn's video for history).
 * Among the tasks someone waits for, the short ones start first: a turn's code goes before the
 * voices of other turns queued ahead of it, which it delays by milliseconds only.
 */
export type TaskPriority = 'short' | 'now' | 'soon' | 'idle';

/** The order waiting tasks start in. */
const PRIORITIES: readonly TaskPriority[] = ['short', 'now', 'soon', 'idle'];

interface Pending {
  id: number;
  task: ThreadTask;
  priority: TaskPriority;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  /** Whether the thread runs the `idle` tasks (at the lowest CPU priority), or the others. */
  idle: boolean;
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
 * A small pool of worker threads, started on demand, one task per thread at a time: up to `size`
 * threads for the `short`, `now` and `soon` tasks, and one more thread for the `idle` ones, started
 * with `workerData.idle` so that it lowers itself to the lowest CPU priority. Tasks wait when their
 * threads are busy, the `short` ones started first, then `now`, each priority in order. So a turn someone is
 * waiting for never queues behind videos nobody is watching (seconds of drawing frames each), nor
 * shares the CPU evenly with them, nor waits for another reply's later sentences. A thread that
 * dies fails its task and is replaced by the next task's thread.
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

  run(task: ThreadTask, priority: TaskPriority = 'now'): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The engine thread pool is closed.'));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ id: this.#nextId++, task, priority, resolve, reject });
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
    for (const priority of PRIORITIES) this.#dispatchTo(priority);
  }

  /** Starts the waiting tasks of `priority` on their free (or new) threads. */
  #dispatchTo(priority: TaskPriority): void {
    const idle = priority === 'idle';
    const most = idle ? 1 : this.#options.size;
    for (;;) {
      const index = this.#waiting.findIndex((pending) => pending.priority === priority);
      if (index < 0) return;
      const own = this.#slots.filter((slot) => slot.idle === idle);
      let slot = own.find((candidate) => !candidate.busy);
      if (!slot && own.length < most) slot = this.#spawn(idle);
      if (!slot) return;
      const [pending] = this.#waiting.splice(index, 1) as [Pending];
      slot.busy = pending;
      slot.worker.ref();
      slot.worker.postMessage({ id: pending.id, ...pending.task });
    }
  }

  #spawn(idle: boolean): Slot {
    const worker = new Worker(this.#options.entry, {
      eval: this.#options.eval,
      env: this.#options.env,
      execArgv: this.#options.execArgv,
      workerData: { idle },
    });
    const slot: Slot = { worker, idle, busy: undefined };
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

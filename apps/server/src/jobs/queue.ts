import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';

/** A job row as the queue sees it. */
export interface JobRow {
  id: string;
  user_id: string;
  type: string;
  status: 'pending' | 'processing' | 'polling_required' | 'success' | 'failed';
  progress: number;
  stage: string | null;
  payload: Record<string, unknown>;
  job_data: Record<string, unknown>;
  error: string | null;
  attempts: number;
  max_attempts: number;
  avatar_id: string | null;
  session_id: string | null;
  parent_job_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What a running handler can do besides its work. */
export interface JobContext {
  /** Reports real progress (0-100) and the stage running now; also renews the job's lease. */
  progress(percent: number, stage?: string): Promise<void>;
  /** Merges fields into the job's `job_data` now (visible to pollers before the job ends). */
  update(jobData: Record<string, unknown>): Promise<void>;
}

/** How a handler ends: success by default; a first-stage job may end in `polling_required`. */
export interface JobOutcome {
  status?: 'success' | 'polling_required';
  jobData?: Record<string, unknown>;
}

export type JobHandler = (job: JobRow, context: JobContext) => Promise<JobOutcome | undefined>;

/** A failure whose message is meant for the user; it becomes the job's `error_message`. */
export class JobFailure extends Error {}

export interface EnqueueOptions {
  type: string;
  userId: string;
  payload?: Record<string, unknown>;
  avatarId?: string | null;
  sessionId?: string | null;
  parentJobId?: string | null;
  /** Starts the job in this state instead of pending (e.g. a parent that only tracks children). */
  status?: JobRow['status'];
  /** Runs after a crash: a job whose lease expires is claimed again until this many attempts. */
  maxAttempts?: number;
}

export interface QueueOptions {
  /** Seconds a claimed job stays locked without a heartbeat. @default 30 */
  leaseSeconds?: number;
  /** Idle polling interval in milliseconds. @default 500 */
  pollMs?: number;
  /** Jobs run at once in this process. @default 1 */
  concurrency?: number;
}

const INTERRUPTED =
  'The server stopped while this job was running and it could not be resumed. Please try again.';

/**
 * A job queue in PostgreSQL. Claims use `FOR UPDATE SKIP LOCKED`, so several server processes
 * share the work and each job runs once at a time. A claimed job holds a lease that its heartbeat
 * renews; when a process dies, the lease expires and another claim resumes the job (handlers are
 * written to be re-run), until `max_attempts`, after which the job fails with a reason. Nothing
 * stays "processing" forever.
 */
export class JobQueue {
  readonly #db: Database;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #leaseSeconds: number;
  readonly #pollMs: number;
  readonly #concurrency: number;
  #running = 0;
  #stopped = true;
  #timer: NodeJS.Timeout | undefined;
  #active = new Set<Promise<void>>();

  constructor(db: Database, options: QueueOptions = {}) {
    this.#db = db;
    this.#leaseSeconds = options.leaseSeconds ?? 30;
    this.#pollMs = options.pollMs ?? 500;
    this.#concurrency = options.concurrency ?? 1;
  }

  register(type: string, handler: JobHandler): void {
    this.#handlers.set(type, handler);
  }

  /** Adds a job (inside the caller's transaction when `q` is one) and returns its id. */
  async enqueue(q: Queryable, options: EnqueueOptions): Promise<string> {
    const id = randomUUID();
    await q.query(
      `INSERT INTO jobs (id, user_id, type, status, payload, avatar_id, session_id, parent_job_id, max_attempts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        options.userId,
        options.type,
        options.status ?? 'pending',
        JSON.stringify(options.payload ?? {}),
        options.avatarId ?? null,
        options.sessionId ?? null,
        options.parentJobId ?? null,
        options.maxAttempts ?? 2,
      ],
    );
    this.wake();
    return id;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.wake();
  }

  /** Stops claiming and waits for the jobs running in this process. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await Promise.allSettled([...this.#active]);
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), 0);
  }

  async #tick(): Promise<void> {
    if (this.#stopped) return;
    try {
      while (!this.#stopped && this.#running < this.#concurrency) {
        const job = await this.#claim();
        if (!job) break;
        this.#running += 1;
        const run = this.#run(job).finally(() => {
          this.#running -= 1;
          this.#active.delete(run);
          this.wake();
        });
        this.#active.add(run);
      }
    } catch (error) {
      console.error('job queue: claim failed', error);
    }
    if (!this.#stopped) this.#timer = setTimeout(() => void this.#tick(), this.#pollMs);
  }

  async #claim(): Promise<JobRow | undefined> {
    const types = [...this.#handlers.keys()];
    if (types.length === 0) return undefined;
    const [job] = await this.#db.query<JobRow>(
      `UPDATE jobs SET status = 'processing', attempts = attempts + 1, updated_at = now(),
              locked_until = now() + make_interval(secs => $2)
        WHERE id = (
          SELECT id FROM jobs
           WHERE type = ANY($1::text[])
             AND ((status = 'pending' AND run_after <= now())
               OR (status = 'processing' AND locked_until < now()))
           ORDER BY created_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [types, this.#leaseSeconds],
    );
    return job;
  }

  async #run(job: JobRow): Promise<void> {
    if (job.attempts > job.max_attempts) {
      await this.#fail(job.id, INTERRUPTED);
      return;
    }
    const handler = this.#handlers.get(job.type);
    if (!handler) return;
    const heartbeat = setInterval(
      () =>
        void this.#db
          .query('UPDATE jobs SET locked_until = now() + make_interval(secs => $2) WHERE id = $1', [
            job.id,
            this.#leaseSeconds,
          ])
          .catch(() => undefined),
      (this.#leaseSeconds * 1000) / 3,
    );
    const context: JobContext = {
      progress: async (percent, stage) => {
        await this.#db.query(
          `UPDATE jobs SET progress = GREATEST(progress, $2), stage = COALESCE($3, stage), updated_at = now(),
                  locked_until = now() + make_interval(secs => $4)
            WHERE id = $1`,
          [job.id, Math.max(0, Math.min(100, Math.round(percent))), stage ?? null, this.#leaseSeconds],
        );
      },
      update: async (jobData) => {
        await this.#db.query(
          'UPDATE jobs SET job_data = job_data || $2::jsonb, updated_at = now() WHERE id = $1',
          [job.id, JSON.stringify(jobData)],
        );
      },
    };
    try {
      const outcome = await handler(job, context);
      const status = outcome?.status ?? 'success';
      await this.#db.query(
        `UPDATE jobs SET status = $2, progress = CASE WHEN $2 = 'success' THEN 100 ELSE progress END,
                job_data = job_data || $3::jsonb, locked_until = NULL, updated_at = now()
          WHERE id = $1`,
        [job.id, status, JSON.stringify(outcome?.jobData ?? {})],
      );
    } catch (error) {
      const reason =
        error instanceof JobFailure || (error as { reason?: unknown }).reason
          ? String((error as { reason?: string }).reason ?? (error as Error).message)
          : 'The job failed unexpectedly. Please try again.';
      if (!(error instanceof JobFailure) && !(error as { reason?: unknown }).reason) {
        console.error(`job ${job.id} (${job.type}) failed`, error);
      }
      await this.#fail(job.id, reason);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async #fail(id: string, reason: string): Promise<void> {
    await this.#db.query(
      `UPDATE jobs SET status = 'failed', error = $2, locked_until = NULL, updated_at = now(),
              job_data = job_data || jsonb_build_object('error_message', $2::text)
        WHERE id = $1`,
      [id, reason],
    );
  }
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { defaultLanes, JOB_KINDS, type JobKind, type LaneLimits, laneRoom } from './lanes';

/** A job row as the queue sees it. */
export interface JobRow<P = Record<string, unknown>> {
  id: string;
  user_id: string;
  type: string;
  status: 'pending' | 'processing' | 'polling_required' | 'success' | 'failed';
  progress: number;
  stage: string | null;
  payload: P;
  job_data: Record<string, unknown>;
  error: string | null;
  /** Claims so far; the current claim's number is its fencing token. */
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

export type JobHandler<P = Record<string, unknown>> = (
  job: JobRow<P>,
  context: JobContext,
) => Promise<JobOutcome | undefined>;

/** How a job type runs: its lane, and the shape its payload must have. */
export interface JobTypeOptions<P> {
  kind: JobKind;
  payload: z.ZodType<P>;
}

/** A failure whose message is meant for the user; it becomes the job's `error_message`. */
export class JobFailure extends Error {}

/** Thrown inside a handler whose claim was taken over by another runner: it must stop. */
export class LeaseLost extends Error {
  constructor(jobId: string) {
    super(`job ${jobId}: the lease was lost to another runner`);
  }
}

export interface EnqueueOptions {
  type: string;
  userId: string;
  payload?: Record<string, unknown>;
  avatarId?: string | null;
  sessionId?: string | null;
  parentJobId?: string | null;
  /** Starts the job in this state instead of pending (e.g. a parent that only tracks children). */
  status?: JobRow['status'];
  /** A job is claimed at most this many times (crashes and retried errors). */
  maxAttempts?: number;
}

/** Seals the fields of a payload or `job_data` that hold someone's words, and opens them again. */
export interface JobSealer {
  /** `q`: the transaction the fields are written in, if any (a query beside it would wait for it). */
  seal(userId: string, fields: Record<string, unknown>, q?: Queryable): Promise<Record<string, unknown>>;
  open(userId: string, fields: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** Without a sealer (the queue's own tests) fields are stored as they are. */
const CLEAR: JobSealer = { seal: async (_, fields) => fields, open: async (_, fields) => fields };

export interface QueueOptions {
  /** Seals the word fields of payloads and `job_data` with the owner's data key (jobs/sealed-words.ts). */
  sealer?: JobSealer;
  /** Seconds a claimed job stays locked without a heartbeat. @default 30 */
  leaseSeconds?: number;
  /** Idle polling interval in milliseconds. @default 500 */
  pollMs?: number;
  /** Jobs of each kind this process runs at once. @default defaultLanes() */
  lanes?: LaneLimits;
  /** Jobs of one kind one user has running at once, across every process. @default 1 */
  perUser?: number;
  /** First retry delay after an unexpected error, doubled each attempt (with jitter). @default 2000 */
  retryBaseMs?: number;
}

/** What this process has seen, for `/metrics`. */
export interface QueueCounters {
  heartbeat_failures: number;
  leases_lost: number;
  stale_completions_refused: number;
  retries: number;
  invalid_payloads: number;
}

const INTERRUPTED =
  'The server stopped while this job was running and it could not be resumed. Please try again.';
const UNEXPECTED = 'The job failed unexpectedly. Please try again.';
const INVALID_PAYLOAD = 'This job was queued with data it cannot use. Please try again.';

/** Engine failures worth another attempt after a pause: a hosted service that failed or timed out. */
const TRANSIENT_CODES = new Set(['upstream_error', 'upstream_timeout']);

/** A job the runner may claim: pending and due, or running under a lease that expired. */
const CLAIMABLE = `((j.status = 'pending' AND j.run_after <= now())
                   OR (j.status = 'processing' AND j.locked_until < now()))`;

/** The user of `j` has fewer than $cap jobs of these types running under a live lease. */
const underUserCap = (types: string, cap: string) =>
  `(SELECT count(*) FROM jobs r
     WHERE r.user_id = j.user_id AND r.type = ANY(${types}::text[])
       AND r.status = 'processing' AND r.locked_until >= now()) < ${cap}`;

interface Registered {
  kind: JobKind;
  payload: z.ZodType<unknown>;
  handler: JobHandler<unknown>;
}

/**
 * A job queue in PostgreSQL, written for this product rather than taken from pg-boss or
 * graphile-worker (ARCHITECTURE.md says why). Claims use `FOR UPDATE SKIP LOCKED`, so several
 * processes share the work and each job runs once at a time. Work is claimed by lane (`lanes.ts`):
 * second stages first, and a first stage only when no second stage is waiting; no user runs more
 * than `perUser` jobs of a kind at once. A claim holds a lease that its heartbeat renews; when a
 * process dies the lease expires and another claim resumes the job (handlers are written to be
 * re-run), until `max_attempts`, after which the job fails with a reason. Every write of a runner
 * names its claim (`attempts`), so a runner whose lease was taken over can no longer progress,
 * complete or fail the job. Unexpected errors are retried after an exponential pause. Every status,
 * progress and stage change is announced on `rebond_jobs` by the table's trigger (jobs/events.ts).
 */
export class JobQueue {
  readonly #db: Database;
  readonly #types = new Map<string, Registered>();
  readonly #leaseSeconds: number;
  readonly #pollMs: number;
  readonly #lanes: LaneLimits;
  readonly #perUser: number;
  readonly #retryBaseMs: number;
  readonly #sealer: JobSealer;
  /** Who claims, written on each claim (`claimed_by`): host and process id. */
  readonly #runner = `${hostname()}:${process.pid}`;
  readonly #running: Record<JobKind, number> = { render: 0, reply: 0, avatar: 0 };
  #stopped = true;
  #ticking = false;
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  #active = new Set<Promise<void>>();
  /** Settles when the claiming pass in progress (if any) has started the jobs it claimed. */
  #claiming: Promise<void> = Promise.resolve();
  readonly counters: QueueCounters = {
    heartbeat_failures: 0,
    leases_lost: 0,
    stale_completions_refused: 0,
    retries: 0,
    invalid_payloads: 0,
  };

  constructor(db: Database, options: QueueOptions = {}) {
    this.#db = db;
    this.#leaseSeconds = options.leaseSeconds ?? 30;
    this.#pollMs = options.pollMs ?? 500;
    this.#lanes = options.lanes ?? defaultLanes();
    this.#perUser = Math.max(1, options.perUser ?? 1);
    this.#retryBaseMs = options.retryBaseMs ?? 2000;
    this.#sealer = options.sealer ?? CLEAR;
  }

  /** The lanes of this process. */
  get lanes(): Readonly<LaneLimits> {
    return this.#lanes;
  }

  /** Jobs running in this process, by kind. */
  get running(): Readonly<Record<JobKind, number>> {
    return this.#running;
  }

  /** The lane of a job type, or undefined for a type nobody registered. */
  kindOf(type: string): JobKind | undefined {
    return this.#types.get(type)?.kind;
  }

  register<P>(type: string, options: JobTypeOptions<P>, handler: JobHandler<P>): void {
    this.#types.set(type, {
      kind: options.kind,
      payload: options.payload,
      handler: handler as JobHandler<unknown>,
    });
  }

  /** Adds a job (inside the caller's transaction when `q` is one) and returns its id. */
  async enqueue(q: Queryable, options: EnqueueOptions): Promise<string> {
    const registered = this.#types.get(options.type);
    const payload = options.payload ?? {};
    if (registered) {
      const checked = registered.payload.safeParse(payload);
      if (!checked.success) {
        throw new Error(`job ${options.type}: invalid payload: ${checked.error.message}`);
      }
    }
    const id = randomUUID();
    const status = options.status ?? 'pending';
    await q.query(
      `INSERT INTO jobs (id, user_id, type, status, payload, avatar_id, session_id, parent_job_id, max_attempts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        options.userId,
        options.type,
        status,
        JSON.stringify(await this.#sealer.seal(options.userId, payload, q)),
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
    // A claim answered after this point still starts its job: wait for it to be among the active.
    await this.#claiming;
    await Promise.allSettled([...this.#active]);
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#ticking) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), 0);
  }

  async #tick(): Promise<void> {
    if (this.#stopped || this.#ticking) return;
    this.#ticking = true;
    let claimed = () => {};
    this.#claiming = new Promise((resolve) => {
      claimed = resolve;
    });
    try {
      do {
        this.#again = false;
        for (const kind of JOB_KINDS) {
          while (!this.#stopped && laneRoom(kind, this.#lanes, this.#running) > 0) {
            const job = await this.#claim(kind);
            if (!job) break;
            this.#start(kind, job);
          }
        }
      } while (this.#again && !this.#stopped);
    } catch (error) {
      console.error('job queue: claim failed', error);
    } finally {
      this.#ticking = false;
      claimed();
    }
    if (!this.#stopped) {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.#tick(), this.#pollMs);
    }
  }

  #start(kind: JobKind, job: JobRow): void {
    this.#running[kind] += 1;
    const run = this.#run(job).finally(() => {
      this.#running[kind] -= 1;
      this.#active.delete(run);
      this.wake();
    });
    this.#active.add(run);
  }

  /** The job types registered in a lane. */
  typesOf(kind: JobKind): string[] {
    return [...this.#types].filter(([, registered]) => registered.kind === kind).map(([type]) => type);
  }

  /**
   * Claims the oldest claimable job of a lane whose user is under the per-user cap. A first stage
   * (`reply`) is not started while a second stage (`render`) that this process could run waits.
   */
  async #claim(kind: JobKind): Promise<JobRow | undefined> {
    const types = this.typesOf(kind);
    if (types.length === 0) return undefined;
    const yieldTo = kind === 'reply' && this.#lanes.render > 0 ? this.typesOf('render') : [];
    const [job] = await this.#db.query<JobRow>(
      `UPDATE jobs SET status = 'processing', attempts = attempts + 1, started_at = now(), updated_at = now(),
              locked_until = now() + make_interval(secs => $2), claimed_by = $5
        WHERE id = (
          SELECT j.id FROM jobs j
           WHERE j.type = ANY($1::text[]) AND ${CLAIMABLE} AND ${underUserCap('$1', '$3')}
             AND NOT EXISTS (
               SELECT 1 FROM jobs j WHERE j.type = ANY($4::text[]) AND ${CLAIMABLE}
                  AND ${underUserCap('$4', '$3')})
           ORDER BY j.created_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [types, this.#leaseSeconds, this.#perUser, yieldTo, this.#runner],
    );
    return job;
  }

  async #run(job: JobRow): Promise<void> {
    const registered = this.#types.get(job.type);
    if (!registered) return;
    const claim = job.attempts;
    if (claim > job.max_attempts) {
      await this.#fail(job, claim, INTERRUPTED);
      return;
    }
    const payload = registered.payload.safeParse(await this.#sealer.open(job.user_id, job.payload));
    if (!payload.success) {
      this.counters.invalid_payloads += 1;
      console.error(`job ${job.id} (${job.type}): invalid payload`, payload.error.issues);
      await this.#fail(job, claim, INVALID_PAYLOAD);
      return;
    }
    let lost = false;
    const heartbeat = setInterval(
      () => {
        this.#db
          .query(
            `UPDATE jobs SET locked_until = now() + make_interval(secs => $3)
            WHERE id = $1 AND attempts = $2 AND status = 'processing' RETURNING id`,
            [job.id, claim, this.#leaseSeconds],
          )
          .then((rows) => {
            if (rows.length === 0 && !lost) {
              lost = true;
              this.counters.leases_lost += 1;
              console.warn(`job ${job.id} (${job.type}): lease lost to another runner; this run stops`);
            }
          })
          .catch((error: unknown) => {
            this.counters.heartbeat_failures += 1;
            console.error(`job ${job.id} (${job.type}): heartbeat failed; the lease may expire`, error);
          });
      },
      (this.#leaseSeconds * 1000) / 3,
    );
    const fenced = async (sql: string, params: unknown[]): Promise<JobRow | undefined> => {
      const [row] = await this.#db.query<JobRow>(sql, params);
      if (!row) {
        if (!lost) this.counters.leases_lost += 1;
        lost = true;
        throw new LeaseLost(job.id);
      }
      return row;
    };
    const context: JobContext = {
      progress: async (percent, stage) => {
        if (lost) throw new LeaseLost(job.id);
        await fenced(
          `UPDATE jobs SET progress = GREATEST(progress, $3), stage = COALESCE($4, stage), updated_at = now(),
                  locked_until = now() + make_interval(secs => $5)
            WHERE id = $1 AND attempts = $2 AND status = 'processing'
            RETURNING id`,
          [job.id, claim, Math.max(0, Math.min(100, Math.round(percent))), stage ?? null, this.#leaseSeconds],
        );
      },
      update: async (jobData) => {
        if (lost) throw new LeaseLost(job.id);
        await fenced(
          `UPDATE jobs SET job_data = job_data || $3::jsonb, updated_at = now()
            WHERE id = $1 AND attempts = $2 AND status = 'processing' RETURNING id`,
          [job.id, claim, JSON.stringify(await this.#sealer.seal(job.user_id, jobData))],
        );
      },
    };
    try {
      const outcome = await registered.handler({ ...job, payload: payload.data }, context);
      if (lost) throw new LeaseLost(job.id);
      await this.complete(job, claim, {
        ...outcome,
        jobData: await this.#sealer.seal(job.user_id, outcome?.jobData ?? {}),
      });
    } catch (error) {
      if (error instanceof LeaseLost) {
        console.warn(error.message);
      } else {
        // Recording the failure needs the database; where it is gone (closed, unreachable), the
        // job stays claimed and another runner retries it once its lease expires.
        await this.#failed(job, claim, error).catch((failure: unknown) => {
          console.error(`job ${job.id} (${job.type}): its failure could not be recorded`, failure);
        });
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Ends a claimed job with its outcome, if `claim` is still the job's current claim; answers false
   * (and changes nothing) for a runner whose lease was taken over by a later claim.
   */
  async complete(job: Pick<JobRow, 'id' | 'type'>, claim: number, outcome: JobOutcome): Promise<boolean> {
    const status = outcome.status ?? 'success';
    const [row] = await this.#db.query<JobRow>(
      `UPDATE jobs SET status = $3, progress = CASE WHEN $3 = 'success' THEN 100 ELSE progress END,
              job_data = job_data || $4::jsonb, locked_until = NULL, finished_at = now(), updated_at = now()
        WHERE id = $1 AND attempts = $2 AND status = 'processing'
        RETURNING id, user_id, type, status, progress, stage`,
      [job.id, claim, status, JSON.stringify(outcome.jobData ?? {})],
    );
    if (!row) return this.#refused(job, claim);
    return true;
  }

  #refused(job: Pick<JobRow, 'id' | 'type'>, claim: number): false {
    this.counters.stale_completions_refused += 1;
    console.warn(`job ${job.id} (${job.type}): claim ${claim} is no longer current; its end is ignored`);
    return false;
  }

  async #failed(job: JobRow, claim: number, error: unknown): Promise<void> {
    const reason = (error as { reason?: unknown } | null)?.reason;
    const code = (error as { code?: unknown } | null)?.code;
    const transient = typeof code === 'string' && TRANSIENT_CODES.has(code);
    const meant = error instanceof JobFailure || (typeof reason === 'string' && reason !== '');
    if (!meant || transient) console.error(`job ${job.id} (${job.type}) failed`, error);
    const message = error instanceof JobFailure ? error.message : meant ? String(reason) : UNEXPECTED;
    if ((!meant || transient) && claim < job.max_attempts) {
      await this.#retry(job, claim, message);
      return;
    }
    await this.#fail(job, claim, message);
  }

  /** Puts the job back, due after an exponential pause with jitter (2 s, 4 s, 8 s... at most 5 min). */
  async #retry(job: JobRow, claim: number, message: string): Promise<void> {
    const delayMs = Math.min(300_000, this.#retryBaseMs * 2 ** (claim - 1)) * (0.5 + Math.random() / 2);
    const [row] = await this.#db.query<JobRow>(
      `UPDATE jobs SET status = 'pending', locked_until = NULL, updated_at = now(), error = $3,
              run_after = now() + make_interval(secs => $4)
        WHERE id = $1 AND attempts = $2 AND status = 'processing'
        RETURNING id, user_id, type, status, progress, stage`,
      [job.id, claim, message, delayMs / 1000],
    );
    if (!row) {
      this.#refused(job, claim);
      return;
    }
    this.counters.retries += 1;
  }

  async #fail(job: Pick<JobRow, 'id' | 'type'>, claim: number, reason: string): Promise<void> {
    const [row] = await this.#db.query<JobRow>(
      `UPDATE jobs SET status = 'failed', error = $3, locked_until = NULL, finished_at = now(), updated_at = now(),
              job_data = job_data || jsonb_build_object('error_message', $3::text)
        WHERE id = $1 AND attempts = $2 AND status = 'processing'
        RETURNING id, user_id, type, status, progress, stage`,
      [job.id, claim, reason],
    );
    if (!row) {
      this.#refused(job, claim);
      return;
    }
  }
}

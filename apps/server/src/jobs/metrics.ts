import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import type { Services } from '../services';
import { JOB_KINDS, type JobKind } from './lanes';
import type { JobQueue } from './queue';

/** How far back the stage timings look. */
const WINDOW_MINUTES = 60;

interface Sample {
  name: string;
  help: string;
  type: 'gauge' | 'counter' | 'summary';
  values: { labels?: Record<string, string>; value: number }[];
}

const QUANTILES = ['0.5', '0.95'] as const;

function render(samples: Sample[]): string {
  const lines: string[] = [];
  for (const sample of samples) {
    lines.push(`# HELP ${sample.name} ${sample.help}`, `# TYPE ${sample.name} ${sample.type}`);
    for (const { labels, value } of sample.values) {
      const name =
        sample.type === 'summary' && labels && !('quantile' in labels) ? `${sample.name}_count` : sample.name;
      const text = labels
        ? `{${Object.entries(labels)
            .map(([key, v]) => `${key}="${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
            .join(',')}}`
        : '';
      lines.push(`${name}${text} ${Number.isFinite(value) ? value : 'NaN'}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Per-kind quantiles and counts of one duration, as summary lines. */
function summary(
  name: string,
  help: string,
  rows: { kind: string; p50: number | null; p95: number | null; n: number | string }[],
  kinds: readonly string[],
): Sample {
  const values: Sample['values'] = [];
  for (const kind of kinds) {
    const row = rows.find((candidate) => candidate.kind === kind);
    const [p50, p95] = [row?.p50, row?.p95].map((v) =>
      v === null || v === undefined ? Number.NaN : Number(v),
    );
    QUANTILES.forEach((quantile, index) => {
      values.push({ labels: { kind, quantile }, value: Number(index === 0 ? p50 : p95) });
    });
    values.push({ labels: { kind }, value: Number(row?.n ?? 0) });
  }
  return { name, help, type: 'summary', values };
}

/**
 * The queue's figures in Prometheus text format: what waits and runs in the whole cluster (read
 * from the database, so any process answers for all), the p50/p95 of each stage over the last hour,
 * and this process's lanes, engine threads and failure counters.
 */
export async function queueMetrics(
  db: Database,
  jobs: JobQueue,
  threads?: { threads: number; busy: number; waiting: number; size: number },
): Promise<string> {
  const types = JOB_KINDS.flatMap((kind) => jobs.typesOf(kind).map((type) => ({ type, kind })));
  const params = [types.map((t) => t.type), types.map((t) => t.kind)];
  const byKind = `FROM jobs j JOIN unnest($1::text[], $2::text[]) AS k(type, kind) ON k.type = j.type`;
  const counts = await db.query<{ kind: JobKind; waiting: string; running: string; delayed: string }>(
    `SELECT k.kind,
            count(*) FILTER (WHERE (j.status = 'pending' AND j.run_after <= now())
                                OR (j.status = 'processing' AND j.locked_until < now())) AS waiting,
            count(*) FILTER (WHERE j.status = 'processing' AND j.locked_until >= now()) AS running,
            count(*) FILTER (WHERE j.status = 'pending' AND j.run_after > now()) AS delayed
       ${byKind}
      WHERE j.status IN ('pending', 'processing')
      GROUP BY k.kind`,
    params,
  );
  const timing = (expression: string) =>
    db.query<{ kind: string; p50: number | null; p95: number | null; n: string }>(
      `SELECT k.kind,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${expression}) AS p50,
              percentile_cont(0.95) WITHIN GROUP (ORDER BY ${expression}) AS p95,
              count(*) AS n
         ${byKind}
        WHERE j.finished_at > now() - make_interval(mins => ${WINDOW_MINUTES})
          AND j.started_at IS NOT NULL AND j.status <> 'failed'
        GROUP BY k.kind`,
      params,
    );
  const run = await timing('extract(epoch FROM j.finished_at - j.started_at)');
  const wait = await timing('extract(epoch FROM j.started_at - j.created_at)');
  const replies = await db.query<{ kind: string; p50: number | null; p95: number | null; n: string }>(
    `SELECT 'reply' AS kind,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.finished_at - p.created_at)) AS p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM r.finished_at - p.created_at)) AS p95,
            count(*) AS n
       FROM jobs r JOIN jobs p ON p.id = r.parent_job_id
      WHERE r.type = ANY($1::text[]) AND r.status = 'success'
        AND r.finished_at > now() - make_interval(mins => ${WINDOW_MINUTES})`,
    [jobs.typesOf('render')],
  );
  const perKind = (pick: (row: (typeof counts)[number]) => string) =>
    JOB_KINDS.map((kind) => {
      const row = counts.find((candidate) => candidate.kind === kind);
      return { labels: { kind }, value: row ? Number(pick(row)) : 0 };
    });
  const samples: Sample[] = [
    {
      name: 'rebond_jobs_waiting',
      help: 'Jobs ready to run that no process runs yet (pending and due, or whose lease expired), all processes.',
      type: 'gauge',
      values: perKind((row) => row.waiting),
    },
    {
      name: 'rebond_jobs_running',
      help: 'Jobs running under a live lease, all processes.',
      type: 'gauge',
      values: perKind((row) => row.running),
    },
    {
      name: 'rebond_jobs_delayed',
      help: 'Jobs waiting for a retry after an error, all processes.',
      type: 'gauge',
      values: perKind((row) => row.delayed),
    },
    summary(
      'rebond_job_run_seconds',
      `Time a job ran, from its last claim to its end, over the last ${WINDOW_MINUTES} minutes.`,
      run,
      JOB_KINDS,
    ),
    summary(
      'rebond_job_wait_seconds',
      `Time from queueing a job to its last claim, over the last ${WINDOW_MINUTES} minutes.`,
      wait,
      JOB_KINDS,
    ),
    summary(
      'rebond_reply_seconds',
      `Time from a message to its reply video (both stages), over the last ${WINDOW_MINUTES} minutes.`,
      replies.filter((row) => Number(row.n) > 0),
      ['reply'],
    ),
    {
      name: 'rebond_lane_limit',
      help: 'Jobs of each kind this process runs at once (JOB_CONCURRENCY).',
      type: 'gauge',
      values: JOB_KINDS.map((kind) => ({ labels: { kind }, value: jobs.lanes[kind] })),
    },
    {
      name: 'rebond_lane_running',
      help: 'Jobs of each kind running in this process.',
      type: 'gauge',
      values: JOB_KINDS.map((kind) => ({ labels: { kind }, value: jobs.running[kind] })),
    },
    ...Object.entries(jobs.counters).map(
      ([counter, value]): Sample => ({
        name: `rebond_job_${counter}_total`,
        help: COUNTER_HELP[counter as keyof typeof jobs.counters],
        type: 'counter',
        values: [{ value }],
      }),
    ),
  ];
  if (threads) {
    samples.push({
      name: 'rebond_engine_threads',
      help: 'Engine worker threads of this process: pool size, started, busy, and calls waiting for one.',
      type: 'gauge',
      values: (['size', 'threads', 'busy', 'waiting'] as const).map((state) => ({
        labels: { state: state === 'threads' ? 'started' : state },
        value: threads[state],
      })),
    });
  }
  return render(samples);
}

const COUNTER_HELP: Record<keyof JobQueue['counters'], string> = {
  heartbeat_failures:
    'Lease renewals of this process that failed (database unreachable); the job may be taken over.',
  leases_lost: 'Jobs this process was running whose lease another process took over; the run stopped.',
  stale_completions_refused: 'Ends of a job refused because a later claim holds it (fencing).',
  retries: 'Jobs put back to run again after an unexpected or transient error.',
  invalid_payloads: 'Jobs failed because their payload did not match their type.',
};

/**
 * `GET /metrics`: the queue's figures in Prometheus text format (an operations endpoint, not in the
 * API contract). With `METRICS_TOKEN` it asks for that bearer token on every port; without one it
 * is served only on a port of its own (a worker's `METRICS_PORT`), never on the public API port.
 */
export function mountMetrics(
  // biome-ignore lint/suspicious/noExplicitAny: any app, whatever its variables
  app: Hono<any>,
  { db, jobs, engine, config }: Services,
  { ownPort }: { ownPort: boolean },
): void {
  const token = config.metricsToken ? Buffer.from(`Bearer ${config.metricsToken}`) : undefined;
  app.get('/metrics', async (c) => {
    if (!token && !ownPort) throw new ApiError(404, 'Not found');
    if (token) {
      const given = Buffer.from(c.req.header('authorization') ?? '');
      if (given.length !== token.length || !timingSafeEqual(given, token)) {
        throw new ApiError(401, 'The metrics need their token (METRICS_TOKEN)', {
          'www-authenticate': 'Bearer',
        });
      }
    }
    return c.text(await queueMetrics(db, jobs, engine.threadStats?.()), 200, {
      'content-type': 'text/plain; version=0.0.4; charset=utf-8',
    });
  });
}

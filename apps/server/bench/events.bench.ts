/**
 * How soon a job's progress reaches a client through `GET /jobs/events`: the clock runs from the
 * commit of a progress update in the database (what a worker does when it knows) until the SDK's
 * stream yields it. Budget: 250 ms. Run with `npm run bench -w @rebond/server`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { RebondClient } from '@rebond/sdk';
import { startServer } from '../src/server';
import { newUser } from '../src/testing';

const UPDATES = 50;
const BUDGET_MS = 250;

const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-bench-events-'));
const server = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
try {
  const client = new RebondClient({ baseUrl: server.url, timeout: 60_000 });
  const { user } = await client.auth.register(newUser('bench'));
  // A reply job that no worker claims (leased for an hour): only this bench moves its progress.
  const jobId = randomUUID();
  await server.services.db.query(
    `INSERT INTO jobs (id, user_id, type, status, locked_until)
     VALUES ($1, $2, 'video_reply', 'processing', now() + interval '1 hour')`,
    [jobId, user.id],
  );
  const controller = new AbortController();
  const arrivals = new Map<number, number>();
  let wake: (() => void) | undefined;
  const reading = (async () => {
    for await (const job of client.jobs.events([jobId], { signal: controller.signal })) {
      arrivals.set(job.progress, performance.now());
      wake?.();
    }
  })();
  while (!arrivals.has(0)) await new Promise<void>((resolve) => (wake = resolve));

  const latencies: number[] = [];
  for (let progress = 1; progress <= UPDATES; progress += 1) {
    await server.services.db.query('UPDATE jobs SET progress = $2 WHERE id = $1', [jobId, progress]);
    const committed = performance.now();
    while (!arrivals.has(progress)) await new Promise<void>((resolve) => (wake = resolve));
    latencies.push((arrivals.get(progress) ?? committed) - committed);
  }
  controller.abort();
  await reading;

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const max = latencies.at(-1) ?? 0;
  console.log(`job progress pushed (GET /jobs/events), ${UPDATES} updates, load ${loadavg()[0]?.toFixed(1)}`);
  console.log(
    `  commit -> client: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${max.toFixed(1)} ms ` +
      `(budget ${BUDGET_MS} ms: ${max <= BUDGET_MS ? 'met' : 'MISSED'})`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}

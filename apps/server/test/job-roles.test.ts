/**
 * The same code as API only and as worker only: jobs that the API process queues are run by the
 * worker process, which shares the database. With `DATABASE_URL` (CI) both servers use one
 * PostgreSQL schema; on PGlite, which no two processes can open, both run in this process on one
 * database. Also `/metrics` in Prometheus text format, and the engine threads of the worker.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPglite } from '../src/db/database';
import { type RunningServer, startServer } from '../src/server';
import {
  type IsolatedDatabase,
  type IsolatedStorage,
  isolatedDatabase,
  isolatedStorage,
  newUser,
} from '../src/testing';
import { call, type Registered, register } from './http';

let dataDir: string;
let database: IsolatedDatabase;
let storage: IsolatedStorage;
let shared: Database | undefined;
let api: RunningServer;
let worker: RunningServer | undefined;
let coach: Registered;

const METRICS_TOKEN = 'job-roles-metrics-token';
const metricsHeaders = { authorization: `Bearer ${METRICS_TOKEN}` };

const baseEnv = () => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PORTAL_DIR: path.join(dataDir, 'no-portal'),
  JWT_SECRET: 'job-roles-test-secret-job-roles-test-secret',
  METRICS_TOKEN: METRICS_TOKEN,
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  ...storage.env,
});

function start(role: 'api' | 'worker', extra: Record<string, string> = {}) {
  return startServer({ ...baseEnv(), REBOND_ROLE: role, ...extra }, shared ? { database: shared } : {});
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-roles-'));
  database = await isolatedDatabase();
  storage = await isolatedStorage();
  if (!database.url) shared = await openPglite(undefined);
  api = await start('api');
  coach = await register(api.url, newUser());
}, 240_000);

afterAll(async () => {
  await api?.close();
  await worker?.close();
  await shared?.close();
  await database?.drop();
  await storage?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function voicePreview(): Promise<string> {
  const avatar = await call(api.url, 'POST', '/avatars/create_avatar', {
    token: coach.access_token,
    json: { avatar_name: 'Anna' },
  });
  const started = await call(api.url, 'POST', '/avatars/generate_voice_preview', {
    token: coach.access_token,
    json: { avatar_id: avatar.body.id, voice_description: 'a calm, warm voice', language: 'english' },
  });
  expect(started.status).toBe(202);
  return started.body.job_id as string;
}

/** The job's row as stored (the avatar job API shows a pending job as processing, as the spec says). */
const jobStatus = async (id: string) => {
  const [row] = await api.services.db.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [
    id,
  ]);
  return row?.status ?? 'missing';
};

describe('REBOND_ROLE', () => {
  it('refuses a worker-only or API-only process without a shared database', async () => {
    const { DATABASE_URL: _omitted, ...env } = baseEnv();
    await expect(startServer({ ...env, REBOND_ROLE: 'worker' })).rejects.toThrow(/needs DATABASE_URL/);
    await expect(startServer({ ...env, REBOND_ROLE: 'cook' })).rejects.toThrow(/REBOND_ROLE must be one of/);
  });

  it('an API-only process queues jobs and leaves them to a worker-only process, which runs them', async () => {
    const id = await voicePreview();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await jobStatus(id)).toBe('pending');

    worker = await start('worker', { METRICS_PORT: '0', ENGINE_THREADS: '1' });
    expect(worker.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    let status = 'pending';
    await vi.waitFor(
      async () => {
        status = await jobStatus(id);
        expect(['success', 'failed']).toContain(status);
      },
      { timeout: 120_000, interval: 200 },
    );
    expect(status).toBe('success');
    // The engine's work ran in the worker's engine thread.
    expect(worker.services.engine.threadStats?.().threads).toBe(1);
    // A worker answers no API call.
    expect((await fetch(`${worker.url}/sessions/get_by_user`)).status).toBe(404);
  }, 180_000);

  it('serves /metrics in Prometheus text format: queue depth, running jobs by kind, p50/p95 of each stage', async () => {
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    const response = await fetch(`${api.url}/metrics`, { headers: metricsHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const line of text.trim().split('\n')) {
      expect(line).toMatch(
        /^(# (HELP|TYPE) rebond_\w+ .+|rebond_\w+(\{(\w+="[^"]*",?)+\})? (-?[\d.e+-]+|NaN))$/,
      );
    }
    for (const kind of ['reply', 'render', 'avatar']) {
      expect(text).toContain(`rebond_jobs_waiting{kind="${kind}"} 0`);
      expect(text).toContain(`rebond_jobs_running{kind="${kind}"} 0`);
    }
    // The voice preview above ran in the avatar lane: its run time has quantiles and a count.
    expect(text).toMatch(/rebond_job_run_seconds\{kind="avatar",quantile="0\.5"\} \d/);
    expect(text).toMatch(/rebond_job_run_seconds\{kind="avatar",quantile="0\.95"\} \d/);
    expect(text).toContain('rebond_job_run_seconds_count{kind="avatar"} 1');
    expect(text).toContain('rebond_job_heartbeat_failures_total 0');
    expect(text).toContain('# TYPE rebond_job_run_seconds summary');

    const fromWorker = await (await fetch(`${worker?.url}/metrics`, { headers: metricsHeaders })).text();
    expect(fromWorker).toContain('rebond_job_run_seconds_count{kind="avatar"} 1');
    expect(fromWorker).toMatch(/rebond_engine_threads\{state="started"\} 1/);
  });
});

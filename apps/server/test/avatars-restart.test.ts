import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Avatar, Job, JobStarted } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import type { JobRow } from '../src/jobs/queue';
import { type MediaRow, MediaStore } from '../src/media/storage';
import { type RunningServer, startServer } from '../src/server';
import {
  type IsolatedDatabase,
  type IsolatedStorage,
  isolatedDatabase,
  isolatedStorage,
  newUser,
} from '../src/testing';
import { call, type Registered, register } from './http';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const imagesDir = path.resolve(here, '../../../test/fixtures/images');

let dataDir: string;
let child: ChildProcess | undefined;
let restarted: RunningServer | undefined;
/** The first test's user and avatar; the second reuses them. */
let owner: Registered;
let avatarId: string;

const env = () => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JOB_LEASE_SECONDS: '1',
  PORTAL_DIR: path.join(dataDir, 'no-portal'),
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  ...storage.env,
});

/** The storage keys of every media object the servers of this test hold (folder or bucket). */
async function storedKeys(): Promise<string[]> {
  const config = loadConfig(env());
  const keys: string[] = [];
  for await (const key of new MediaStore(config.dataDir, config.jwtSecret, config.media).keys())
    keys.push(key);
  return keys.sort();
}

/** Starts the server as `npm start` does, in its own process, and resolves its URL. */
function startProcess(): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverDir,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

let database: IsolatedDatabase;
let storage: IsolatedStorage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-restart-'));
  database = await isolatedDatabase();
  storage = await isolatedStorage();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await restarted?.close();
  await database?.drop();
  await storage?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an avatar creation job interrupted by a server crash', () => {
  it('is resumed by the next server and ends completed, leaving no half-saved media', async () => {
    const url = await startProcess();
    owner = await register(url, newUser('restart'));
    const { body: avatar } = await call<Avatar>(url, 'POST', '/avatars/create_avatar', {
      token: owner.access_token,
      json: { avatar_name: 'Interrupted' },
    });
    avatarId = avatar.id;
    const form = new FormData();
    form.append('avatar_id', avatar.id);
    form.append('file', new Blob([await readFile(path.join(imagesDir, 'astronaut.png'))]), 'me.png');
    const started = (await (
      await fetch(`${url}/avatars/create_emotional_avatars`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.access_token}` },
        body: form,
      })
    ).json()) as JobStarted;

    // Kill the process (no graceful stop) once the job has saved part of its media.
    // Bounded by time, not by a count of polls: a poll answers in milliseconds, and on a loaded
    // machine the job can take longer than any fixed number of them to reach 35 %.
    const running = await vi.waitFor(
      async () => {
        const { body } = await call<Job>(url, 'GET', `/avatars/a_job/${started.job_id}`, {
          token: owner.access_token,
        });
        if (body.status !== 'processing') throw new Error(`job ended before the crash: ${body.status}`);
        if (body.progress < 35) throw new Error(`job is at ${body.progress} %`);
        return body;
      },
      { timeout: 120_000, interval: 20 },
    );
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child?.kill('SIGKILL');
    await exited;
    expect(running.progress).toBeLessThan(100);
    const filesAtCrash = await storedKeys();
    // The upload and the working photo at least; the photo is a partial result of the dead attempt.
    expect(filesAtCrash.length).toBeGreaterThanOrEqual(2);

    const server = await startServer(env());
    restarted = server;
    const job = await vi.waitFor(
      async () => {
        const { body } = await call<Job>(server.url, 'GET', `/avatars/a_job/${started.job_id}`, {
          token: owner.access_token,
        });
        if (body.status !== 'success' && body.status !== 'failed') throw new Error(`job is ${body.status}`);
        return body;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(job.status).toBe('success');
    const [row] = await restarted.services.db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [
      started.job_id,
    ]);
    expect(row?.attempts).toBe(2);

    const { body: done } = await call<Avatar>(restarted.url, 'GET', `/avatars/get/${avatar.id}`, {
      token: owner.access_token,
    });
    expect(done.image_url).toMatch(/^\/media\//);
    // Exactly the working photo and seven variants remain: the crashed attempt's files were removed.
    const media = await restarted.services.db.query<MediaRow>('SELECT * FROM media WHERE user_id = $1', [
      owner.id,
    ]);
    expect(media).toHaveLength(8);
    for (const file of media) expect(await restarted.services.media.exists(file)).toBe(true);
    expect(await storedKeys()).toEqual(media.map((m) => m.storage_key).sort());
    // Two server starts (tsx loading the whole server) and an avatar job: minutes on a loaded machine.
  }, 240_000);

  it('fails, with a reason, a job interrupted more often than it may be retried', async () => {
    const server = restarted;
    if (!server) throw new Error('the previous test starts the server');
    const id = randomUUID();
    await server.services.db.query(
      `INSERT INTO jobs (id, user_id, avatar_id, type, status, attempts, max_attempts, locked_until)
       VALUES ($1, $2, $3, 'avatar_creation', 'processing', 2, 2, now() - interval '1 second')`,
      [id, owner.id, avatarId],
    );
    server.services.jobs.wake();
    const row = await vi.waitFor(
      async () => {
        const [found] = await server.services.db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [id]);
        if (found?.status === 'processing') throw new Error('the job is still processing');
        return found;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/server stopped while this job was running/);
  }, 120_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRow } from '../src/jobs/queue';
import { type RunningServer, startServer } from '../src/server';
import {
  type IsolatedDatabase,
  type IsolatedStorage,
  isolatedDatabase,
  isolatedStorage,
  newUser,
} from '../src/testing';
import { call, register } from './http';
import { activeAvatar, sendRecording, spokenMessage, waitForJob } from './sessions-fixtures';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dataDir: string;
let child: ChildProcess | undefined;
let server: RunningServer | undefined;
let database: IsolatedDatabase;
let storage: IsolatedStorage;
beforeAll(async () => {
  database = await isolatedDatabase();
  storage = await isolatedStorage();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await server?.close();
  await database?.drop();
  await storage?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JOB_LEASE_SECONDS: '2',
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  ...storage.env,
});

/** Starts the server as `npm start` does, in its own process, and resolves its URL. */
function startProcess(): Promise<{ process: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // One process (node with tsx's loader), so killing it really kills the server.
    const started = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
      cwd: serverRoot,
      env: env(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running on (http:\/\/[^\s]+)/.exec(output)?.[1];
      if (url) resolve({ process: started, url });
    });
    started.on('exit', (code) => reject(new Error(`server process exited with ${code}: ${output}`)));
  });
}

describe('a reply job and a server restart', () => {
  it('resumes the reply after the server process is killed mid-job, without doubling the turns', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-restart-'));
    // Set-up in-process: a coach, an active avatar and a session.
    server = await startServer(env());
    const coach = await register(server.url, newUser());
    const avatarId = await activeAvatar(server, coach.id);
    const created = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatarId },
    });
    const recording = await spokenMessage(server);
    await server.close();
    server = undefined;

    // The message is sent to a server process that is then killed while the reply is being made.
    const first = await startProcess();
    child = first.process;
    const upload = await sendRecording(first.url, coach.access_token, {
      sessionId: created.body.id,
      audio: recording,
    });
    expect(upload.status).toBe(202);
    const replyJob = upload.body.job_id as string;
    await vi.waitFor(
      async () => {
        const { body } = await call<{ status: string }>(first.url, 'GET', `/s_job/${replyJob}`, {
          token: coach.access_token,
        });
        if (body.status !== 'processing') throw new Error(`the reply job is ${body.status}`);
      },
      { timeout: 120_000, interval: 20 },
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    child = undefined;

    // A new server on the same data resumes the job once its lease expires, and finishes the reply.
    server = await startServer(env());
    const [interrupted] = await server.services.db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [
      replyJob,
    ]);
    expect(interrupted?.status).toBe('processing');
    const resumed = await waitForJob(server.url, coach.access_token, replyJob, ['polling_required']);
    expect(resumed.status).toBe('polling_required');
    const done = await waitForJob(server.url, coach.access_token, resumed.job_data.polling_job_id as string, [
      'success',
    ]);
    expect(done.status).toBe('success');
    const [after] = await server.services.db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [replyJob]);
    expect(after?.attempts).toBe(2);
    const session = await call<{ conversation: unknown[]; avatar_videos: number }>(
      server.url,
      'GET',
      `/sessions/get/${created.body.id}`,
      { token: coach.access_token },
    );
    expect(session.body.conversation).toHaveLength(2);
    expect(session.body.avatar_videos).toBe(1);
  }, 120_000);
});

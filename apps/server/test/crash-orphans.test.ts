import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaIdsIn } from '../src/avatars/records';
import { s3Settings } from '../src/config';
import { openDatabase } from '../src/db/database';
import { openMediaBackend } from '../src/media/storage';
import { startServer } from '../src/server';
import {
  type IsolatedDatabase,
  type IsolatedStorage,
  isolatedDatabase,
  isolatedStorage,
  newUser,
} from '../src/testing';
import { call, type Registered, register } from './http';
import { type ServerProcess, startServerProcess } from './server-process';
import { activeAvatar, silentWav } from './sessions-fixtures';

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/images');

let dataDir: string;
let database: IsolatedDatabase;
let storage: IsolatedStorage;
let server: ServerProcess | undefined;

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  PORTAL_DIR: path.join(dataDir, 'no-portal'),
  JOB_LEASE_SECONDS: '1',
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  ...storage.env,
  ...extra,
});

/** The media store of this test's servers (the data folder, or its bucket when `S3_*` are set). */
const mediaBackend = () => openMediaBackend(dataDir, s3Settings({ ...process.env, ...env() }));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-crash-'));
  database = await isolatedDatabase();
  storage = await isolatedStorage();
});
afterAll(async () => {
  await server?.kill();
  await database?.drop();
  await storage?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Stage = 'avatar_creation' | 'voice_cloning' | 'video_reply' | 'video_render';
const STAGES: Stage[] = ['avatar_creation', 'voice_cloning', 'video_reply', 'video_render'];

async function post(url: string, route: string, token: string, form: FormData) {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { job_id?: string; detail?: string };
  if (response.status !== 202) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`);
  return String(body.job_id);
}

/** Reads a job until `ready` says so (a dropped connection or a 404 counts as not yet). */
async function until(
  url: string,
  route: string,
  token: string,
  ready: (job: Record<string, unknown>) => boolean,
) {
  return vi.waitFor(
    async () => {
      const answer = await call<Record<string, unknown>>(url, 'GET', route, { token }).catch(() => undefined);
      if (answer?.status === 200 && ready(answer.body)) return answer.body;
      throw new Error(`${route} never got there: ${JSON.stringify(answer?.body)}`);
    },
    { timeout: 90_000, interval: 25 },
  );
}

/**
 * Media rows no record names and files no row names, read straight from the database and the
 * media store with no server running.
 */
async function orphans(): Promise<{ files: string[]; rows: string[] }> {
  const db = await openDatabase({ databaseUrl: database.url, dataDir });
  try {
    const media = await db.query<{ id: string; storage_key: string }>('SELECT id, storage_key FROM media');
    const named = mediaIdsIn([
      await db.query('SELECT photo_media_id, image_media_id, variant_media_ids FROM avatars'),
      await db.query('SELECT video_media_id, poster_media_id, recording_media_id FROM videos'),
      await db.query('SELECT payload, job_data FROM jobs'),
    ]);
    const keys = new Set(media.map((row) => row.storage_key));
    const files: string[] = [];
    for await (const key of mediaBackend().keys()) if (!keys.has(key)) files.push(key);
    const rows = media.filter((row) => !named.has(row.id)).map((row) => row.id);
    return { files, rows };
  } finally {
    await db.close();
  }
}

// Ten restarts of the server process: about a minute on an idle machine, several on a loaded one.
describe('kill -9 during every job stage, then a restart', () => {
  it('leaves no orphan file and no orphan row', async () => {
    // Set-up in-process: a coach, an active avatar, a session.
    const setup = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', ...env() });
    const coach: Registered = await register(setup.url, newUser('crash'));
    const avatarId = await activeAvatar(setup, coach.id);
    const session = await call<{ id: string }>(setup.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatarId },
    });
    await setup.close();
    const portrait = await readFile(path.join(imagesDir, 'astronaut.png'));
    const token = coach.access_token;
    let replyJob: string | undefined;
    const doomedAvatars: string[] = [];

    for (let kill = 0; kill < 10; kill++) {
      const stage = STAGES[kill % STAGES.length] as Stage;
      server = await startServerProcess(env());
      const { url } = server;
      // A killed avatar creation's avatar is deleted by the coach while its job may be resuming.
      for (const id of doomedAvatars.splice(0)) {
        expect((await call(url, 'DELETE', `/avatars/delete/${id}`, { token })).status).toBe(200);
      }
      let route: string;
      if (stage === 'avatar_creation') {
        const avatar = await call<{ id: string }>(url, 'POST', '/avatars/create_avatar', {
          token,
          json: { avatar_name: `Doomed ${kill}` },
        });
        doomedAvatars.push(avatar.body.id);
        const form = new FormData();
        form.set('avatar_id', avatar.body.id);
        form.set('file', new Blob([portrait], { type: 'image/png' }), 'me.png');
        route = `/avatars/a_job/${await post(url, '/avatars/create_emotional_avatars', token, form)}`;
      } else if (stage === 'voice_cloning') {
        const form = new FormData();
        form.set('avatar_id', avatarId);
        form.set('remove_background_noice', 'true');
        form.set(
          'audio_file',
          new Blob([silentWav(4) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
          'v.wav',
        );
        route = `/avatars/a_job/${await post(url, '/avatars/voice_cloning', token, form)}`;
      } else if (stage === 'video_reply') {
        const form = new FormData();
        form.set('session_id', session.body.id);
        form.set('message_text', `Message number ${kill}: I do not know where to start.`);
        replyJob = await post(url, '/videos/create', token, form);
        route = `/s_job/${replyJob}`;
      } else {
        const reply = await until(
          url,
          `/s_job/${replyJob}`,
          token,
          (job) => job.status !== 'processing' && job.status !== 'pending',
        );
        const renderJob = (reply.job_data as Record<string, unknown>).polling_job_id;
        expect(reply.status).toBe('polling_required');
        route = `/s_job/${String(renderJob)}`;
      }
      await until(url, route, token, (job) => job.status === 'processing' && job.stage !== 'queued');
      await sleep(Math.floor(Math.random() * 400));
      await server.kill();
      server = undefined;
    }

    // The states a crash leaves in the windows the kills above may have missed: a file whose row
    // was never committed, and a saved row whose job died before naming it.
    const media = mediaBackend();
    await media.put(randomUUID(), Buffer.from('half-written upload'));
    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    const lost = randomUUID();
    await media.put(lost, Buffer.from('saved, never named'));
    await db.query(
      `INSERT INTO media (id, user_id, kind, content_type, size_bytes, storage_key, created_at)
       VALUES ($1, $2, 'avatar_variant', 'image/jpeg', 18, $3, now() - interval '1 hour')`,
      [lost, coach.id, lost],
    );
    await db.close();
    const before = await orphans();
    expect(before.files.length + before.rows.length).toBeGreaterThanOrEqual(2);

    // The last restart sweeps at once and every second, with a one-second grace.
    server = await startServerProcess(
      env({ MEDIA_SWEEP_INTERVAL_SECONDS: '1', MEDIA_SWEEP_GRACE_SECONDS: '1' }),
    );
    for (const id of doomedAvatars.splice(0)) {
      expect((await call(server.url, 'DELETE', `/avatars/delete/${id}`, { token })).status).toBe(200);
    }
    const settled = (job: Record<string, unknown>) => ['success', 'failed'].includes(String(job.status));
    const reply = await until(
      server.url,
      `/s_job/${replyJob}`,
      token,
      (job) => settled(job) || job.status === 'polling_required',
    );
    await until(
      server.url,
      `/s_job/${String((reply.job_data as Record<string, unknown>).polling_job_id)}`,
      token,
      settled,
    );
    // Jobs resumed by this server finish; then two sweeps pass their grace.
    await sleep(4000);
    process.kill(server.process.pid as number, 'SIGTERM');
    await new Promise((resolve) => server?.process.once('exit', resolve));
    server = undefined;
    const after = await orphans();
    expect(after.files).toEqual([]);
    expect(after.rows).toEqual([]);
  }, 900_000);
});

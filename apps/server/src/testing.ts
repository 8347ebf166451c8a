import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VoiceProfile } from '@rebond/engine';
import { s3Settings } from './config';

export { MovableClock } from './clock';
export { type IsolatedDatabase, isolatedDatabase } from './isolated-database';

import { isolatedDatabase } from './isolated-database';

import { type RunningServer, type StartOptions, startServer } from './server';

export interface IsolatedStorage {
  /** `S3_BUCKET` for a server of this test, or nothing on the local folder. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * With an S3-compatible server configured (`S3_BUCKET` and the other `S3_*` set, as in CI), a fresh
 * bucket for one test server, so servers side by side never list or delete each other's objects;
 * dropped with everything in it. On the local folder, nothing to do (each data folder is its own).
 */
export async function isolatedStorage(env: NodeJS.ProcessEnv = process.env): Promise<IsolatedStorage> {
  const settings = s3Settings(env);
  if (!settings) return { env: {}, drop: async () => undefined };
  const bucket = `rebond-test-${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  // Loaded only when S3 is configured: the AWS SDK is slow to import.
  const { CreateBucketCommand, DeleteBucketCommand } = await import('@aws-sdk/client-s3');
  const store = new (await import('./media/s3-bucket')).S3Bucket({ ...settings, bucket });
  await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: { S3_BUCKET: bucket },
    async drop() {
      for await (const key of store.keys()) await store.deleteKey(key);
      await store.client.send(new DeleteBucketCommand({ Bucket: bucket }));
      store.client.destroy();
    },
  };
}

/**
 * Starts a real server for a test: a fresh data folder, a free port, and PGlite unless
 * `DATABASE_URL` is set in the environment (CI runs the suite once more against PostgreSQL, each
 * test server in its own schema), media in the data folder unless `S3_*` are set (then in a fresh
 * bucket of that S3-compatible server).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<StartOptions, 'clock'> = {},
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-test-'));
  const database = await isolatedDatabase(env.DATABASE_URL ?? process.env.DATABASE_URL);
  const storage = await isolatedStorage({ ...process.env, ...env });
  const server = await startServer(
    {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // API tests need no portal; this also keeps them apart from a portal build in progress.
      PORTAL_DIR: path.join(dataDir, 'no-portal'),
      // The engine runs on the test's event loop unless a test asks for threads: starting engine
      // threads in every test server would cost more than the tests (test/job-roles.test.ts uses them).
      ENGINE_THREADS: '0',
      ...env,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...storage.env,
    },
    options,
  );
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
      await storage.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A name no other test (or earlier run on a shared PostgreSQL) has used. */
export const uniqueName = (prefix = 'user') => `${prefix}_${randomUUID().slice(0, 8)}`;

/** Registration fields for a fresh user. */
export function newUser(prefix = 'coach') {
  const username = uniqueName(prefix);
  return {
    first_name: 'Test',
    last_name: prefix,
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
  };
}

/** The voice tests and benches give the coach: flite's rms, a voice the avatars never use. */
export const COACH_VOICE = {
  provider: 'local',
  engine: 'flite',
  voice: 'rms',
  rate: 1,
  language: 'english',
  gender: 'male',
  label: 'coach',
} as const satisfies VoiceProfile;

/** Real speech (flite, 16 kHz WAV) of the coach saying `text`. */
export async function spokenMessage(
  server: RunningServer,
  text = 'I feel like you never listen to me, and it really hurts.',
): Promise<Uint8Array> {
  const speech = await server.services.engine.voices.synthesize(text, COACH_VOICE);
  return new Uint8Array(speech.wav);
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import {
  type IsolatedDatabase,
  type IsolatedStorage,
  isolatedDatabase,
  isolatedStorage,
  newUser,
} from '../src/testing';
import { call, type Registered, register } from './http';
import { opusFile } from './ogg-fixture';
import { type ServerProcess, startServerProcess } from './server-process';
import { activeAvatar, sendRecording } from './sessions-fixtures';

let dataDir: string;
let database: IsolatedDatabase;
let storage: IsolatedStorage;
let server: ServerProcess | undefined;
let coach: Registered;
let avatarId: string;
let sessionId: string;

const env = () => ({
  DATA_DIR: dataDir,
  PORTAL_DIR: path.join(dataDir, 'no-portal'),
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  ...storage.env,
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-upload-length-'));
  database = await isolatedDatabase();
  storage = await isolatedStorage();
  // Set-up in-process (an active avatar needs the engine's prepared portrait), then the server
  // under test runs in its own process so that its memory can be read.
  const setup = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', ...env() });
  coach = await register(setup.url, newUser('length'));
  avatarId = await activeAvatar(setup, coach.id);
  const session = await call<{ id: string }>(setup.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatarId },
  });
  sessionId = session.body.id;
  await setup.close();
  server = await startServerProcess(env());
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await database?.drop();
  await storage?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const cloneVoice = async (url: string, audio: Uint8Array) => {
  const form = new FormData();
  form.set('avatar_id', avatarId);
  form.set('remove_background_noice', 'false');
  form.set('audio_file', new Blob([audio as Uint8Array<ArrayBuffer>], { type: 'audio/ogg' }), 'sample.ogg');
  const response = await fetch(`${url}/avatars/voice_cloning`, {
    method: 'POST',
    headers: { authorization: `Bearer ${coach.access_token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { detail?: string } };
};

describe('audio uploads longer than their limit', () => {
  it('refuses a tiny Ogg file declaring 24 hours in under a second, as voice sample and as recording, without the server growing', async () => {
    if (!server) throw new Error('no server');
    const day = opusFile({ packets: 50, declaredSeconds: 24 * 3600 });
    expect(day.byteLength).toBeLessThan(1024);
    // Warm both upload paths with a file that is not audio (415, nothing queued), so that what
    // follows measures the Ogg files, not the first multipart request of a fresh process.
    const notAudio = new TextEncoder().encode('not audio at all');
    expect((await cloneVoice(server.url, notAudio)).status).toBe(415);
    expect((await sendRecording(server.url, coach.access_token, { sessionId, audio: notAudio })).status).toBe(
      415,
    );
    const before = await server.memory();

    let started = performance.now();
    const voice = await cloneVoice(server.url, day);
    const voiceMs = performance.now() - started;
    expect(voice.status).toBe(400);
    expect(voice.body.detail).toMatch(/voice sample is too long/);
    expect(voice.body.detail).toMatch(/limit is 300 s/);

    started = performance.now();
    const recording = await sendRecording(server.url, coach.access_token, {
      sessionId,
      audio: day,
      type: 'audio/ogg',
      name: 'recording.ogg',
    });
    const recordingMs = performance.now() - started;
    expect(recording.status).toBe(400);
    expect(String(recording.body.detail)).toMatch(/recording is too long/);

    const after = await server.memory();
    expect(Math.max(voiceMs, recordingMs)).toBeLessThan(1000);
    expect(after.peak - before.peak).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);

  it('refuses a file whose header says 10 s but which holds 20 minutes, decoding no more than the limit', async () => {
    if (!server) throw new Error('no server');
    const liar = opusFile({ packets: 60_000, declaredSeconds: 10 });
    const before = await server.memory();
    const recording = await sendRecording(server.url, coach.access_token, {
      sessionId,
      audio: liar,
      type: 'audio/ogg',
      name: 'recording.ogg',
    });
    expect(recording.status).toBe(400);
    expect(String(recording.body.detail)).toMatch(/recording is too long: it lasts more than 300 s/);
    const voice = await cloneVoice(server.url, liar);
    expect(voice.status).toBe(400);
    expect(voice.body.detail).toMatch(/voice sample is too long/);
    const after = await server.memory();
    expect(after.peak - before.peak).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});

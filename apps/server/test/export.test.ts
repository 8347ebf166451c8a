import { DEFAULT_PREFERENCES } from '@rebond/sdk';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { sessionConsent, typedReply } from './erasure-scan';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

/** "Download My Data": one zip with a manifest, every category the user owns, media included. */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const download = (token?: string) =>
  fetch(`${server.url}/users/export`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const CATEGORIES = [
  'profile',
  'preferences',
  'consents',
  'avatars',
  'sessions',
  'videos',
  'skill_transcripts',
  'embed_keys',
  'audit_log',
  'media',
];

interface Manifest {
  format: string;
  categories: { name: string; files: string[]; records: number }[];
  files: { path: string; bytes: number }[];
}

describe('GET /users/export', () => {
  let coach: Registered;
  let other: Registered;
  const text = 'I keep thinking about what you said last week.';
  beforeAll(async () => {
    coach = await register(server.url, newUser('export'));
    other = await register(server.url, newUser('other'));
    const token = coach.access_token;
    const avatarId = await activeAvatar(server, coach.id, { name: 'Robert' });
    const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token,
      json: { avatar_id: avatarId, patient_name: 'Jordan' },
    });
    await typedReply(server.url, token, session.body.id, text);
    await sessionConsent(server.url, token, session.body.id);
    const preferences = await call(server.url, 'PUT', '/users/preferences', {
      token,
      json: { ...DEFAULT_PREFERENCES, default_session_duration: 45 },
    });
    expect(preferences.status).toBe(200);
    const transcript = await call(server.url, 'POST', '/skills/transcripts', {
      token,
      json: { title: 'Practice', text: 'Coach: How are you feeling today?\nClient: Tired, honestly.' },
    });
    expect(transcript.status).toBe(201);
    const key = await call(server.url, 'POST', '/embed/keys', {
      token,
      json: { name: 'Clinic website', avatar_ids: [avatarId], allowed_origins: ['https://clinic.example'] },
    });
    expect(key.status).toBe(201);
    // Another user's data must not appear.
    await activeAvatar(server, other.id, { name: 'Someone-else-avatar' });
  }, 240_000);

  it('holds every category, each present and non-empty, with a manifest listing each file', async () => {
    const response = await download(coach.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="rebond-my-data-.*\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Manifest;
    expect(manifest.format).toBe('rebond-export/1');
    expect(manifest.categories.map((category) => category.name)).toEqual(CATEGORIES);
    for (const category of manifest.categories) {
      expect(category.records, category.name).toBeGreaterThan(0);
      expect(category.files.length, category.name).toBeGreaterThan(0);
      for (const file of category.files) {
        expect(files[file], file).toBeDefined();
        expect(files[file]?.byteLength, file).toBeGreaterThan(0);
      }
    }
    const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
    expect(json('profile.json')).toMatchObject({ id: coach.id, username: coach.username });
    expect(JSON.stringify(json('profile.json'))).not.toContain('scrypt');
    expect(json('preferences.json')).toMatchObject({ default_session_duration: 45 });
    expect(json('avatars.json')[0]).toMatchObject({ avatar_name: 'Robert' });
    expect(json('avatars.json')[0].character_profile).toBeTruthy();
    expect(json('sessions.json')[0]).toMatchObject({ patient_name: 'Jordan' });
    expect(JSON.stringify(json('sessions.json')[0].conversation)).toContain(text);
    expect(json('videos.json')[0].video_media_id).toBeTruthy();
    expect(json('skill-transcripts.json')[0].codes.length).toBeGreaterThan(0);
    const embed = json('embed-keys.json');
    expect(embed.keys[0]).toMatchObject({ name: 'Clinic website' });
    expect(embed.keys[0]).not.toHaveProperty('secret_hash');
    expect(json('audit-log.json').map((entry: { action: string }) => entry.action)).toContain('register');
    // Media: the files themselves, decrypted (a PNG photo and an MP4 reply).
    const media = manifest.files;
    expect(media.length).toBeGreaterThanOrEqual(2);
    for (const file of media) expect(files[file.path]?.byteLength, file.path).toBe(file.bytes);
    const png = media.find((file) => file.path.endsWith('.png'));
    expect([...(files[png?.path ?? '']?.subarray(1, 4) ?? [])]).toEqual([0x50, 0x4e, 0x47]);
    // Nothing of the other user.
    const all = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(all).not.toContain(other.id);
    expect(all).not.toContain('Someone-else-avatar');
  });

  it('needs a valid token', async () => {
    const response = await download();
    expect(response.status).toBe(401);
    expect(((await response.json()) as { detail: string }).detail).toBeTruthy();
  });

  it('refuses an export larger than EXPORT_MAX_BYTES with 413 and a detail, before any byte', async () => {
    const small = await startTestServer({ EXPORT_MAX_BYTES: '10' });
    try {
      const user = await register(small.url, newUser('big'));
      await activeAvatar(small, user.id);
      const response = await fetch(`${small.url}/users/export`, {
        headers: { authorization: `Bearer ${user.access_token}` },
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { detail: string }).detail).toMatch(
        /larger than this server exports/,
      );
    } finally {
      await small.close();
    }
  }, 40_000);
});

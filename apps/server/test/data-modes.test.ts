import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, register } from './http';
import { silentWav } from './sessions-fixtures';

let server: RunningServer;
beforeAll(async () => {
  // The subject is the data folder, so media stay in it even when `S3_*` point elsewhere.
  server = await startTestServer({ S3_BUCKET: '' });
});
afterAll(async () => {
  await server?.close();
});

/** Every folder and file under `dir` whose mode lets anyone but the owner in. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const stat = await lstat(dir);
  if ((stat.mode & 0o777) !== 0o700) found.push(`${dir} ${(stat.mode & 0o777).toString(8)}`);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await openToOthers(inner)));
    else if (entry.isFile()) {
      const mode = (await lstat(inner)).mode & 0o777;
      if (mode !== 0o600) found.push(`${inner} ${mode.toString(8)}`);
    }
  }
  return found;
}

describe('the data folder', () => {
  it('is 0700 with every file 0600, the embedded database and media included, after use', async () => {
    const coach = await register(server.url, newUser('modes'));
    const avatar = await call<{ id: string }>(server.url, 'POST', '/avatars/create_avatar', {
      token: coach.access_token,
      json: { avatar_name: 'Private' },
    });
    const form = new FormData();
    form.set('avatar_id', avatar.body.id);
    form.set('remove_background_noice', 'false');
    form.set(
      'audio_file',
      new Blob([silentWav(2) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
      'x.wav',
    );
    const upload = await fetch(`${server.url}/avatars/voice_cloning`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coach.access_token}` },
      body: form,
    });
    expect(upload.status).toBe(202);
    const { dataDir } = server.config;
    expect((await readdir(path.join(dataDir, 'media'))).length).toBeGreaterThan(0);
    if (server.services.db.kind === 'pglite') {
      await server.services.db.query('CHECKPOINT');
      expect((await readdir(path.join(dataDir, 'pgdata'))).length).toBeGreaterThan(0);
    }
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});

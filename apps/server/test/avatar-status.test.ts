import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Avatar, Job, JobStarted } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/images');

let server: RunningServer;
let owner: Registered;

beforeAll(async () => {
  server = await startTestServer();
  owner = await register(server.url, newUser('status'));
});
afterAll(() => server?.close());

const token = () => ({ token: owner.access_token });

async function uploadPhoto(avatarId: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('avatar_id', avatarId);
  form.append(
    'file',
    new Blob([new Uint8Array(await readFile(path.join(imagesDir, file)))], { type: 'image/png' }),
    file,
  );
  const response = await fetch(`${server.url}/avatars/create_emotional_avatars`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.access_token}` },
    body: form,
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as JobStarted).job_id;
}

function settle(jobId: string): Promise<Job> {
  return vi.waitFor(
    async () => {
      const { body } = await call<Job>(server.url, 'GET', `/avatars/a_job/${jobId}`, token());
      if (body.status !== 'success' && body.status !== 'failed')
        throw new Error(`job ${jobId} is ${body.status}`);
      return body;
    },
    { timeout: 120_000, interval: 100 },
  );
}

describe("an avatar's status", () => {
  it('is pending without a photo, failed when its creation job failed, active once a new photo succeeds', async () => {
    const { body: created } = await call<Avatar>(server.url, 'POST', '/avatars/create_avatar', {
      ...token(),
      json: { avatar_name: 'Milo' },
    });
    expect(created.status).toBe('pending');

    // A photo with no human face: the creation job fails, and the avatar says so everywhere.
    const failed = await settle(await uploadPhoto(created.id, 'coffee.png'));
    expect(failed.status).toBe('failed');
    const { body: one } = await call<Avatar>(server.url, 'GET', `/avatars/get/${created.id}`, token());
    expect(one.status).toBe('failed');
    const { body: list } = await call<Avatar[]>(server.url, 'GET', '/avatars/get/by_user', token());
    expect(list.find((avatar) => avatar.id === created.id)?.status).toBe('failed');
    const { body: updated } = await call<Avatar>(server.url, 'PUT', `/avatars/${created.id}`, {
      ...token(),
      json: { character_profile: 'Calm' },
    });
    expect(updated.status).toBe('failed');

    // Retrying with a portrait: pending while it runs (the latest job counts), then active.
    const retry = await uploadPhoto(created.id, 'astronaut.png');
    const { body: running } = await call<Avatar>(server.url, 'GET', `/avatars/get/${created.id}`, token());
    expect(['pending', 'active']).toContain(running.status);
    expect((await settle(retry)).status).toBe('success');
    const { body: active } = await call<Avatar>(server.url, 'GET', `/avatars/get/${created.id}`, token());
    expect(active.status).toBe('active');
  }, 20_000);
});

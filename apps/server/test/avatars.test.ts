import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Avatar, JobStarted } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../src/media/uploads';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { type Answer, call, type Registered, register } from './http';

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/images');

let server: RunningServer;
let owner: Registered;
let stranger: Registered;
let avatar: Avatar;
let portrait: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger, portrait] = await Promise.all([
    register(server.url, newUser('owner')),
    register(server.url, newUser('stranger')),
    readFile(path.join(imagesDir, 'astronaut.png')),
  ]);
  const created = await call<Avatar>(server.url, 'POST', '/avatars/create_avatar', {
    token: owner.access_token,
    json: { avatar_name: 'Anna' },
  });
  avatar = created.body;
});
afterAll(() => server?.close());

/** Sends a multipart form; files are `[bytes, file name, declared type]`. */
async function upload<T = Record<string, unknown>>(
  route: string,
  token: string,
  fields: Record<string, string | [Uint8Array, string, string]>,
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value[0])], { type: value[2] }), value[1]);
  }
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** A buffer of `size` bytes that starts like a file of the given kind. */
function filled(size: number, header: number[]): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  return bytes;
}
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OGG_HEADER = [0x4f, 0x67, 0x67, 0x53];

describe('avatar records', () => {
  it('creates an avatar that is pending: no image, no variants, no voice', () => {
    expect(avatar).toMatchObject({
      avatar_name: 'Anna',
      image_url: null,
      character_profile: null,
      heygen_avatar_ids: {},
      variant_urls: {},
      group_id: null,
      voice_id: null,
    });
  });

  it('lists, reads and updates only the caller’s own avatars', async () => {
    const profile = JSON.stringify({ name: 'Anna', age: '42' });
    const updated = await call<Avatar>(server.url, 'PUT', `/avatars/${avatar.id}`, {
      token: owner.access_token,
      json: { character_profile: profile },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.character_profile).toBe(profile);

    const mine = await call<Avatar[]>(server.url, 'GET', '/avatars/get/by_user', {
      token: owner.access_token,
    });
    expect(mine.body.map((a) => a.id)).toContain(avatar.id);
    const theirs = await call<Avatar[]>(server.url, 'GET', '/avatars/get/by_user', {
      token: stranger.access_token,
    });
    expect(theirs.body).toEqual([]);
  });

  it('answers 404 "Avatar not found" for another user’s avatar on every avatar route', async () => {
    const token = stranger.access_token;
    const answers = await Promise.all([
      call(server.url, 'GET', `/avatars/get/${avatar.id}`, { token }),
      call(server.url, 'PUT', `/avatars/${avatar.id}`, { token, json: { character_profile: 'x' } }),
      call(server.url, 'DELETE', `/avatars/delete/${avatar.id}`, { token }),
      upload('/avatars/create_emotional_avatars', token, {
        avatar_id: avatar.id,
        file: [portrait, 'me.png', 'image/png'],
      }),
      upload('/avatars/voice_cloning', token, {
        avatar_id: avatar.id,
        audio_file: [filled(64, OGG_HEADER), 'voice.ogg', 'audio/ogg'],
      }),
      call(server.url, 'POST', '/avatars/generate_voice_preview', {
        token,
        json: { avatar_id: avatar.id, voice_description: 'warm', language: 'english' },
      }),
      call(server.url, 'POST', '/avatars/create_voice_from_preview', {
        token,
        json: { avatar_id: avatar.id, generated_voice_id: 'local-x', voice_description: 'warm' },
      }),
    ]);
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 404, body: { detail: 'Avatar not found' } });
    const still = await call<Avatar>(server.url, 'GET', `/avatars/get/${avatar.id}`, {
      token: owner.access_token,
    });
    expect(still.body.character_profile).not.toBe('x');
  });

  it('answers 404 for another user’s job, a missing avatar and a malformed id', async () => {
    const job = await call<JobStarted>(server.url, 'POST', '/avatars/generate_voice_preview', {
      token: owner.access_token,
      json: { avatar_id: avatar.id, voice_description: 'a calm, low male voice', language: 'english' },
    });
    expect(job.status).toBe(202);
    const mine = await call(server.url, 'GET', `/avatars/a_job/${job.body.job_id}?page=1&offset=0`, {
      token: owner.access_token,
    });
    expect(mine.status).toBe(200);
    const theirs = await call(server.url, 'GET', `/avatars/a_job/${job.body.job_id}`, {
      token: stranger.access_token,
    });
    expect(theirs).toMatchObject({ status: 404, body: { detail: 'Job not found' } });
    const missing = await call(server.url, 'GET', `/avatars/get/${crypto.randomUUID()}`, {
      token: owner.access_token,
    });
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Avatar not found' } });
    const malformed = await call(server.url, 'GET', '/avatars/get/not-an-id', { token: owner.access_token });
    expect(malformed.status).toBe(404);
  });

  it('requires a signed-in caller', async () => {
    const answer = await call(server.url, 'GET', '/avatars/get/by_user');
    expect(answer.status).toBe(401);
  });

  it('validates bodies with a clear detail', async () => {
    const token = owner.access_token;
    const noName = await call(server.url, 'POST', '/avatars/create_avatar', {
      token,
      json: { avatar_name: '  ' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.detail).toMatch(/avatar_name/);
    const blank = await call(server.url, 'PUT', `/avatars/${avatar.id}`, {
      token,
      json: { character_profile: '' },
    });
    expect(blank.status).toBe(400);
    const language = await call(server.url, 'POST', '/avatars/generate_voice_preview', {
      token,
      json: { avatar_id: avatar.id, voice_description: 'warm', language: 'french' },
    });
    expect(language.status).toBe(400);
    expect(language.body.detail).toMatch(/language/);
    const badJob = await call(server.url, 'GET', `/avatars/a_job/${avatar.id}?page=abc`, { token });
    expect(badJob.status).toBe(400);
  });
});

describe('uploads', () => {
  it('refuses a PNG renamed .webm as a voice sample (415), by content', async () => {
    const answer = await upload('/avatars/voice_cloning', owner.access_token, {
      avatar_id: avatar.id,
      audio_file: [portrait, 'voice.webm', 'audio/webm'],
    });
    expect(answer.status).toBe(415);
    expect(answer.body.detail).toMatch(/not an MP3, WAV, M4A, WebM or Ogg audio file/);
  });

  it('refuses a sound file as a photo (415)', async () => {
    const answer = await upload('/avatars/create_emotional_avatars', owner.access_token, {
      avatar_id: avatar.id,
      file: [filled(64, OGG_HEADER), 'me.png', 'image/png'],
    });
    expect(answer.status).toBe(415);
    expect(answer.body.detail).toMatch(/JPG, PNG, GIF or WebP/);
  });

  it('answers 413 one byte over each limit', async () => {
    const image = await upload('/avatars/create_emotional_avatars', owner.access_token, {
      avatar_id: avatar.id,
      file: [filled(UPLOAD_LIMITS.image + 1, PNG_HEADER), 'big.png', 'image/png'],
    });
    expect(image.status).toBe(413);
    expect(image.body.detail).toMatch(/10 MB/);
    const audio = await upload('/avatars/voice_cloning', owner.access_token, {
      avatar_id: avatar.id,
      audio_file: [filled(UPLOAD_LIMITS.audio + 1, OGG_HEADER), 'big.ogg', 'audio/ogg'],
    });
    expect(audio.status).toBe(413);
    expect(audio.body.detail).toMatch(/25 MB/);
  }, 20_000);

  it('accepts a file of exactly the limit', async () => {
    const answer = await upload<JobStarted>('/avatars/create_emotional_avatars', owner.access_token, {
      avatar_id: avatar.id,
      file: [filled(UPLOAD_LIMITS.image, PNG_HEADER), 'exact.png', 'image/png'],
    });
    expect(answer.status).toBe(202);
    expect(answer.body.status).toBe('processing');
  });

  it('refuses a missing file, a wrong field name, a bad avatar id and a non-multipart body', async () => {
    const token = owner.access_token;
    const missing = await upload('/avatars/create_emotional_avatars', token, { avatar_id: avatar.id });
    expect(missing).toMatchObject({ status: 400, body: { detail: 'file: a file is required' } });
    const wrongField = await upload('/avatars/voice_cloning', token, {
      avatar_id: avatar.id,
      file: [filled(64, OGG_HEADER), 'voice.ogg', 'audio/ogg'],
    });
    expect(wrongField).toMatchObject({ status: 400, body: { detail: 'audio_file: a file is required' } });
    const badId = await upload('/avatars/create_emotional_avatars', token, {
      avatar_id: 'nope',
      file: [portrait, 'me.png', 'image/png'],
    });
    expect(badId.status).toBe(400);
    expect(badId.body.detail).toMatch(/avatar_id/);
    const badFlag = await upload('/avatars/voice_cloning', token, {
      avatar_id: avatar.id,
      remove_background_noice: 'maybe',
      audio_file: [filled(64, OGG_HEADER), 'voice.ogg', 'audio/ogg'],
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.detail).toMatch(/remove_background_noice/);
    const json = await call(server.url, 'POST', '/avatars/create_emotional_avatars', {
      token,
      json: { avatar_id: avatar.id },
    });
    expect(json.status).toBe(415);
  });
});

describe('the OpenAPI document', () => {
  it('lists every avatar call, with the multipart fields', async () => {
    const answer = await call<{
      paths: Record<string, Record<string, { operationId: string; requestBody?: any }>>;
    }>(server.url, 'GET', '/openapi.json');
    const operations = Object.values(answer.body.paths)
      .flatMap((methods) => Object.values(methods))
      .map((operation) => operation.operationId);
    for (const name of [
      'createAvatar',
      'listAvatars',
      'getAvatar',
      'updateAvatar',
      'deleteAvatar',
      'createEmotionalAvatars',
      'cloneVoice',
      'generateVoicePreview',
      'createVoiceFromPreview',
      'getAvatarJob',
    ]) {
      expect(operations).toContain(name);
    }
    const clone = answer.body.paths['/avatars/voice_cloning']?.post?.requestBody;
    expect(Object.keys(clone.content['multipart/form-data'].schema.properties)).toEqual([
      'avatar_id',
      'remove_background_noice',
      'audio_file',
    ]);
    expect(clone.content['multipart/form-data'].schema.properties.audio_file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});

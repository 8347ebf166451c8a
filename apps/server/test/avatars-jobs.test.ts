import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalVoiceProfile } from '@rebond/engine';
import { AVATAR_VARIANT_EMOTIONS, type Avatar, type Job, type JobStarted } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaRow } from '../src/media/storage';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { type Answer, call, type Registered, register } from './http';

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/images');

let server: RunningServer;
let owner: Registered;
let avatar: Avatar;
let portrait: Buffer;
let speech: Buffer;

const speaker: LocalVoiceProfile = {
  provider: 'local',
  engine: 'flite',
  voice: 'awb',
  pitchHz: 110,
  rate: 1,
  language: 'english',
  gender: 'male',
  label: 'Sample speaker',
};

beforeAll(async () => {
  server = await startTestServer();
  [owner, portrait] = await Promise.all([
    register(server.url, newUser('owner')),
    readFile(path.join(imagesDir, 'astronaut.png')),
  ]);
  speech = (
    await server.services.engine.voices.synthesize(
      'This is a recording of my voice, so that the avatar can speak a little bit like me when we practise.',
      speaker,
    )
  ).wav;
  avatar = (
    await call<Avatar>(server.url, 'POST', '/avatars/create_avatar', {
      token: owner.access_token,
      json: { avatar_name: 'Anna' },
    })
  ).body;
});
afterAll(() => server?.close());

async function upload(
  route: string,
  fields: Record<string, string | [Uint8Array, string, string]>,
): Promise<Answer<JobStarted>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value[0])], { type: value[2] }), value[1]);
  }
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.access_token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as JobStarted, headers: response.headers };
}

/** Polls the job through the API until it ends; returns it and every progress value seen. */
async function settle(jobId: string): Promise<{ job: Job; seen: { progress: number; stage: string }[] }> {
  const seen: { progress: number; stage: string }[] = [];
  const job = await vi.waitFor(
    async () => {
      const { body } = await call<Job>(server.url, 'GET', `/avatars/a_job/${jobId}?page=1&offset=0`, {
        token: owner.access_token,
      });
      seen.push({ progress: body.progress, stage: body.stage ?? '' });
      if (body.status !== 'success' && body.status !== 'failed')
        throw new Error(`job ${jobId} is ${body.status}`);
      return body;
    },
    { timeout: 90_000, interval: 50 },
  );
  return { job, seen };
}

const getAvatar = async () =>
  (await call<Avatar>(server.url, 'GET', `/avatars/get/${avatar.id}`, { token: owner.access_token })).body;

const mediaRows = (ids: string[]) =>
  server.services.db.query<MediaRow>('SELECT * FROM media WHERE id = ANY($1::uuid[])', [ids]);

const mediaIdOf = (url: string) => /\/media\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '';

describe('avatar creation job', () => {
  let first: Avatar;

  it('turns the portrait into an active avatar, stage by stage, with seven emotional variants', async () => {
    const started = await upload('/avatars/create_emotional_avatars', {
      avatar_id: avatar.id,
      file: [portrait, 'me.png', 'image/png'],
    });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('processing');
    const { job, seen } = await settle(started.body.job_id);
    expect(job).toMatchObject({ status: 'success', progress: 100, type: 'avatar_creation', error: null });
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress.filter((p) => p > 0 && p < 100)).size).toBeGreaterThanOrEqual(2);
    expect(job.job_data.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    expect(Object.keys(job.job_data.variant_urls as object).sort()).toEqual(
      [...AVATAR_VARIANT_EMOTIONS].sort(),
    );
    expect(job.job_data).not.toHaveProperty('partial_media_ids');

    first = await getAvatar();
    expect(first.image_url).toMatch(/^\/media\//);
    expect(Object.keys(first.heygen_avatar_ids).sort()).toEqual([...AVATAR_VARIANT_EMOTIONS].sort());
    expect(Object.keys(first.variant_urls).sort()).toEqual([...AVATAR_VARIANT_EMOTIONS].sort());
    const image = await fetch(`${server.url}${first.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const sad = await fetch(`${server.url}${first.variant_urls.sadness}`);
    expect(new Uint8Array(await sad.arrayBuffer()).subarray(0, 3)).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
  }, 30_000);

  it('serves the media only through signed URLs: no guessable path', async () => {
    const id = mediaIdOf(first.image_url ?? '');
    expect((await fetch(`${server.url}/media/${id}`)).status).toBe(403);
    const forged = (first.image_url ?? '').replace(/sig=[^&]+/, 'sig=forged');
    expect((await fetch(`${server.url}${forged}`)).status).toBe(403);
  });

  it('fails a photo without a human face with the reason the wizard shows, and keeps the avatar as it was', async () => {
    const cat = await readFile(path.join(imagesDir, 'chelsea.png'));
    const started = await upload('/avatars/create_emotional_avatars', {
      avatar_id: avatar.id,
      file: [cat, 'cat.png', 'image/png'],
    });
    const { job } = await settle(started.body.job_id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/No face was found in the photo/);
    expect(job.job_data.error_message).toBe(job.error);
    expect((await getAvatar()).image_url?.split('?')[0]).toBe(first.image_url?.split('?')[0]);
  });

  it('a re-upload (Retry Avatar) replaces the old image and variants and deletes their files', async () => {
    const [photo] = await server.services.db.query<{ photo_media_id: string }>(
      'SELECT photo_media_id FROM avatars WHERE id = $1',
      [avatar.id],
    );
    const oldIds = [
      ...new Set([first.image_url ?? '', ...Object.values(first.variant_urls)].map(mediaIdOf)),
      photo?.photo_media_id ?? '',
    ];
    expect(first.image_url?.split('?')[0]).toBe(first.variant_urls.normal?.split('?')[0]);
    const oldRows = await mediaRows(oldIds);
    expect(oldRows).toHaveLength(1 + 7);
    const started = await upload('/avatars/create_emotional_avatars', {
      avatar_id: avatar.id,
      file: [portrait, 'me-again.png', 'image/png'],
    });
    expect((await settle(started.body.job_id)).job.status).toBe('success');
    const next = await getAvatar();
    expect(mediaIdOf(next.image_url ?? '')).not.toBe(mediaIdOf(first.image_url ?? ''));
    expect(await mediaRows(oldIds)).toEqual([]);
    for (const row of oldRows) expect(await server.services.media.exists(row)).toBe(false);
  });
});

describe('voice jobs', () => {
  it('clones a voice from a sample, removing background noise by default, and says what it did', async () => {
    const started = await upload('/avatars/voice_cloning', {
      avatar_id: avatar.id,
      audio_file: [speech, 'recording.wav', 'audio/wav'],
    });
    expect(started.status).toBe(202);
    const { job, seen } = await settle(started.body.job_id);
    expect(job).toMatchObject({ status: 'success', type: 'voice_cloning' });
    expect(seen.map((s) => s.stage)).toContain('removing_background_noise');
    expect(job.job_data).toMatchObject({
      remove_background_noise: true,
      background_noise_removed: true,
      voice_provider: 'local',
    });
    expect(job.job_data.note).toMatch(/not a clone/);
    expect((await getAvatar()).voice_id).toBe(job.job_data.voice_id);
  }, 20_000);

  it('honours remove_background_noice=false', async () => {
    const started = await upload('/avatars/voice_cloning', {
      avatar_id: avatar.id,
      remove_background_noice: 'false',
      audio_file: [speech, 'recording.wav', 'audio/wav'],
    });
    const { job, seen } = await settle(started.body.job_id);
    expect(job.status).toBe('success');
    expect(seen.map((s) => s.stage)).not.toContain('removing_background_noise');
    expect(job.job_data).toMatchObject({ remove_background_noise: false, background_noise_removed: false });
  });

  it('fails a silent sample with a reason', async () => {
    const quiet = new Uint8Array(speech);
    quiet.fill(0, 44);
    const started = await upload('/avatars/voice_cloning', {
      avatar_id: avatar.id,
      audio_file: [quiet, 'silence.wav', 'audio/wav'],
    });
    const { job } = await settle(started.body.job_id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/No clear speech/);
  }, 20_000);

  it('generates three playable previews, then creates the avatar voice from the chosen one', async () => {
    const started = await call<JobStarted>(server.url, 'POST', '/avatars/generate_voice_preview', {
      token: owner.access_token,
      json: {
        avatar_id: avatar.id,
        voice_description: 'a warm, calm woman in her forties',
        language: 'english',
      },
    });
    expect(started.status).toBe(202);
    const { job } = await settle(started.body.job_id);
    expect(job.status).toBe('success');
    const previews = job.job_data.previews ?? [];
    expect(previews).toHaveLength(3);
    expect(new Set(previews.map((p) => p.generated_voice_id)).size).toBe(3);
    for (const preview of previews) {
      const audio = await fetch(`${server.url}${preview.preview_url}`);
      expect(audio.headers.get('content-type')).toBe('audio/wav');
      expect(
        Buffer.from(await audio.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('RIFF');
    }

    const chosen = previews[1]?.generated_voice_id ?? '';
    const created = await call<JobStarted>(server.url, 'POST', '/avatars/create_voice_from_preview', {
      token: owner.access_token,
      json: { avatar_id: avatar.id, generated_voice_id: chosen, voice_description: 'a warm, calm woman' },
    });
    expect(created.status).toBe(202);
    const voiceJob = (await settle(created.body.job_id)).job;
    expect(voiceJob).toMatchObject({ status: 'success', type: 'voice_from_preview' });
    expect((await getAvatar()).voice_id).toBe(voiceJob.job_data.voice_id);
    const [row] = await server.services.db.query<{ voice_profile: { label: string } }>(
      'SELECT voice_profile FROM avatars WHERE id = $1',
      [avatar.id],
    );
    expect(row?.voice_profile.label).toBe(voiceJob.job_data.voice_label);
  }, 20_000);

  it('fails an unknown preview id with a reason', async () => {
    const created = await call<JobStarted>(server.url, 'POST', '/avatars/create_voice_from_preview', {
      token: owner.access_token,
      json: { avatar_id: avatar.id, generated_voice_id: 'made-up', voice_description: 'x' },
    });
    const { job } = await settle(created.body.job_id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/not known/);
  });
});

describe('deleting an avatar', () => {
  it('deletes the avatar, its jobs, and every media file it had (images, variants, previews)', async () => {
    const rows = await server.services.db.query<MediaRow>('SELECT * FROM media WHERE user_id = $1', [
      owner.id,
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(1 + 7 + 3);
    const deleted = await call(server.url, 'DELETE', `/avatars/delete/${avatar.id}`, {
      token: owner.access_token,
    });
    expect(deleted).toMatchObject({ status: 200, body: { detail: 'Avatar deleted' } });
    expect(await server.services.db.query('SELECT id FROM media WHERE user_id = $1', [owner.id])).toEqual([]);
    for (const row of rows) expect(await server.services.media.exists(row)).toBe(false);
    expect(await server.services.db.query('SELECT id FROM jobs WHERE avatar_id = $1', [avatar.id])).toEqual(
      [],
    );
    const again = await call(server.url, 'GET', `/avatars/get/${avatar.id}`, { token: owner.access_token });
    expect(again.status).toBe(404);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newUser, startTestServer } from '@rebond/server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AVATAR_JOB_POLLING,
  AVATAR_MONITOR_POLLING,
  AVATAR_VOICE_POLLING,
  type Avatar,
  AvatarJobError,
  avatarStatus,
  creationTimeRemaining,
  formatUserMessage,
  type Job,
  jobPartStatus,
  monitorAvatarJobs,
  NotFoundError,
  PayloadTooLargeError,
  pollAvatarJob,
  pollAvatarVoiceCreation,
  pollVoiceClone,
  pollVoiceGeneration,
  RebondClient,
  toUserMessage,
  VOICE_CLONE_POLLING,
  VOICE_GENERATION_POLLING,
} from '../src';

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/images');

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let client: RebondClient;
let avatar: Avatar;
let portrait: Blob;
/** Real answers of the real server, replayed by the timing tests. */
let finishedJob: Job;
let failedJob: Job;

beforeAll(async () => {
  server = await startTestServer();
  client = new RebondClient({ baseUrl: server.url });
  await client.auth.register(newUser('sdkavatar'));
  portrait = new Blob([new Uint8Array(await readFile(path.join(imagesDir, 'astronaut.png')))], {
    type: 'image/png',
  });
  avatar = await client.avatars.createAvatar({ avatar_name: 'Marta' });
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('the avatars resource against the server', () => {
  it('creates, lists, reads and updates an avatar; a new one is pending', async () => {
    expect(avatarStatus(avatar)).toBe('pending');
    const profile = JSON.stringify({ name: 'Marta', age: '51' });
    const updated = await client.avatars.update(avatar.id, { character_profile: profile });
    expect(updated.character_profile).toBe(profile);
    expect((await client.avatars.list()).map((a) => a.id)).toContain(avatar.id);
    expect((await client.avatars.get(avatar.id)).avatar_name).toBe('Marta');
  });

  it('uploads the photo and polls the creation job to an active avatar, reporting progress', async () => {
    const started = await client.avatars.createEmotionalAvatars(avatar.id, portrait, {
      fileName: 'marta.png',
    });
    const seen: number[] = [];
    finishedJob = await pollAvatarJob(client, started.job_id, {
      onProgress: (job) => seen.push(job.progress),
    });
    expect(finishedJob.status).toBe('success');
    expect(seen.at(-1)).toBe(100);
    const active = await client.avatars.get(avatar.id);
    expect(avatarStatus(active)).toBe('active');
    const image = await fetch(client.avatars.mediaUrl(active.image_url ?? ''));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  }, 20_000);

  it('rejects a failed creation with the engine’s reason, which the wizard shows', async () => {
    const cat = new Blob([new Uint8Array(await readFile(path.join(imagesDir, 'chelsea.png')))]);
    const started = await client.avatars.createEmotionalAvatars(avatar.id, cat, { fileName: 'cat.png' });
    const error = await pollAvatarJob(client, started.job_id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AvatarJobError);
    const failure = error as AvatarJobError;
    failedJob = failure.job as Job;
    expect(failure.reason).toBe('failed');
    expect(failure.message).toMatch(/No face was found in the photo/);
    expect(toUserMessage(failure, 'avatarRetry')).toEqual({ kind: 'detail', text: failure.message });
  });

  it('clones a voice from a recording and sets it on the avatar', async () => {
    const speech = await server.services.engine.voices.synthesize(
      'Hello, this is my own voice, recorded so that my avatar can sound a little like me.',
      {
        provider: 'local',
        engine: 'flite',
        voice: 'slt',
        pitchHz: 200,
        rate: 1,
        language: 'english',
        gender: 'female',
        label: 'sample',
      },
    );
    const started = await client.avatars.cloneVoice(avatar.id, new Blob([new Uint8Array(speech.wav)]), {
      removeBackgroundNoise: false,
    });
    const job = await pollVoiceClone(client, started.job_id);
    expect(job.job_data).toMatchObject({ remove_background_noise: false, voice_provider: 'local' });
    expect((await client.avatars.get(avatar.id)).voice_id).toBe(job.job_data.voice_id);
  }, 20_000);

  it('generates three previews, then creates the avatar voice from one', async () => {
    const started = await client.avatars.generateVoicePreview({
      avatar_id: avatar.id,
      voice_description: 'an energetic young man',
      language: 'english',
    });
    const job = await pollVoiceGeneration(client, started.job_id, { polling: { intervalMs: 500 } });
    const previews = job.job_data.previews ?? [];
    expect(previews).toHaveLength(3);
    const audio = await fetch(client.avatars.mediaUrl(previews[0]?.preview_url ?? ''));
    expect(audio.status).toBe(200);
    const voice = await client.avatars.createVoiceFromPreview({
      avatar_id: avatar.id,
      generated_voice_id: previews[0]?.generated_voice_id ?? '',
      voice_description: 'an energetic young man',
    });
    const done = await pollAvatarVoiceCreation(client, voice.job_id);
    expect((await client.avatars.get(avatar.id)).voice_id).toBe(done.job_data.voice_id);
  }, 20_000);

  it('maps a refused upload and another user’s avatar to typed errors', async () => {
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const error = await client.avatars.createEmotionalAvatars(avatar.id, new Blob([tooBig])).catch((e) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(formatUserMessage(toUserMessage(error, 'avatarUpload'))).toMatch(/10 MB/);

    const other = new RebondClient({ baseUrl: server.url });
    await other.auth.register(newUser('sdkother'));
    await expect(other.avatars.get(avatar.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.avatars.getJob(finishedJob.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('monitors the creation and voice jobs together until both have ended', async () => {
    const updates: number[] = [];
    const state = await monitorAvatarJobs(
      client,
      { avatarJobId: finishedJob.id, voiceJobId: failedJob.id },
      { onUpdate: (s) => updates.push(s.percent) },
    );
    expect(state).toMatchObject({ done: true, failed: true, percent: 100 });
    expect(jobPartStatus(state.avatarJob)).toBe('completed');
    expect(jobPartStatus(state.voiceJob)).toBe('failed');
    expect(jobPartStatus(undefined)).toBe('skipped');
    expect(updates).toEqual([100]);
  });

  it('deletes the avatar', async () => {
    const gone = await client.avatars.createAvatar({ avatar_name: 'Temporary' });
    expect(await client.avatars.delete(gone.id)).toEqual({ detail: 'Avatar deleted' });
    await expect(client.avatars.get(gone.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

/** A client whose network replays one real job answer (with `status` overridden), counting reads. */
function replaying(job: Job, status: string) {
  const reads: number[] = [];
  const fetch: typeof globalThis.fetch = async () => {
    reads.push(Date.now());
    return new Response(JSON.stringify({ ...job, status }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { reads, client: new RebondClient({ baseUrl: 'http://api.test', fetch }) };
}

describe('poller timing and messages (spec section 9, fake timers)', () => {
  const cases = [
    {
      name: 'avatar job',
      run: pollAvatarJob,
      rule: AVATAR_JOB_POLLING,
      expected: { intervalMs: 2000, maxAttempts: 30 },
      timeout: 'avatarJobTimedOut',
      failed: 'No face was found',
    },
    {
      name: 'voice generation',
      run: pollVoiceGeneration,
      rule: VOICE_GENERATION_POLLING,
      expected: { intervalMs: 4000, maxAttempts: 60 },
      timeout: 'Voice generation timed out.',
      failed: 'No face was found',
    },
    {
      name: 'recorded voice clone',
      run: pollVoiceClone,
      rule: VOICE_CLONE_POLLING,
      expected: { intervalMs: 2000, maxAttempts: 60 },
      timeout: 'Timed out waiting for voice cloning.',
      failed: 'Voice cloning failed.',
    },
    {
      name: 'avatar voice creation',
      run: pollAvatarVoiceCreation,
      rule: AVATAR_VOICE_POLLING,
      expected: { intervalMs: 2000, maxAttempts: 60 },
      timeout: 'Timed out waiting for avatar voice creation.',
      failed: 'Avatar voice creation failed.',
    },
  ] as const;

  for (const c of cases) {
    it(`${c.name}: reads every ${c.expected.intervalMs / 1000} s, ${c.expected.maxAttempts} times, then times out`, async () => {
      expect(c.rule).toEqual(c.expected);
      vi.useFakeTimers();
      const { reads, client: replay } = replaying(finishedJob, 'processing');
      const outcome = c.run(replay, finishedJob.id).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(c.expected.intervalMs - 1);
      expect(reads).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(reads).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(c.expected.intervalMs * c.expected.maxAttempts);
      const error = (await outcome) as AvatarJobError;
      expect(reads).toHaveLength(c.expected.maxAttempts);
      expect(error).toBeInstanceOf(AvatarJobError);
      expect(error.reason).toBe('timeout');
      if (c.name === 'avatar job') expect(error.userMessage).toEqual({ kind: 'message', key: c.timeout });
      else expect(error.message).toBe(c.timeout);
    }, 20_000);

    it(`${c.name}: maps a failed job to its section 8 message`, async () => {
      const { client: replay } = replaying(failedJob, 'failed');
      const error = (await c.run(replay, failedJob.id).catch((e: unknown) => e)) as AvatarJobError;
      expect(error.reason).toBe('failed');
      expect(error.message).toMatch(c.failed);
    });
  }

  it('voice generation shows "Voice generation failed." when the server gave no reason', async () => {
    const { client: replay } = replaying({ ...failedJob, error: null, job_data: {} }, 'FAILED');
    const error = (await pollVoiceGeneration(replay, failedJob.id).catch(
      (e: unknown) => e,
    )) as AvatarJobError;
    expect(error.userMessage).toEqual({ kind: 'message', key: 'voiceGenerationFailed' });
    expect(error.message).toBe('Voice generation failed.');
  });

  it('stops at once when its signal aborts, and rejects with the signal’s reason', async () => {
    vi.useFakeTimers();
    const { reads, client: replay } = replaying(finishedJob, 'processing');
    const controller = new AbortController();
    const outcome = pollVoiceClone(replay, finishedJob.id, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(reads).toHaveLength(2);
    controller.abort(new Error('left the wizard'));
    expect(((await outcome) as Error).message).toBe('left the wizard');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reads).toHaveLength(2);
  });

  it('monitoring reads every 6 s and says "Error occurred while checking status" when a read fails', async () => {
    expect(AVATAR_MONITOR_POLLING.intervalMs).toBe(6000);
    vi.useFakeTimers();
    const { reads, client: replay } = replaying(finishedJob, 'processing');
    const controller = new AbortController();
    const outcome = monitorAvatarJobs(
      replay,
      { avatarJobId: finishedJob.id },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5999);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveLength(2);
    controller.abort(new Error('closed'));
    expect(((await outcome) as Error).message).toBe('closed');
    vi.useRealTimers();

    const broken = new RebondClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response(JSON.stringify({ detail: 'Internal server error' }), { status: 500 }),
    });
    const error = (await monitorAvatarJobs(broken, { avatarJobId: finishedJob.id }).catch(
      (e: unknown) => e,
    )) as AvatarJobError;
    expect(error.message).toBe('Error occurred while checking status');
    expect(toUserMessage(error, 'generic')).toEqual({ kind: 'message', key: 'avatarStatusCheckFailed' });
  });

  it('estimates the time remaining from the overall percent (spec section 2)', () => {
    expect(creationTimeRemaining(10)).toEqual({ minMinutes: 8, maxMinutes: 10 });
    expect(creationTimeRemaining(20)).toEqual({ minMinutes: 5, maxMinutes: 7 });
    expect(creationTimeRemaining(79)).toEqual({ minMinutes: 2, maxMinutes: 4 });
    expect(creationTimeRemaining(80)).toEqual({ minMinutes: 1, maxMinutes: 2 });
  });

  it('derives the avatar status from image_url or any emotional id', () => {
    expect(avatarStatus({ image_url: null, heygen_avatar_ids: {} })).toBe('pending');
    expect(avatarStatus({ image_url: null, heygen_avatar_ids: { sadness: '' } })).toBe('pending');
    expect(avatarStatus({ image_url: null, heygen_avatar_ids: { sadness: 'look-1' } })).toBe('active');
    expect(avatarStatus({ image_url: '/media/x', heygen_avatar_ids: {} })).toBe('active');
  });
});

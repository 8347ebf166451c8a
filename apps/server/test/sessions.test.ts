import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRow } from '../src/media/storage';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import {
  activeAvatar,
  pendingAvatar,
  sendRecording,
  silentWav,
  spokenMessage,
  waitForJob,
} from './sessions-fixtures';

let server: RunningServer;
let coach: Registered;
let stranger: Registered;
let avatarId: string;

beforeAll(async () => {
  server = await startTestServer();
  [coach, stranger] = await Promise.all([register(server.url, newUser()), register(server.url, newUser())]);
  avatarId = await activeAvatar(server, coach.id);
});
afterAll(() => server?.close());

const as = (user: Registered) => ({ token: user.access_token });
const createSession = (user: Registered, json: unknown) =>
  call<Record<string, unknown>>(server.url, 'POST', '/sessions/create', { ...as(user), json });
const close = (user: Registered, id: string) =>
  call<Record<string, unknown>>(server.url, 'PUT', `/sessions/close/${id}`, as(user));

/** A fresh coach with an active avatar, for tests that need their own active-session slot. */
async function freshCoach() {
  const user = await register(server.url, newUser());
  return { user, avatar: await activeAvatar(server, user.id) };
}

const mediaRow = async (id: string) => {
  const [row] = await server.services.db.query<MediaRow>('SELECT * FROM media WHERE id = $1', [id]);
  return row;
};

describe('creating a session', () => {
  it('refuses bad input with 400 and a detail', async () => {
    const missing = await createSession(coach, { dynamic_session: true });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/avatar_id/);
    const scenario = await createSession(coach, { avatar_id: avatarId, dynamic_session: false });
    expect(scenario.status).toBe(400);
    expect(scenario.body.detail).toMatch(/scenario prompt/);
    const emotion = await createSession(coach, { avatar_id: avatarId, emotion: 'rage' });
    expect(emotion.status).toBe(400);
    expect(emotion.body.detail).toMatch(/emotion/);
  });

  it("answers 404 for an unknown avatar and for another user's avatar", async () => {
    const unknown = await createSession(coach, { avatar_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Avatar not found' } });
    const theirs = await createSession(stranger, { avatar_id: avatarId });
    expect(theirs).toMatchObject({ status: 404, body: { detail: 'Avatar not found' } });
  });

  it("refuses an avatar whose creation is not finished with 403 'Avatar creation not finished'", async () => {
    const pending = await pendingAvatar(server, coach.id);
    const answer = await createSession(coach, { avatar_id: pending });
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toContain('Avatar creation not finished');
  });

  it('creates a dynamic session with emotion normal by default, then refuses a second active one', async () => {
    const { user, avatar } = await freshCoach();
    const first = await createSession(user, { avatar_id: avatar });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      avatar_id: avatar,
      avatar: { id: avatar, name: 'Anna', avatar_name: 'Anna' },
      dynamic_session: true,
      emotion: 'normal',
      conversation: [],
      ended_at: null,
      summary: null,
      outcome: null,
      duration: '0m 0s',
      avatar_videos: 0,
      videos: [],
    });
    const image = await fetch(`${server.url}${(first.body.avatar as { image_url: string }).image_url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const second = await createSession(user, { avatar_id: avatar });
    expect(second.status).toBe(403);
    expect(second.body.detail).toContain('already has an active session');
  });

  it('lets exactly one of two creations at the same moment win', async () => {
    const { user, avatar } = await freshCoach();
    const answers = await Promise.all([
      createSession(user, { avatar_id: avatar, emotion: 'anger' }),
      createSession(user, { avatar_id: avatar, emotion: 'sadness' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(answers.find((answer) => answer.status === 403)?.body.detail).toContain(
      'already has an active session',
    );
    const list = await call<unknown[]>(server.url, 'GET', '/sessions/get_by_user', as(user));
    expect(list.body).toHaveLength(1);
  });

  it('keeps a scenario session with its prompt, emotion and opening conversation', async () => {
    const { user, avatar } = await freshCoach();
    const answer = await createSession(user, {
      avatar_id: avatar,
      dynamic_session: false,
      emotion: 'sadness',
      session_specific_prompt: 'Your mother just moved to a care home.',
      conversation: [{ role: 'system', content: 'Stay in character.' }],
      patient_name: 'Jordan',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      dynamic_session: false,
      emotion: 'sadness',
      session_specific_prompt: 'Your mother just moved to a care home.',
      conversation: [{ role: 'system', content: 'Stay in character.' }],
      patient_name: 'Jordan',
    });
  });
});

describe('the reply loop', () => {
  let sessionId: string;
  let replyJob: string;
  let renderJob: string;
  let videoId: string;

  beforeAll(async () => {
    const created = await createSession(coach, { avatar_id: avatarId, emotion: 'anger' });
    sessionId = created.body.id as string;
  });

  it('turns a spoken message into a lip-synced video reply through two jobs', async () => {
    const upload = await sendRecording(server.url, coach.access_token, {
      sessionId,
      audio: await spokenMessage(server),
    });
    expect(upload.status).toBe(202);
    replyJob = upload.body.job_id as string;

    const first = await waitForJob(server.url, coach.access_token, replyJob, ['polling_required']);
    expect(first.status).toBe('polling_required');
    expect(first.type).toBe('video_reply');
    renderJob = first.job_data.polling_job_id as string;
    expect(renderJob).toMatch(/^[0-9a-f-]{36}$/);
    const firstDetails = first.job_data.details as Record<string, string>;
    expect(firstDetails.user_transcript).toMatch(/listen/);
    expect(firstDetails.avatar_script?.length).toBeGreaterThan(10);
    expect(first.job_data.voice_note).toMatch(/default voice/);

    const second = await waitForJob(server.url, coach.access_token, renderJob, ['success']);
    expect(second).toMatchObject({ status: 'success', progress: 100, type: 'video_render' });
    const details = second.job_data.details as Record<string, string>;
    expect(details.user_transcript).toBe(firstDetails.user_transcript);
    expect(details.avatar_script).toBe(firstDetails.avatar_script);
    expect(second.job_data.video_url).toBe(details.video_url);
    expect(second.job_data.url).toBe(details.video_url);
    expect(second.job_data).not.toHaveProperty('video_media_id');
    const mp4 = await fetch(`${server.url}${details.video_url}`);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect(new TextDecoder().decode(new Uint8Array(await mp4.arrayBuffer()).subarray(4, 8))).toBe('ftyp');
    videoId = second.job_data.video_id as string;

    const session = await call<Record<string, unknown>>(
      server.url,
      'GET',
      `/sessions/get/${sessionId}`,
      as(coach),
    );
    expect(session.body).toMatchObject({
      conversation: [
        { role: 'user', content: details.user_transcript },
        { role: 'assistant', content: details.avatar_script },
      ],
      avatar_videos: 1,
      videos: [{ id: videoId }],
    });
    expect(session.body.duration).toMatch(/^\d+m \d+s$/);
  }, 40_000);

  it('lists and reads the video with its transcript, script and poster', async () => {
    const list = await call<Record<string, unknown>[]>(
      server.url,
      'GET',
      `/videos/get/by_session/${sessionId}`,
      as(coach),
    );
    expect(list.body.map((video) => video.id)).toEqual([videoId]);
    const video = await call<Record<string, string>>(server.url, 'GET', `/videos/get/${videoId}`, as(coach));
    expect(video.body).toMatchObject({ id: videoId, session_id: sessionId });
    expect(video.body.user_transcript).toMatch(/listen/);
    expect(video.body.avatar_script?.length).toBeGreaterThan(10);
    const poster = await fetch(`${server.url}${video.body.poster_url}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const job = await call(server.url, 'GET', `/s_job/${renderJob}/1/0`, as(coach));
    expect(job.status).toBe(200);
    const withQuery = await call(server.url, 'GET', `/s_job/${renderJob}?page=1&offset=0`, as(coach));
    expect(withQuery.status).toBe(200);
  });

  it('runs a finished render job again without adding the turns twice', async () => {
    await server.services.db.query(
      `UPDATE jobs SET status = 'processing', attempts = 1, locked_until = now() - interval '1 second'
        WHERE id = $1`,
      [renderJob],
    );
    server.services.jobs.wake();
    const again = await waitForJob(server.url, coach.access_token, renderJob, ['success']);
    expect(again.status).toBe('success');
    expect(again.job_data.video_id).toBe(videoId);
    const session = await call<{ conversation: unknown[]; avatar_videos: number }>(
      server.url,
      'GET',
      `/sessions/get/${sessionId}`,
      as(coach),
    );
    expect(session.body.conversation).toHaveLength(2);
    expect(session.body.avatar_videos).toBe(1);
  });

  it('hides every session, video and job from another user (404)', async () => {
    const them = as(stranger);
    const probes = await Promise.all([
      call(server.url, 'GET', `/sessions/get/${sessionId}`, them),
      call(server.url, 'PUT', `/sessions/close/${sessionId}`, them),
      call(server.url, 'DELETE', `/sessions/delete/${sessionId}`, them),
      call(server.url, 'GET', `/videos/get/by_session/${sessionId}`, them),
      call(server.url, 'GET', `/videos/get/${videoId}`, them),
      call(server.url, 'DELETE', `/videos/delete/${sessionId}`, {
        ...them,
        json: { avatar_video_ids: [videoId] },
      }),
      call(server.url, 'GET', `/s_job/${replyJob}`, them),
      call(server.url, 'GET', `/s_job/${renderJob}`, them),
      sendRecording(server.url, stranger.access_token, { sessionId, audio: silentWav(1) }),
    ]);
    expect(probes.map((probe) => probe.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    const theirList = await call<unknown[]>(server.url, 'GET', '/sessions/get_by_user', them);
    expect(theirList.body).toEqual([]);
    const still = await call(server.url, 'GET', `/videos/get/${videoId}`, as(coach));
    expect(still.status).toBe(200);
  });

  it('needs a bearer token on every route', async () => {
    const answers = await Promise.all([
      call(server.url, 'GET', '/sessions/get_by_user'),
      call(server.url, 'GET', `/videos/get/${videoId}`),
      call(server.url, 'GET', `/s_job/${renderJob}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });

  it('closes the session with a summary and an outcome; closing again changes nothing', async () => {
    const closed = await close(coach, sessionId);
    expect(closed.status).toBe(200);
    expect(closed.body.ended_at).toEqual(expect.any(String));
    expect(closed.body.summary).toEqual(expect.any(String));
    expect(['positive', 'neutral', 'negative']).toContain(closed.body.outcome);
    const again = await close(coach, sessionId);
    expect(again.status).toBe(200);
    expect(again.body.ended_at).toBe(closed.body.ended_at);
    expect(again.body.duration).toBe(closed.body.duration);
  });

  it('refuses a new message in a closed session with 409', async () => {
    const answer = await sendRecording(server.url, coach.access_token, { sessionId, audio: silentWav(1) });
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toMatch(/closed/);
  });

  it('deletes chosen videos with their media files', async () => {
    const [video] = await server.services.db.query<{ video_media_id: string; poster_media_id: string }>(
      'SELECT * FROM videos WHERE id = $1',
      [videoId],
    );
    const files = await Promise.all(
      [video?.video_media_id, video?.poster_media_id].map((id) => mediaRow(id ?? '')),
    );
    for (const row of files) expect(row && (await server.services.media.exists(row))).toBe(true);
    const answer = await call(server.url, 'DELETE', `/videos/delete/${sessionId}`, {
      ...as(coach),
      json: { avatar_video_ids: [videoId] },
    });
    expect(answer).toMatchObject({ status: 200, body: { detail: 'Deleted 1 video(s)' } });
    for (const row of files) expect(await server.services.media.exists(row as MediaRow)).toBe(false);
    expect((await call(server.url, 'GET', `/videos/get/${videoId}`, as(coach))).status).toBe(404);
  });
});

describe('sending a recording', () => {
  let sessionId: string;
  let user: Registered;

  beforeAll(async () => {
    const fresh = await freshCoach();
    user = fresh.user;
    sessionId = (await createSession(user, { avatar_id: fresh.avatar })).body.id as string;
  });

  it('checks the session id, the file and its content', async () => {
    const token = user.access_token;
    const noSession = await sendRecording(server.url, token, { audio: silentWav(1) });
    expect(noSession.status).toBe(400);
    expect(noSession.body.detail).toMatch(/session_id/);
    const unknown = await sendRecording(server.url, token, {
      sessionId: '00000000-0000-4000-8000-000000000000',
      audio: silentWav(1),
    });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Session not found' } });
    const noFile = await sendRecording(server.url, token, { sessionId });
    expect(noFile.status).toBe(400);
    expect(noFile.body.detail).toMatch(/audio_file/);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notAudio = await sendRecording(server.url, token, { sessionId, audio: png, type: 'audio/webm' });
    expect(notAudio.status).toBe(415);
    const broken = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);
    const undecodable = await sendRecording(server.url, token, {
      sessionId,
      audio: broken,
      type: 'audio/webm',
    });
    expect(undecodable.status).toBe(400);
    expect(undecodable.body.detail).toMatch(/could not be decoded/);
    const json = await call(server.url, 'POST', '/videos/create', { token, json: { session_id: sessionId } });
    expect(json.status).toBe(415);
  });

  it('refuses a recording over the 300 s limit (400) and a file over 25 MB (413)', async () => {
    const long = await sendRecording(server.url, user.access_token, { sessionId, audio: silentWav(301) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/limit is 300 s/);
    const huge = await sendRecording(server.url, user.access_token, {
      sessionId,
      audio: silentWav((26 * 1024 * 1024) / 16_000, 8000),
    });
    expect(huge.status).toBe(413);
  }, 20_000);

  it('fails the reply job with the reason when the recording holds no speech', async () => {
    const upload = await sendRecording(server.url, user.access_token, { sessionId, audio: silentWav(2) });
    expect(upload.status).toBe(202);
    const job = await waitForJob(server.url, user.access_token, upload.body.job_id as string, [
      'polling_required',
    ]);
    expect(job.status).toBe('failed');
    expect(job.job_data.error_message).toEqual(expect.any(String));
    expect(String(job.job_data.error_message).length).toBeGreaterThan(10);
  }, 20_000);

  it('deletes the session with its recordings, videos and their files', async () => {
    const upload = await sendRecording(server.url, user.access_token, {
      sessionId,
      audio: await spokenMessage(server, 'Can we talk about the weekend?'),
    });
    const first = await waitForJob(server.url, user.access_token, upload.body.job_id as string, [
      'polling_required',
    ]);
    const done = await waitForJob(server.url, user.access_token, first.job_data.polling_job_id as string, [
      'success',
    ]);
    expect(done.status).toBe('success');
    const owned = await server.services.db.query<MediaRow>(
      `SELECT * FROM media WHERE user_id = $1 AND kind IN ('recording', 'video', 'poster')`,
      [user.id],
    );
    expect(owned.map((row) => row.kind).sort()).toEqual(['poster', 'recording', 'recording', 'video']);
    for (const row of owned) expect(await server.services.media.exists(row)).toBe(true);

    const answer = await call(server.url, 'DELETE', `/sessions/delete/${sessionId}`, as(user));
    expect(answer).toMatchObject({ status: 200, body: { detail: 'Session deleted' } });
    for (const row of owned) {
      expect(await server.services.media.exists(row)).toBe(false);
      expect(await mediaRow(row.id)).toBeUndefined();
    }
    expect((await call(server.url, 'GET', `/sessions/get/${sessionId}`, as(user))).status).toBe(404);
    expect((await call(server.url, 'GET', `/s_job/${done.id}`, as(user))).status).toBe(404);
    const avatarPhoto = await server.services.db.query('SELECT 1 FROM media WHERE user_id = $1', [user.id]);
    expect(avatarPhoto).toHaveLength(1);
  }, 30_000);
});

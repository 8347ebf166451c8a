import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Avatar, Scorecard, Session } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MediaSweeper } from '../src/erasure/sweeper';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { typedReply, uploadVoiceSample } from './erasure-scan';
import { call, type Registered, register } from './http';
import { activeAvatar, silentWav } from './sessions-fixtures';

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/images');

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const mediaIdOf = (url: string | null) => /\/media\/([0-9a-f-]{36})/.exec(url ?? '')?.[1] ?? '';

async function startSession(coach: Registered, avatarId: string, patient: string): Promise<Session> {
  const answer = await call<Session>(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatarId, patient_name: patient },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** Fetches a signed media path, reads it all (an unread body holds the connection open) and answers the status. */
async function fetched(url: string | null | undefined): Promise<number> {
  const response = await fetch(`${server.url}${url}`);
  await response.arrayBuffer();
  return response.status;
}

const sessionsOf = async (coach: Registered) =>
  (await call<Session[]>(server.url, 'GET', '/sessions/get_by_user', { token: coach.access_token })).body;

describe('practice history outlives its avatar', () => {
  it('keeps the sessions, videos, scorecards and the picture they showed when the avatar is deleted', async () => {
    const { db, media } = server.services;
    const coach = await register(server.url, newUser('history'));
    const avatarId = await activeAvatar(server, coach.id, { name: 'Maya' });
    const first = await startSession(coach, avatarId, 'Alex');
    const reply = await typedReply(server.url, coach.access_token, first.id, 'How was your week?');
    expect(
      (await call(server.url, 'PUT', `/sessions/close/${first.id}`, { token: coach.access_token })).status,
    ).toBe(200);
    const second = await startSession(coach, avatarId, 'Sam');
    const voiceJob = await uploadVoiceSample(server.url, coach.access_token, avatarId, silentWav(3));

    const avatar = await call<Avatar>(server.url, 'GET', `/avatars/get/${avatarId}`, {
      token: coach.access_token,
    });
    expect(avatar.body.session_count).toBe(2);
    const listed = await call<Avatar[]>(server.url, 'GET', '/avatars/get/by_user', {
      token: coach.access_token,
    });
    expect(listed.body.find((item) => item.id === avatarId)?.session_count).toBe(2);
    const pictureId = mediaIdOf(first.avatar.image_url);
    expect(pictureId).not.toBe('');

    const deleted = await call<{ detail: string }>(server.url, 'DELETE', `/avatars/delete/${avatarId}`, {
      token: coach.access_token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.detail).toBe('Avatar deleted; 2 sessions kept');
    expect(
      (await call(server.url, 'GET', `/avatars/get/${avatarId}`, { token: coach.access_token })).status,
    ).toBe(404);

    const kept = await sessionsOf(coach);
    expect(kept.map((session) => session.id).sort()).toEqual([first.id, second.id].sort());
    for (const session of kept) {
      expect(session.avatar).toMatchObject({ id: avatarId, name: 'Maya', deleted: true });
      expect(mediaIdOf(session.avatar.image_url)).toBe(pictureId);
    }
    // The active one was ended: no reply can be made without the avatar.
    expect(kept.find((session) => session.id === second.id)?.ended_at).not.toBeNull();
    const kept1 = kept.find((session) => session.id === first.id);
    expect(kept1?.videos.map((video) => video.id)).toEqual([reply.videoId]);
    expect(await fetched(kept1?.videos[0]?.video_url)).toBe(200);
    const scorecard = await call<Scorecard>(server.url, 'GET', `/sessions/${first.id}/scorecard`, {
      token: coach.access_token,
    });
    expect(scorecard.status).toBe(200);
    // The reply jobs stay with their session (the scorecard's measured talk time reads them).
    expect(
      await db.query('SELECT id FROM jobs WHERE session_id = $1 AND avatar_id IS NULL', [first.id]),
    ).toHaveLength(2);
    // The avatar's own jobs went (the voice sample's job and its file).
    expect(await db.query('SELECT id FROM jobs WHERE id = $1', [voiceJob])).toEqual([]);

    // The sweeper leaves the picture the sessions show.
    await db.query(`UPDATE media SET created_at = now() - interval '1 hour' WHERE user_id = $1`, [coach.id]);
    await new MediaSweeper({ db, media }, { intervalSeconds: 3600, graceSeconds: 60 }).sweep();
    expect(await fetched(kept1?.avatar.image_url)).toBe(200);
    expect(await media.find(db, pictureId)).toBeDefined();
  }, 300_000);

  it('deletes the sessions too when asked, and says how many', async () => {
    const coach = await register(server.url, newUser('history'));
    const avatarId = await activeAvatar(server, coach.id, { name: 'Noor' });
    const session = await startSession(coach, avatarId, 'Kim');
    const deleted = await call<{ detail: string }>(
      server.url,
      'DELETE',
      `/avatars/delete/${avatarId}?delete_sessions=true`,
      { token: coach.access_token },
    );
    expect(deleted.body.detail).toBe('Avatar deleted; 1 session deleted');
    expect(await sessionsOf(coach)).toEqual([]);
    expect(
      (await call(server.url, 'GET', `/sessions/get/${session.id}`, { token: coach.access_token })).status,
    ).toBe(404);
    const bad = await call<{ detail: unknown }>(
      server.url,
      'DELETE',
      `/avatars/delete/${avatarId}?delete_sessions=maybe`,
      { token: coach.access_token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
  });

  it('keeps the picture a past session shows when a new photo replaces it', async () => {
    const coach = await register(server.url, newUser('history'));
    const avatarId = await activeAvatar(server, coach.id, { name: 'Lea' });
    const session = await startSession(coach, avatarId, 'Jo');
    const before = mediaIdOf(session.avatar.image_url);
    const form = new FormData();
    form.append('avatar_id', avatarId);
    form.append(
      'file',
      new Blob([new Uint8Array(await readFile(path.join(imagesDir, 'astronaut.png')))], {
        type: 'image/png',
      }),
      'new.png',
    );
    const started = await fetch(`${server.url}/avatars/create_emotional_avatars`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coach.access_token}` },
      body: form,
    });
    expect(started.status).toBe(202);
    const { job_id } = (await started.json()) as { job_id: string };
    const job = await vi.waitFor(
      async () => {
        const { body } = await call<{ status: string }>(server.url, 'GET', `/avatars/a_job/${job_id}`, {
          token: coach.access_token,
        });
        if (body.status !== 'success' && body.status !== 'failed') throw new Error(`job is ${body.status}`);
        return body;
      },
      { timeout: 240_000, interval: 100 },
    );
    expect(job.status).toBe('success');
    const avatar = await call<Avatar>(server.url, 'GET', `/avatars/get/${avatarId}`, {
      token: coach.access_token,
    });
    expect(mediaIdOf(avatar.body.image_url)).not.toBe(before);
    const [again] = await sessionsOf(coach);
    expect(mediaIdOf(again?.avatar.image_url ?? null)).toBe(before);
    expect(await fetched(again?.avatar.image_url)).toBe(200);
  }, 300_000);
});

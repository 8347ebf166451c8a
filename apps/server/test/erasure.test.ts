import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import {
  scanForTraces,
  sessionConsent,
  settle,
  storageKeysOf,
  typedReply,
  uploadVoiceSample,
} from './erasure-scan';
import { call, type Registered, register } from './http';
import { activeAvatar, sendRecording, silentWav, spokenMessage } from './sessions-fixtures';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const marker = (what: string) => `${what}-${randomUUID().slice(0, 8)}`;
const createSession = async (coach: Registered, avatarId: string, patientName: string) => {
  const answer = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatarId, patient_name: patientName },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
};
const rowsOf = (sql: string, params: unknown[]) => server.services.db.query(sql, params);

describe('erasure: deleting leaves nothing behind', () => {
  it('deletes a video, then its session, then its avatar, with every row, file and transcript', async () => {
    const { db } = server.services;
    const coach = await register(server.url, newUser('erase'));
    const avatarName = marker('Avatar');
    const avatarId = await activeAvatar(server, coach.id, { name: avatarName });
    const patient = marker('Patient');
    const sessionId = await createSession(coach, avatarId, patient);
    const firstText = `${marker('first')} I keep thinking about what you said.`;
    const first = await typedReply(server.url, coach.access_token, sessionId, firstText);
    const spoken = await sendRecording(server.url, coach.access_token, {
      sessionId,
      audio: await spokenMessage(server),
    });
    const spokenReply = await settle(
      server.url,
      coach.access_token,
      String(spoken.body.job_id),
      'polling_required',
    );
    const second = String(spokenReply.job_data.polling_job_id);
    expect((await settle(server.url, coach.access_token, second, 'success')).status).toBe('success');
    await sessionConsent(server.url, coach.access_token, sessionId);

    // A video: its row, both reply jobs, its files and its turns in the conversation.
    const firstKeys = await storageKeysOf(
      db,
      await rowsOf('SELECT * FROM videos WHERE id = $1', [first.videoId]),
      await rowsOf('SELECT payload, job_data FROM jobs WHERE id = ANY($1::uuid[])', [
        [first.videoId, first.replyJobId],
      ]),
    );
    expect(firstKeys.length).toBeGreaterThanOrEqual(2);
    const deletedVideo = await call(server.url, 'DELETE', `/videos/delete/${sessionId}`, {
      token: coach.access_token,
      json: { avatar_video_ids: [first.videoId] },
    });
    expect(deletedVideo.status).toBe(200);
    expect(
      await scanForTraces(server, {
        texts: [firstText],
        ids: [first.videoId, first.replyJobId],
        storageKeys: firstKeys,
      }),
    ).toEqual([]);
    const session = await call<{ conversation: unknown[] }>(server.url, 'GET', `/sessions/get/${sessionId}`, {
      token: coach.access_token,
    });
    expect(session.body.conversation).toHaveLength(2);

    // The session: the other video (a recording, so its upload too), its jobs, its consent.
    const sessionKeys = await storageKeysOf(
      db,
      await rowsOf('SELECT * FROM videos WHERE session_id = $1', [sessionId]),
      await rowsOf('SELECT payload, job_data FROM jobs WHERE session_id = $1', [sessionId]),
    );
    expect(sessionKeys.length).toBeGreaterThanOrEqual(3);
    expect(
      (await call(server.url, 'DELETE', `/sessions/delete/${sessionId}`, { token: coach.access_token }))
        .status,
    ).toBe(200);
    expect(
      await scanForTraces(server, {
        texts: [patient],
        ids: [sessionId, second, String(spoken.body.job_id)],
        storageKeys: sessionKeys,
      }),
    ).toEqual([]);

    // The avatar: its picture, a voice sample still waiting for its job, a new session and video.
    const otherText = `${marker('other')} Can we talk about the weekend?`;
    const secondSession = await createSession(coach, avatarId, marker('Patient'));
    const third = await typedReply(server.url, coach.access_token, secondSession, otherText);
    const voiceJob = await uploadVoiceSample(server.url, coach.access_token, avatarId, silentWav(3));
    const avatarKeys = (await rowsOf('SELECT storage_key FROM media WHERE user_id = $1', [coach.id])).map(
      (row) => String(row.storage_key),
    );
    expect(avatarKeys.length).toBeGreaterThanOrEqual(4);
    expect(
      (
        await call(server.url, 'DELETE', `/avatars/delete/${avatarId}?delete_sessions=true`, {
          token: coach.access_token,
        })
      ).status,
    ).toBe(200);
    expect(
      await scanForTraces(server, {
        texts: [avatarName, otherText],
        ids: [avatarId, secondSession, third.videoId, third.replyJobId, voiceJob],
        storageKeys: avatarKeys,
      }),
    ).toEqual([]);
    expect(await rowsOf('SELECT id FROM media WHERE user_id = $1', [coach.id])).toEqual([]);
  }, 300_000);

  it('deletes an account with all its media and records, and anonymises its audit rows', async () => {
    const coach = await register(server.url, newUser('leaving'));
    const avatarName = marker('Avatar');
    const avatarId = await activeAvatar(server, coach.id, { name: avatarName });
    const patient = marker('Patient');
    const sessionId = await createSession(coach, avatarId, patient);
    const text = `${marker('last')} I am not sure I want to keep going.`;
    const reply = await typedReply(server.url, coach.access_token, sessionId, text);
    await sessionConsent(server.url, coach.access_token, sessionId);
    const voiceJob = await uploadVoiceSample(server.url, coach.access_token, avatarId, silentWav(3));
    const keys = (await rowsOf('SELECT storage_key FROM media WHERE user_id = $1', [coach.id])).map((row) =>
      String(row.storage_key),
    );
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const audited = await rowsOf('SELECT id FROM audit_log WHERE actor_id = $1', [coach.id]);
    expect(audited.length).toBeGreaterThanOrEqual(4);

    const deleted = await call(server.url, 'DELETE', `/users/delete/${coach.id}`, {
      token: coach.access_token,
    });
    expect(deleted.status).toBe(200);
    expect(
      await scanForTraces(server, {
        texts: [coach.email, coach.username, patient, avatarName, text],
        ids: [coach.id, avatarId, sessionId, reply.videoId, reply.replyJobId, voiceJob],
        storageKeys: keys,
      }),
    ).toEqual([]);
    // The audit trail keeps what was done, not by whom or from where.
    const rows = await rowsOf(
      'SELECT actor_id, ip FROM audit_log WHERE id = ANY($1::uuid[]) OR record_id = ANY($2::text[])',
      [audited.map((row) => row.id), [coach.id, avatarId, sessionId]],
    );
    expect(rows.length).toBeGreaterThanOrEqual(audited.length);
    expect(rows.filter((row) => row.actor_id !== null || row.ip !== null)).toEqual([]);
  }, 300_000);
});

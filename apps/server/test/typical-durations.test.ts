import { randomUUID } from 'node:crypto';
import type { TypicalDurations } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, register } from './http';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A finished job that ran `seconds`, queued `agoSeconds` ago. */
async function finishedJob(
  userId: string,
  type: string,
  seconds: number,
  options: { parent?: string; status?: string } = {},
) {
  const id = randomUUID();
  await server.services.db.query(
    `INSERT INTO jobs (id, user_id, type, status, progress, parent_job_id, created_at, started_at, finished_at)
     VALUES ($1, $2, $3, $4, 100, $5, now() - make_interval(secs => $6), now() - make_interval(secs => $6), now())`,
    [id, userId, type, options.status ?? 'success', options.parent ?? null, seconds],
  );
  return id;
}

describe('GET /jobs/typical_durations', () => {
  it('answers null medians before anything was measured, then the medians of the recent successes', async () => {
    const coach = await register(server.url, newUser('timing'));
    const read = async () =>
      (
        await call<TypicalDurations>(server.url, 'GET', '/jobs/typical_durations', {
          token: coach.access_token,
        })
      ).body;
    expect(await read()).toEqual({
      reply_seconds: null,
      avatar_seconds: null,
      voice_seconds: null,
      samples: { reply: 0, avatar: 0, voice: 0 },
    });

    // Replies: measured from the message (the first job queued) to the video (its render finished).
    for (const seconds of [3, 5, 40]) {
      const first = await finishedJob(coach.id, 'video_reply', seconds);
      await finishedJob(coach.id, 'video_render', 1, { parent: first });
    }
    for (const seconds of [10, 20]) await finishedJob(coach.id, 'avatar_creation', seconds);
    await finishedJob(coach.id, 'avatar_creation', 900, { status: 'failed' });
    const typical = await read();
    expect(typical.reply_seconds).toBeCloseTo(5, 0);
    expect(typical.avatar_seconds).toBeCloseTo(15, 0);
    expect(typical.voice_seconds).toBeNull();
    expect(typical.samples).toEqual({ reply: 3, avatar: 2, voice: 0 });
  });

  it('asks for a signed-in caller', async () => {
    const answer = await call<{ detail: string }>(server.url, 'GET', '/jobs/typical_durations');
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBeTruthy();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../src/auth/tokens';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

/** An open `GET /jobs/events` stream: its text so far, and whether (and when) the server ended it. */
async function openStream(token: string) {
  const response = await fetch(`${server.url}/jobs/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const state = { text: '', ended: false };
  const done = (async () => {
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.ended = true;
  })().catch(() => {
    state.ended = true;
  });
  await vi.waitFor(
    () => {
      if (!state.text.includes('event: ready')) throw new Error(`no ready event yet: ${state.text}`);
    },
    { timeout: 20_000, interval: 20 },
  );
  return {
    state,
    /** Whether the server ends the stream within `ms`. */
    endsWithin: (ms: number) =>
      Promise.race([done.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

/** A job of the user's next sign-in, written the way the queue writes one (the trigger announces it). */
async function laterSessionJob(userId: string, secret: string) {
  await server.services.db.query(
    `INSERT INTO jobs (id, user_id, type, status, progress, job_data)
     VALUES ($1, $2, 'video_reply', 'success', 100, $3)`,
    [randomUUID(), userId, JSON.stringify({ message_text: secret })],
  );
}

async function signIn(user: Registered) {
  const answer = await call<{ access_token: string }>(server.url, 'POST', '/auth/login', {
    form: { username: user.username, password: user.password },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

/**
 * Ends the sign-in with `end`, then checks that the stream opened before it closes at once and
 * receives nothing of the user's next sign-in (on the old code it stayed open for the token's TTL
 * from its opening and read the next sign-in's jobs).
 */
async function expectStreamEndsWith(end: (user: Registered) => Promise<unknown>) {
  const user = await register(server.url, newUser());
  const stream = await openStream(user.access_token);
  await end(user);
  const ended = await stream.endsWithin(3000);
  const secret = `next-session-${randomUUID()}`;
  await signIn(user);
  await laterSessionJob(user.id, secret);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await stream.cancel();
  expect(stream.state.text).not.toContain(secret);
  expect(stream.state.text).not.toContain('event: job');
  expect(ended).toBe(true);
}

describe('GET /jobs/events ends with the sign-in that opened it', () => {
  it('closes at sign-out and receives nothing of the next sign-in', async () => {
    await expectStreamEndsWith((user) =>
      call(server.url, 'POST', '/auth/logout', { json: { refresh_token: user.refresh_token } }),
    );
  }, 30_000);

  it('closes at a password change and receives nothing of the next sign-in', async () => {
    await expectStreamEndsWith(async (user) => {
      const next = 'changed horse battery staple';
      const answer = await call(server.url, 'PUT', '/users/password', {
        token: user.access_token,
        json: { current_password: user.password, new_password: next, refresh_token: user.refresh_token },
      });
      expect(answer.status).toBe(200);
      user.password = next;
    });
  }, 30_000);

  it("closes at the access token's own expiry, not the server's TTL from its opening", async () => {
    const user = await register(server.url, newUser());
    // A token with two seconds left, as a client holds one near the end of its life.
    const config = { ...server.services.config, accessTokenTtlSeconds: 2 };
    const token = await signAccessToken(config, { id: user.id, role: 'coach', token_version: 0 });
    const stream = await openStream(token);
    const ended = await stream.endsWithin(5000);
    await stream.cancel();
    expect(ended).toBe(true);
  }, 30_000);

  it('still sends the jobs of the sign-in that opened it', async () => {
    const user = await register(server.url, newUser());
    const stream = await openStream(user.access_token);
    const secret = `this-session-${randomUUID()}`;
    await laterSessionJob(user.id, secret);
    try {
      await vi.waitFor(() => expect(stream.state.text).toContain('event: job'), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await stream.cancel();
    }
  }, 30_000);
});

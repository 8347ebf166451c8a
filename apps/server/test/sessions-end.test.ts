import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { MovableClock, newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';

/** Sign-out, password change and deletion end access at once; refresh families age and retry well. */
let server: RunningServer;
/** Moved on past the refresh reuse interval (10 s by default) instead of waiting it out. */
const clock = new MovableClock();
beforeAll(async () => {
  server = await startTestServer({ SESSION_MAX_AGE_SECONDS: '86400' }, { clock });
});
afterAll(() => server?.close());

const health = (token: string) => call(server.url, 'GET', '/users/list', { token });
const refresh = (refresh_token: string) =>
  call<{ access_token: string; refresh_token: string; detail?: string }>(
    server.url,
    'POST',
    '/auth/refresh',
    {
      json: { refresh_token },
    },
  );
const login = (user: Registered) =>
  call<{ access_token: string; refresh_token: string }>(server.url, 'POST', '/auth/login', {
    form: { username: user.username, password: user.password },
  });

async function mediaLinkOf(user: Registered): Promise<string> {
  const { media, db } = server.services;
  const row = await media.save(db, {
    userId: user.id,
    kind: 'test',
    contentType: 'image/png',
    bytes: new TextEncoder().encode('not really a png'),
  });
  return `${server.url}${media.signedUrl(row.id)}`;
}

describe('sign-out ends access at once', () => {
  it('answers 401 to the old access token and refuses the media links signed before', async () => {
    const user = await register(server.url, newUser('logout'));
    const link = await mediaLinkOf(user);
    expect((await fetch(link)).status).toBe(200);
    expect((await health(user.access_token)).status).toBe(200);

    const out = await call(server.url, 'POST', '/auth/logout', {
      json: { refresh_token: user.refresh_token },
    });
    expect(out.status).toBe(200);

    const after = await health(user.access_token);
    expect(after.status).toBe(401);
    expect(after.body.detail).toMatch(/sign in again/);
    const media = await fetch(link);
    expect(media.status).toBe(403);
    expect(((await media.json()) as { detail: string }).detail).toMatch(/signed out/);

    // Signing in again gives working tokens and links.
    const again = await login(user);
    expect(again.status).toBe(200);
    expect((await health(again.body.access_token)).status).toBe(200);
    expect((await fetch(await mediaLinkOf(user))).status).toBe(200);
  });

  it('a password change ends the old access tokens and other devices; this device renews', async () => {
    const user = await register(server.url, newUser('pwchange'));
    const other = await login(user);
    const link = await mediaLinkOf(user);
    const changed = await call(server.url, 'PUT', '/users/password', {
      token: user.access_token,
      json: {
        current_password: user.password,
        new_password: 'a brand new passphrase',
        refresh_token: user.refresh_token,
      },
    });
    expect(changed.status).toBe(200);
    expect((await health(user.access_token)).status).toBe(401);
    expect((await health(other.body.access_token)).status).toBe(401);
    expect((await refresh(other.body.refresh_token)).status).toBe(401);
    expect((await fetch(link)).status).toBe(403);
    const renewed = await refresh(user.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await health(renewed.body.access_token)).status).toBe(200);
  });

  it('refuses a token signed with the real secret but without exp', async () => {
    const user = await register(server.url, newUser('noexp'));
    const forever = await new SignJWT({ role: 'coach', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('rebond')
      .setIssuedAt()
      .sign(server.config.jwtSecret);
    expect((await health(forever)).status).toBe(401);
  });

  it('answers 401, not 500, to the tokens of a deleted account', async () => {
    const user = await register(server.url, newUser('deleted'));
    expect(
      (await call(server.url, 'DELETE', `/users/delete/${user.id}`, { token: user.access_token })).status,
    ).toBe(200);
    const write = await call(server.url, 'POST', '/sessions/create', { token: user.access_token, json: {} });
    expect(write.status).toBe(401);
  });
});

describe('refresh families', () => {
  it('accepts a retried refresh within the reuse interval (another tab), and both chains go on', async () => {
    const user = await register(server.url, newUser('tabs'));
    const first = await refresh(user.refresh_token);
    const retry = await refresh(user.refresh_token);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect((await health(retry.body.access_token)).status).toBe(200);
    expect((await refresh(first.body.refresh_token)).status).toBe(200);
    expect((await refresh(retry.body.refresh_token)).status).toBe(200);
  });

  it('still revokes the family when a spent token comes back after the interval', async () => {
    const user = await register(server.url, newUser('thief'));
    const first = await refresh(user.refresh_token);
    expect(first.status).toBe(200);
    clock.advance(11);
    const replay = await refresh(user.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.detail).toMatch(/used twice/);
    expect((await refresh(first.body.refresh_token)).status).toBe(401);
  });

  it('ends a sign-in at its absolute lifetime however often it is used', async () => {
    const user = await register(server.url, newUser('aged'));
    const { db } = server.services;
    const [row] = await db.query<{ idle: number }>(
      `SELECT extract(epoch FROM expires_at - family_started_at)::int AS idle FROM refresh_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(row?.idle).toBeGreaterThanOrEqual(86_400 - 5);
    expect(row?.idle).toBeLessThanOrEqual(86_400);
    await db.query(
      `UPDATE refresh_tokens SET family_started_at = now() - interval '2 days' WHERE user_id = $1`,
      [user.id],
    );
    expect((await refresh(user.refresh_token)).status).toBe(401);
  });
});

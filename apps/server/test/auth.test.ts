import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { MovableClock, newUser, startTestServer } from '../src/testing';
import { call, register } from './http';

let server: RunningServer;
/** Moved on past an access token's lifetime (900 s) instead of waiting it out. */
const clock = new MovableClock();
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '3', REFRESH_REUSE_INTERVAL_SECONDS: '0' }, { clock });
});
afterAll(() => server?.close());

describe('registration', () => {
  it('creates a coach, answers the user and tokens, and the access token works', async () => {
    const user = newUser();
    const answer = await call<Record<string, any>>(server.url, 'POST', '/auth/register', { json: user });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({ username: user.username, email: user.email, role: 'coach' });
    expect(answer.body.token_type).toBe('bearer');
    const payload = JSON.parse(Buffer.from(answer.body.access_token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(900);
    const health = await call(server.url, 'GET', '/health', { token: answer.body.access_token });
    expect(health.body.user_id).toBe(answer.body.user.id);
    expect(health.body.engine).toMatchObject({ transcribe: { implementation: expect.any(String) } });
  });

  it('refuses a duplicate username or e-mail, whatever the case, with a clear detail', async () => {
    const user = newUser();
    await register(server.url, user);
    const sameName = await call(server.url, 'POST', '/auth/register', {
      json: { ...newUser(), username: user.username.toUpperCase() },
    });
    expect(sameName.status).toBe(400);
    expect(sameName.body.detail).toBe('Username already registered');
    const sameEmail = await call(server.url, 'POST', '/auth/register', {
      json: { ...newUser(), email: user.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.detail).toBe('Email already registered');
  });

  it('lets exactly one of two simultaneous sign-ups with the same username win', async () => {
    const user = newUser();
    const answers = await Promise.all([
      call(server.url, 'POST', '/auth/register', { json: user }),
      call(server.url, 'POST', '/auth/register', { json: { ...user, email: `other-${user.email}` } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  });

  it('never stores the password in clear', async () => {
    const user = newUser();
    const answer = await call(server.url, 'POST', '/auth/register', { json: user });
    expect(JSON.stringify(answer.body)).not.toContain(user.password);
  });
});

describe('sign-in', () => {
  it('accepts the username or the e-mail, form-encoded', async () => {
    const user = await register(server.url, newUser());
    for (const login of [user.username, user.email.toUpperCase()]) {
      const answer = await call(server.url, 'POST', '/auth/login', {
        form: { username: login, password: user.password },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ user_id: user.id, username: user.username, token_type: 'bearer' });
    }
  });

  it('says the same for an unknown user and a wrong password', async () => {
    const user = await register(server.url, newUser());
    const wrong = await call(server.url, 'POST', '/auth/login', {
      form: { username: user.username, password: 'nope-nope' },
    });
    const unknown = await call(server.url, 'POST', '/auth/login', {
      form: { username: 'ghost_x1', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });

  it('throttles repeated failures with 429 and Retry-After, even for the right password', async () => {
    const user = await register(server.url, newUser());
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(server.url, 'POST', '/auth/login', {
        form: { username: user.username, password: 'bad' },
      });
      expect(answer.status).toBe(401);
    }
    const locked = await call(server.url, 'POST', '/auth/login', {
      form: { username: user.username, password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await register(server.url, newUser());
    const unaffected = await call(server.url, 'POST', '/auth/login', {
      form: { username: other.username, password: other.password },
    });
    expect(unaffected.status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use: the new pair works and differs from the old', async () => {
    const user = await register(server.url, newUser());
    const answer = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: user.refresh_token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.refresh_token).not.toBe(user.refresh_token);
    const health = await call(server.url, 'GET', '/health', { token: answer.body.access_token as string });
    expect(health.body.user_id).toBe(user.id);
  });

  it('revoke the whole family when a spent token is presented again', async () => {
    const user = await register(server.url, newUser());
    const first = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: user.refresh_token },
    });
    const reuse = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: user.refresh_token },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.detail).toMatch(/revoked/);
    const afterTheft = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: first.body.refresh_token },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('let only one of two simultaneous refreshes with the same token succeed', async () => {
    const user = await register(server.url, newUser());
    const answers = await Promise.all([
      call(server.url, 'POST', '/auth/refresh', { json: { refresh_token: user.refresh_token } }),
      call(server.url, 'POST', '/auth/refresh', { json: { refresh_token: user.refresh_token } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('stop working after sign-out', async () => {
    const user = await register(server.url, newUser());
    const out = await call(server.url, 'POST', '/auth/logout', {
      json: { refresh_token: user.refresh_token },
    });
    expect(out.status).toBe(200);
    const answer = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: user.refresh_token },
    });
    expect(answer.status).toBe(401);
  });

  it('refuse an unknown token', async () => {
    const answer = await call(server.url, 'POST', '/auth/refresh', { json: { refresh_token: 'made-up' } });
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toMatch(/sign in again/);
  });
});

describe('access tokens', () => {
  it('expire: a token past its exp is refused with 401', async () => {
    const user = await register(server.url, newUser());
    clock.advance(890);
    expect((await call(server.url, 'GET', '/health', { token: user.access_token })).status).toBe(200);
    clock.advance(11);
    const expired = await call(server.url, 'GET', '/health', { token: user.access_token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('signed with another secret are refused', async () => {
    const user = await register(server.url, newUser());
    const [header, payload] = user.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    expect((await call(server.url, 'GET', '/users/list', { token: forged })).status).toBe(401);
  });
});

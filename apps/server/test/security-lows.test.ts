import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, register } from './http';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', REFRESH_REUSE_INTERVAL_SECONDS: '0' });
}, 120_000);
afterAll(() => server?.close());

describe('the lows of the security review', () => {
  it('ends the access tokens of a sign-in revoked for refresh-token reuse at once', async () => {
    const user = await register(server.url, newUser());
    const before = await call(server.url, 'GET', '/sessions/get_by_user', { token: user.access_token });
    expect(before.status).toBe(200);
    const rotated = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: user.refresh_token },
    });
    expect(rotated.status).toBe(200);
    const reused = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: user.refresh_token },
    });
    expect(reused.status).toBe(401);
    for (const token of [user.access_token, rotated.body.access_token as string]) {
      const after = await call(server.url, 'GET', '/sessions/get_by_user', { token });
      expect(after.status).toBe(401);
    }
  });

  it('marks the device cookie Secure when the request came over TLS through the trusted proxy', async () => {
    const user = await register(server.url, newUser());
    const signIn = (proto?: string) =>
      fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(proto ? { 'x-forwarded-proto': proto } : {}),
        },
        body: new URLSearchParams({ username: user.username, password: user.password }),
      });
    const overTls = await signIn('https');
    expect(overTls.status).toBe(200);
    expect(overTls.headers.get('set-cookie')).toMatch(/rebond_device=.*;\s*Secure/i);
    const plain = await signIn('http');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });

  it('does not serve /metrics on the API port without METRICS_TOKEN', async () => {
    const answer = await call(server.url, 'GET', '/metrics');
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toEqual(expect.any(String));
  });

  it("writes a denied request for another user's record to the audit log", async () => {
    const [owner, prober] = await Promise.all([
      register(server.url, newUser()),
      register(server.url, newUser()),
    ]);
    const { db } = server.services;
    const created = await call(server.url, 'POST', '/skills/transcripts', {
      token: owner.access_token,
      json: { title: 'private', text: 'T: How are you?\nC: Tired.' },
    });
    expect(created.status).toBe(201);
    const target = created.body.id as string;
    const denied = await call(server.url, 'GET', `/skills/transcripts/${target}`, {
      token: prober.access_token,
    });
    expect([403, 404]).toContain(denied.status);
    const rows = await db.query<{ action: string; record_id: string; ip: string | null }>(
      'SELECT action, record_id, ip FROM audit_log WHERE actor_id = $1 AND action = $2',
      [prober.id, 'access.denied'],
    );
    expect(rows).toEqual([expect.objectContaining({ action: 'access.denied', record_id: target })]);
  });

  it('changes the e-mail only with the right current password, and audits the change', async () => {
    const user = await register(server.url, newUser());
    const { db } = server.services;
    const newEmail = `moved-${user.id}@example.test`;
    for (const current_password of [undefined, 'not-my-password']) {
      const refused = await call(server.url, 'PUT', `/users/update/${user.id}`, {
        token: user.access_token,
        json: { email: newEmail, first_name: 'Changed', ...(current_password ? { current_password } : {}) },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/current password/);
    }
    const unchanged = await call(server.url, 'GET', `/users/search?username=${user.username}`, {
      token: user.access_token,
    });
    expect(unchanged.body).toMatchObject({ email: user.email, first_name: 'Test' });

    const renamed = await call(server.url, 'PUT', `/users/update/${user.id}`, {
      token: user.access_token,
      json: { first_name: 'Renamed', email: user.email.toUpperCase() },
    });
    expect(renamed.status).toBe(200);

    const changed = await call(server.url, 'PUT', `/users/update/${user.id}`, {
      token: user.access_token,
      json: { email: newEmail, current_password: user.password },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe(newEmail);
    const rows = await db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE actor_id = $1 AND action = 'email.change'",
      [user.id],
    );
    expect(rows).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, register } from './http';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('consent records', () => {
  it('are stored per user with type, decision, version and time, newest first', async () => {
    const user = await register(server.url, newUser());
    const granted = await call(server.url, 'POST', '/consents', {
      token: user.access_token,
      json: { type: 'platform', granted: true, version: '2026-11-01' },
    });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({
      type: 'platform',
      granted: true,
      version: '2026-11-01',
      user_id: user.id,
    });
    expect(Date.parse(granted.body.timestamp as string)).toBeGreaterThan(Date.now() - 60_000);
    const withdrawn = await call(server.url, 'POST', '/consents', {
      token: user.access_token,
      json: { type: 'platform', granted: false, version: '2026-11-01' },
    });
    expect(withdrawn.status).toBe(201);
    const list = await call<{ granted: boolean }[]>(server.url, 'GET', '/consents', {
      token: user.access_token,
    });
    expect(list.body.map((record) => record.granted)).toEqual([false, true]);
  });

  it('are visible only to their owner, and survive a new sign-in (another device)', async () => {
    const owner = await register(server.url, newUser());
    const other = await register(server.url, newUser());
    await call(server.url, 'POST', '/consents', {
      token: owner.access_token,
      json: { type: 'platform', granted: true, version: 'v1' },
    });
    const othersView = await call<unknown[]>(server.url, 'GET', '/consents', { token: other.access_token });
    expect(othersView.body).toEqual([]);
    const login = await call(server.url, 'POST', '/auth/login', {
      form: { username: owner.username, password: owner.password },
    });
    const ownersView = await call<unknown[]>(server.url, 'GET', '/consents', {
      token: login.body.access_token as string,
    });
    expect(ownersView.body).toHaveLength(1);
  });

  it('refuse an unknown type', async () => {
    const user = await register(server.url, newUser());
    const answer = await call(server.url, 'POST', '/consents', {
      token: user.access_token,
      json: { type: 'marketing', granted: true, version: 'v1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^type:/);
  });
});

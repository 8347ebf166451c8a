import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { fuzzApi, fuzzVisitor } from './fuzz';
import { fuzzLive } from './fuzz-live';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

let server: RunningServer;
let user: Registered;
beforeAll(async () => {
  server = await startTestServer();
  user = await register(server.url, newUser('fuzz'));
});
afterAll(() => server?.close());

describe('every route of /openapi.json, fuzzed', () => {
  it('never answers 5xx, and every error is JSON with a detail', { timeout: 240_000 }, async () => {
    const visitor = await fuzzVisitor(server.url, user.access_token, await activeAvatar(server, user.id));
    const report = await fuzzApi(server.url, { bearer: user.access_token, visitor });
    expect(report.operations).toBeGreaterThanOrEqual(50);
    expect(report.requests).toBeGreaterThan(report.operations * 10);
    expect(report.failures).toEqual([]);
    // The embed routes a visitor calls and the skills routes are reached past the sign-in, not refused at it.
    for (const family of ['embed', 'skills', 'sessions']) {
      const { requests, pastSignIn } = report.byFamily[family] ?? { requests: 0, pastSignIn: 0 };
      expect(pastSignIn, family).toBeGreaterThan(requests * 0.9);
    }
  });

  it('the live channel answers hostile frames with an event or a close code of its own', {
    timeout: 240_000,
  }, async () => {
    const coach = await register(server.url, newUser('fuzzlive'));
    const avatarId = await activeAvatar(server, coach.id);
    const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatarId },
    });
    const report = await fuzzLive(server.url, coach.access_token, session.body.id);
    expect(report.cases).toBeGreaterThanOrEqual(20);
    expect(report.failures).toEqual([]);
  });
});

describe('input refused in one place', () => {
  it('refuses a NUL or a lone surrogate in any field or query with 400 and says so', async () => {
    const nul = await call(server.url, 'PUT', `/users/update/${user.id}`, {
      token: user.access_token,
      json: { first_name: 'Ma\u0000ya' },
    });
    expect(nul.status).toBe(400);
    expect(nul.body.detail).toMatch(/^first_name: .*not allowed/);
    const surrogate = await call(server.url, 'PUT', `/users/update/${user.id}`, {
      token: user.access_token,
      raw: '{"last_name":"x\\ud800"}',
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.detail).toMatch(/^last_name: /);
    const query = await call(server.url, 'GET', '/users/search?username=a%00b', { token: user.access_token });
    expect(query.status).toBe(400);
  });

  it('answers oversized headers with a JSON 431 carrying the security headers', async () => {
    const response = await fetch(`${server.url}/health`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    // WebAssembly for the live mode's speech detector, and still no eval or inline script.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('sends Permissions-Policy everywhere and no-store on answers with user data', async () => {
    const me = await call(server.url, 'GET', '/users/list', { token: user.access_token });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('permissions-policy')).toContain('camera=(self)');
    const missing = await call(server.url, 'GET', '/no-such-call');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { IdleVisitCloser } from '../src/embed/idle-visits';
import { signEmbedToken } from '../src/embed/tokens';
import type { RunningServer } from '../src/server';
import { MovableClock, newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

/**
 * Issue 26: a visit outlives its tokens. Tokens live EMBED_TOKEN_TTL_SECONDS; an expired one is
 * told apart from a revoked key; a new token continues the visit of the one it follows (the same
 * session, the consent kept); the context tells a spent quota before the visitor records; a
 * visit whose visitor left is closed by the server.
 */
const SITE = 'https://clinic.example';
const OTHER = 'https://other.example';

let server: RunningServer;
/** The server's clock: the idle-visit test moves it past the idle time instead of waiting. */
const clock = new MovableClock();
let coach: Registered;
let avatarId: string;

beforeAll(async () => {
  server = await startTestServer({ EMBED_TOKEN_TTL_SECONDS: '120' }, { clock });
  coach = await register(server.url, newUser('visits'));
  avatarId = await activeAvatar(server, coach.id, { name: 'Robert' });
});
afterAll(() => server?.close());

async function page(method: string, path: string, token: string, json?: unknown, origin = SITE) {
  const headers: Record<string, string> = { origin, authorization: `Bearer ${token}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function createKey(overrides: Record<string, unknown> = {}) {
  const answer = await call<{ id: string; secret: string; publishable_key: string }>(
    server.url,
    'POST',
    '/embed/keys',
    {
      token: coach.access_token,
      json: { name: 'Clinic', avatar_ids: [avatarId], allowed_origins: [SITE, OTHER], ...overrides },
    },
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

const mint = async (secret: string, origin = SITE, extra: Record<string, unknown> = {}) =>
  (await call<{ token: string; expires_at: string }>(server.url, 'POST', '/embed/tokens', {
    json: { secret, origin, ...extra },
  })) as { status: number; body: { token: string; expires_at: string } & Record<string, unknown> };

describe('token lifetime', () => {
  it('is EMBED_TOKEN_TTL_SECONDS for publishable tokens and minted ones that ask none', async () => {
    const key = await createKey();
    const before = Date.now();
    const minted = await mint(key.secret);
    const life = (new Date(minted.body.expires_at).getTime() - before) / 1000;
    expect(life).toBeGreaterThan(115);
    expect(life).toBeLessThan(125);
    const response = await fetch(`${server.url}/embed/tokens/publishable`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ publishable_key: key.publishable_key }),
    });
    const published = (await response.json()) as { expires_at: string };
    expect((new Date(published.expires_at).getTime() - before) / 1000).toBeLessThan(125);
    const asked = await mint(key.secret, SITE, { ttl_seconds: 900 });
    expect((new Date(asked.body.expires_at).getTime() - before) / 1000).toBeGreaterThan(890);
  });

  it('is validated at start: under a minute or over an hour is refused', () => {
    expect(() => loadConfig({ ...process.env, EMBED_TOKEN_TTL_SECONDS: '30' })).toThrow(
      /EMBED_TOKEN_TTL_SECONDS/,
    );
    expect(() => loadConfig({ ...process.env, EMBED_TOKEN_TTL_SECONDS: '7200' })).toThrow(
      /EMBED_TOKEN_TTL_SECONDS/,
    );
  });

  it('ends in 401 token_expired, told apart from a token that is not valid and a revoked key', async () => {
    const key = await createKey();
    const expired = await signEmbedToken(server.config, {
      keyId: key.id,
      avatarId,
      origin: SITE,
      ttlSeconds: -5,
    });
    expect(await page('GET', '/embed/context', expired.token)).toMatchObject({
      status: 401,
      body: { code: 'token_expired' },
    });
    expect(await page('GET', '/embed/context', `${expired.token}x`)).toMatchObject({
      status: 401,
      body: { code: 'token_invalid' },
    });
    const { token } = (await mint(key.secret)).body;
    await call(server.url, 'DELETE', `/embed/keys/${key.id}`, { token: coach.access_token });
    expect(await page('GET', '/embed/context', token)).toMatchObject({
      status: 401,
      body: { code: 'key_revoked' },
    });
  });
});

describe('a visit', () => {
  it('goes on with a fresh token: the same session, the consent already given', async () => {
    const key = await createKey();
    const first = (await mint(key.secret)).body.token;
    expect(
      (await page('POST', '/embed/consent', first, { granted: true, version: '2026-11-22' })).status,
    ).toBe(201);
    const session = await page('POST', '/embed/sessions', first);
    expect(session.status).toBe(201);

    // The first token expires; the clinic's server mints a fresh one, which knows nothing yet.
    const fresh = (await mint(key.secret)).body.token;
    expect(await page('POST', '/embed/sessions', fresh)).toMatchObject({
      status: 403,
      body: { code: 'consent_required' },
    });
    const expiredFirst = await signEmbedToken(server.config, {
      keyId: key.id,
      avatarId,
      origin: SITE,
      ttlSeconds: -30,
      visitId: (await tokenVisit(first)) ?? '',
    });
    const continued = await page('POST', '/embed/tokens/continue', fresh, {
      previous_token: expiredFirst.token,
    });
    expect(continued.status).toBe(201);
    const next = continued.body.token as string;
    const again = await page('POST', '/embed/sessions', next);
    expect(again).toMatchObject({ status: 201, body: { id: session.body.id } });
    const form = new FormData();
    form.set('session_id', session.body.id as string);
    form.set('message_text', 'Here I am again.');
    const sent = await fetch(`${server.url}/embed/videos`, {
      method: 'POST',
      headers: { origin: SITE, authorization: `Bearer ${next}` },
      body: form,
    });
    expect(sent.status).toBe(202);
  });

  it('cannot be continued by a token of another website or key', async () => {
    const key = await createKey();
    const other = await createKey();
    const first = (await mint(key.secret)).body.token;
    const elsewhere = (await mint(key.secret, OTHER)).body.token;
    expect(
      (await page('POST', '/embed/tokens/continue', elsewhere, { previous_token: first }, OTHER)).status,
    ).toBe(403);
    const otherKey = (await mint(other.secret)).body.token;
    expect((await page('POST', '/embed/tokens/continue', otherKey, { previous_token: first })).status).toBe(
      403,
    );
  });

  it('learns from the context that the quota is spent before it records', async () => {
    const key = await createKey({ daily_session_quota: 1 });
    const first = (await mint(key.secret)).body.token;
    expect((await page('GET', '/embed/context', first)).body).toMatchObject({
      quota_reached: false,
      avatar_ready: true,
    });
    await page('POST', '/embed/consent', first, { granted: true, version: '2026-11-22' });
    expect((await page('POST', '/embed/sessions', first)).status).toBe(201);
    // The visit that has the session may go on; another visitor today may not start.
    expect((await page('GET', '/embed/context', first)).body).toMatchObject({ quota_reached: false });
    const second = (await mint(key.secret)).body.token;
    expect((await page('GET', '/embed/context', second)).body).toMatchObject({ quota_reached: true });
  });

  it('cannot write consent rows without limit', async () => {
    const key = await createKey();
    const token = (await mint(key.secret)).body.token;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      statuses.push(
        (await page('POST', '/embed/consent', token, { granted: true, version: '2026-11-22' })).status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is closed by the server once its visitor has left', async () => {
    const key = await createKey();
    const token = (await mint(key.secret)).body.token;
    await page('POST', '/embed/consent', token, { granted: true, version: '2026-11-22' });
    const session = await page('POST', '/embed/sessions', token);
    const read = async () =>
      (
        await server.services.db.query<{ ended_at: Date | null; summary: string | null }>(
          'SELECT ended_at, summary FROM sessions WHERE id = $1',
          [session.body.id],
        )
      )[0];
    const closer = new IdleVisitCloser(server.services, 3);
    await closer.closeIdle();
    expect((await read())?.ended_at).toBeNull();
    clock.advance(4);
    expect(await closer.closeIdle()).toBeGreaterThanOrEqual(1);
    const row = await read();
    expect(row?.ended_at).toBeTruthy();
    expect(row?.summary).toBeTruthy();
  });
});

/** The visit a token names (its payload, read without checking: the test signed it). */
async function tokenVisit(token: string): Promise<string | undefined> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    visit?: string;
  };
  return payload.visit;
}

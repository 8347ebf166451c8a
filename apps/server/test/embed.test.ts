import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMBED_TOKEN_EXPIRED, signEmbedToken } from '../src/embed/tokens';
import { CONSENT_REQUIRED, QUOTA_REACHED } from '../src/routes/embed';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, pendingAvatar } from './sessions-fixtures';

const SITE = 'https://clinic.example';
const OTHER_SITE = 'https://elsewhere.example';

let server: RunningServer;
let coach: Registered;
let avatarId: string;

beforeAll(async () => {
  server = await startTestServer();
  coach = await register(server.url, newUser('clinic'));
  avatarId = await activeAvatar(server, coach.id, { name: 'Robert' });
});
afterAll(() => server?.close());

/** A request as a clinic page's script makes it: with its Origin and, when given, a token. */
async function fromPage(
  method: string,
  path: string,
  options: { origin?: string; token?: string; json?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = {};
  if (options.origin) headers.origin = options.origin;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

async function createKey(overrides: Record<string, unknown> = {}) {
  const answer = await call<Record<string, unknown>>(server.url, 'POST', '/embed/keys', {
    token: coach.access_token,
    json: { name: 'Clinic website', avatar_ids: [avatarId], allowed_origins: [SITE], ...overrides },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; secret: string; publishable_key: string; name: string };
}

async function mint(secret: string, origin = SITE, extra: Record<string, unknown> = {}) {
  return call<{ token: string; expires_at: string; detail?: string }>(server.url, 'POST', '/embed/tokens', {
    json: { secret, origin, ...extra },
  });
}

/** Consents, starts a session and sends a typed message; answers the session id and the first job. */
async function visit(token: string) {
  expect(
    (
      await fromPage('POST', '/embed/consent', {
        origin: SITE,
        token,
        json: { granted: true, version: '2026-11-22' },
      })
    ).status,
  ).toBe(201);
  const session = await fromPage('POST', '/embed/sessions', { origin: SITE, token });
  expect(session.status).toBe(201);
  const form = new FormData();
  form.set('session_id', session.body.id as string);
  form.set('message_text', 'Hello, I wanted to talk about last weekend.');
  const job = await fromPage('POST', '/embed/videos', { origin: SITE, token, form });
  expect(job.status).toBe(202);
  return { sessionId: session.body.id as string, jobId: job.body.job_id as string };
}

describe('embed keys', () => {
  it('shows the secret once, stores only a hash, lists and revokes only your own keys', async () => {
    const key = await createKey();
    expect(key.secret).toMatch(/^sk_/);
    expect(key.publishable_key).toMatch(/^pk_/);
    const list = await call<Record<string, unknown>[]>(server.url, 'GET', '/embed/keys', {
      token: coach.access_token,
    });
    const listed = list.body.find((row) => row.id === key.id);
    expect(listed).toMatchObject({ name: 'Clinic website', allowed_origins: [SITE], sessions_this_month: 0 });
    expect(listed).not.toHaveProperty('secret');
    const [stored] = await server.services.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM embed_keys WHERE id = $1',
      [key.id],
    );
    expect(stored?.secret_hash).not.toContain(key.secret);

    const stranger = await register(server.url, newUser('stranger'));
    const theirs = await call(server.url, 'DELETE', `/embed/keys/${key.id}`, {
      token: stranger.access_token,
    });
    expect(theirs.status).toBe(404);
    const strangerKey = await call(server.url, 'POST', '/embed/keys', {
      token: stranger.access_token,
      json: { name: 'Mine', avatar_ids: [avatarId], allowed_origins: [SITE] },
    });
    expect(strangerKey).toMatchObject({ status: 404, body: { detail: 'Avatar not found' } });
  });

  it('refuses origins with paths, wildcards in the middle, or plain http', async () => {
    for (const origin of [
      'https://clinic.example/page',
      'https://a.*.example',
      'http://clinic.example',
      '*',
    ]) {
      const answer = await call(server.url, 'POST', '/embed/keys', {
        token: coach.access_token,
        json: { name: 'Bad', avatar_ids: [avatarId], allowed_origins: [origin] },
      });
      expect(answer.status).toBe(400);
      expect(String(answer.body.detail)).toMatch(/origins/);
    }
  });
});

describe('visitor tokens', () => {
  it('run the whole visit: context, consent first, session, reply, then the coach sees it marked', async () => {
    const key = await createKey({ name: 'Homework page' });
    const minted = await mint(key.secret);
    expect(minted.status).toBe(201);
    const { token } = minted.body;

    const context = await fromPage('GET', '/embed/context', { origin: SITE, token });
    expect(context.status).toBe(200);
    expect(context.body).toMatchObject({
      avatar: { id: avatarId, name: 'Robert' },
      consent_version: '2026-11-22',
    });
    expect(context.headers.get('access-control-allow-origin')).toBe(SITE);

    const early = await fromPage('POST', '/embed/sessions', { origin: SITE, token });
    expect(early).toMatchObject({ status: 403, body: { detail: CONSENT_REQUIRED } });

    const { sessionId, jobId } = await visit(token);
    const job = await vi.waitFor(
      async () => {
        const { body } = await fromPage('GET', `/embed/jobs/${jobId}`, { origin: SITE, token });
        if (body.status !== 'polling_required' && body.status !== 'failed')
          throw new Error(`job is ${String(body.status)}`);
        return body;
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(job.status).toBe('polling_required');

    const consents = await server.services.db.query<{ session_id: string; version: string }>(
      'SELECT session_id, version FROM embed_consents WHERE embed_key_id = $1',
      [key.id],
    );
    expect(consents).toEqual([{ session_id: sessionId, version: '2026-11-22' }]);

    const history = await call<{ id: string; embed: unknown }[]>(server.url, 'GET', '/sessions/get_by_user', {
      token: coach.access_token,
    });
    expect(history.body.find((session) => session.id === sessionId)?.embed).toEqual({
      key_id: key.id,
      key_name: 'Homework page',
      origin: SITE,
    });
    const closed = await fromPage('PUT', `/embed/sessions/${sessionId}/close`, { origin: SITE, token });
    expect(closed.status).toBe(200);
    expect(closed.body.ended_at).toBeTruthy();
    const deleted = await call(server.url, 'DELETE', `/sessions/delete/${sessionId}`, {
      token: coach.access_token,
    });
    expect(deleted.status).toBe(200);
  });

  it('are refused from another origin, and for the coach routes', async () => {
    const key = await createKey();
    const { token } = (await mint(key.secret)).body;
    const elsewhere = await fromPage('GET', '/embed/context', { origin: OTHER_SITE, token });
    expect(elsewhere.status).toBe(403);
    expect(String(elsewhere.body.detail)).toMatch(/not allowed/);
    const noOrigin = await fromPage('GET', '/embed/context', { token });
    expect(noOrigin.status).toBe(403);
    const coachRoute = await call(server.url, 'GET', '/sessions/get_by_user', { token });
    expect(coachRoute.status).toBe(401);
    const coachTokenOnEmbed = await fromPage('GET', '/embed/context', {
      origin: SITE,
      token: coach.access_token,
    });
    expect(coachTokenOnEmbed.status).toBe(401);
    const wrongSite = await mint(key.secret, OTHER_SITE);
    expect(wrongSite.status).toBe(403);
    const badSecret = await mint('sk_not-a-real-secret');
    expect(badSecret.status).toBe(401);
  });

  it('expire, and stop at once when the key is revoked', async () => {
    const key = await createKey();
    const expired = await signEmbedToken(server.config, {
      keyId: key.id,
      avatarId,
      origin: SITE,
      ttlSeconds: -5,
    });
    const late = await fromPage('GET', '/embed/context', { origin: SITE, token: expired.token });
    expect(late).toMatchObject({ status: 401, body: { detail: EMBED_TOKEN_EXPIRED, code: 'token_expired' } });

    const { token } = (await mint(key.secret)).body;
    expect((await fromPage('GET', '/embed/context', { origin: SITE, token })).status).toBe(200);
    await call(server.url, 'DELETE', `/embed/keys/${key.id}`, { token: coach.access_token });
    const revoked = await fromPage('GET', '/embed/context', { origin: SITE, token });
    expect(revoked).toMatchObject({
      status: 401,
      body: { detail: 'This embed key has been revoked.', code: 'key_revoked' },
    });
    expect((await mint(key.secret)).body).toMatchObject({ code: 'key_revoked' });
  });

  it("cannot read another visitor's session or job, nor use another avatar", async () => {
    const second = await activeAvatar(server, coach.id, { name: 'Maria' });
    const key = await createKey();
    const first = await visit((await mint(key.secret)).body.token);
    const other = (await mint(key.secret)).body.token;
    expect((await fromPage('GET', `/embed/jobs/${first.jobId}`, { origin: SITE, token: other })).status).toBe(
      404,
    );
    expect(
      (await fromPage('PUT', `/embed/sessions/${first.sessionId}/close`, { origin: SITE, token: other }))
        .status,
    ).toBe(404);
    const form = new FormData();
    form.set('session_id', first.sessionId);
    form.set('message_text', 'Hi');
    expect((await fromPage('POST', '/embed/videos', { origin: SITE, token: other, form })).status).toBe(404);
    const foreign = await mint(key.secret, SITE, { avatar_id: second });
    expect(foreign.status).toBe(403);
    const pending = await pendingAvatar(server, coach.id);
    const notReady = await createKey({ avatar_ids: [pending] });
    expect((await mint(notReady.secret)).status).toBe(403);
  });
});

describe('the publishable flow', () => {
  it('mints for an allowed page origin only, and the daily quota answers 429', async () => {
    const key = await createKey({ daily_session_quota: 1, allowed_origins: ['https://*.clinic.example'] });
    const site = 'https://www.clinic.example';
    const refused = await fromPage('POST', '/embed/tokens/publishable', {
      origin: OTHER_SITE,
      json: { publishable_key: key.publishable_key },
    });
    // The refusal carries CORS, so the page's widget can read that its origin is not allowed.
    expect(refused).toMatchObject({ status: 403, body: { code: 'origin_not_allowed' } });
    expect(refused.headers.get('access-control-allow-origin')).toBe(OTHER_SITE);
    const minted = await fromPage('POST', '/embed/tokens/publishable', {
      origin: site,
      json: { publishable_key: key.publishable_key },
    });
    expect(minted.status).toBe(201);
    expect(minted.headers.get('access-control-allow-origin')).toBe(site);
    const token = minted.body.token as string;
    await fromPage('POST', '/embed/consent', {
      origin: site,
      token,
      json: { granted: true, version: '2026-11-22' },
    });
    expect((await fromPage('POST', '/embed/sessions', { origin: site, token })).status).toBe(201);

    const next = (
      await fromPage('POST', '/embed/tokens/publishable', {
        origin: site,
        json: { publishable_key: key.publishable_key },
      })
    ).body.token as string;
    await fromPage('POST', '/embed/consent', {
      origin: site,
      token: next,
      json: { granted: true, version: '2026-11-22' },
    });
    const over = await fromPage('POST', '/embed/sessions', { origin: site, token: next });
    expect(over).toMatchObject({ status: 429, body: { detail: QUOTA_REACHED, code: 'quota_reached' } });
  });

  it('answers preflights per key: an allowed origin gets CORS, an unknown one is refused', async () => {
    await createKey({ allowed_origins: ['https://preflight.example'] });
    const ok = await fetch(`${server.url}/embed/context`, {
      method: 'OPTIONS',
      headers: { origin: 'https://preflight.example', 'access-control-request-method': 'GET' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://preflight.example');
    const unknown = await fetch(`${server.url}/embed/context`, {
      method: 'OPTIONS',
      headers: { origin: 'https://nobody.example', 'access-control-request-method': 'GET' },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rate-limits token minting per address with 429 and Retry-After', async () => {
    const key = await createKey({ allowed_origins: ['https://busy.example'] });
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      answers.push(
        await fromPage('POST', '/embed/tokens/publishable', {
          origin: 'https://busy.example',
          json: { publishable_key: key.publishable_key },
        }),
      );
    }
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

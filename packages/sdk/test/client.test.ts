import { MovableClock, newUser, startTestServer } from '@rebond/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  formatUserMessage,
  isAccessTokenValid,
  isRebondError,
  memoryTokenStore,
  NotFoundError,
  RateLimitError,
  RebondClient,
  RebondError,
  type StoredTokens,
  TimeoutError,
  type TokenStore,
  toUserMessage,
} from '../src';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let shortLived: Server;
/** The short-lived server's clock: tests move it past an access token's lifetime instead of waiting. */
const clock = new MovableClock();
const ACCESS_TTL = 60;

beforeAll(async () => {
  [server, shortLived] = await Promise.all([
    startTestServer({ LOGIN_MAX_FAILURES: '2' }),
    startTestServer({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL) }, { clock }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), shortLived?.close()]);
});

/** Observes the real fetch to count calls; it changes nothing. */
function countingFetch() {
  const calls: string[] = [];
  const observed: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return fetch(input, init);
  };
  return { calls, fetch: observed };
}

describe('auth, health and users resources', () => {
  it('register stores tokens; health then knows the caller', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    const user = newUser();
    const answer = await client.auth.register(user);
    expect(answer.user.username).toBe(user.username);
    expect(isAccessTokenValid(client.tokens.get()?.access_token)).toBe(true);
    expect((await client.health.get()).user_id).toBe(answer.user.id);
  });

  it('login by e-mail, then search, update and list your own record', async () => {
    const user = newUser();
    await new RebondClient({ baseUrl: server.url }).users.create(user);
    const client = new RebondClient({ baseUrl: server.url });
    const login = await client.auth.login({ username: user.email, password: user.password });
    const me = await client.users.search(user.username);
    expect(me.id).toBe('user_id' in login ? login.user_id : undefined);
    const updated = await client.users.update(me.id, { last_name: 'Renamed' });
    expect(updated.last_name).toBe('Renamed');
    expect(await client.users.list()).toHaveLength(1);
  });

  it('logout revokes the refresh token on the server', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    await client.auth.register(newUser());
    const refreshToken = client.tokens.get()?.refresh_token;
    await client.auth.logout();
    expect(client.tokens.get()).toBeNull();
    const reuse = new RebondClient({
      baseUrl: server.url,
      tokens: memoryTokenStore({ access_token: '', refresh_token: refreshToken ?? '' }),
    });
    expect(await reuse.auth.refresh()).toBe(false);
  });

  it('delete removes your account', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    const user = newUser();
    const { user: created } = await client.auth.register(user);
    await client.users.delete(created.id);
    await expect(client.auth.login(user)).rejects.toBeInstanceOf(AuthenticationError);
  });
});

describe('typed errors', () => {
  it('carry the status class, the server detail, the method and the path', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    const user = newUser();
    await client.auth.register(user);
    const error = await client.auth.register(user).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toBeInstanceOf(RebondError);
    expect(isRebondError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      detail: 'Username already registered',
      method: 'POST',
      path: '/auth/register',
    });
    expect((error as RebondError).requestId).toBeTruthy();
  });

  it('map 404 and 429 to their classes', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    const user = newUser();
    await client.auth.register(user);
    await expect(client.users.search('someone_else')).rejects.toBeInstanceOf(NotFoundError);
    const anonymous = new RebondClient({ baseUrl: server.url });
    for (let i = 0; i < 2; i += 1) {
      await expect(
        anonymous.auth.login({ username: user.username, password: 'wrong' }),
      ).rejects.toBeInstanceOf(AuthenticationError);
    }
    const throttled = await anonymous.auth.login(user).catch((caught: unknown) => caught);
    expect(throttled).toBeInstanceOf(RateLimitError);
    expect((throttled as RateLimitError).retryAfter).toBeGreaterThan(0);
  });

  it('report an unreachable server and a time-out', async () => {
    const offline = new RebondClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(offline.health.get()).rejects.toBeInstanceOf(ConnectionError);
    const impatient = new RebondClient({ baseUrl: server.url, timeout: 1 });
    await expect(impatient.auth.login({ username: 'x', password: 'y' })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('turn into the messages of spec section 8', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    const failure = await client.auth
      .login({ username: 'ghost_zz', password: 'nope' })
      .catch((e: unknown) => e);
    expect(formatUserMessage(toUserMessage(failure, 'login'))).toBe('Incorrect username or password');
    expect(formatUserMessage(toUserMessage(new Error('boom'), 'login'))).toBe('Login failed');
    expect(formatUserMessage(toUserMessage(new Error('boom'), 'register'))).toBe(
      'Registration failed. Please try again.',
    );
    const denied = new RebondError('x', {
      status: 403,
      detail: 'Coach already has an active session',
      method: 'POST',
      path: '/sessions/create',
    });
    expect(formatUserMessage(toUserMessage(denied, 'sessionWizard'))).toBe(
      'You already have an active session. Please close it before starting a new one.',
    );
    const missing = new RebondError('x', { status: 404, method: 'POST', path: '/sessions/create' });
    expect(formatUserMessage(toUserMessage(missing, 'sessionLaunch'))).toBe('Session service not found...');
    expect(formatUserMessage(toUserMessage(missing, 'sessionWizard'))).toBe(
      'The selected avatar was not found. Please select a different avatar.',
    );
    const bad = new RebondError('x', {
      status: 400,
      detail: 'no prompt',
      method: 'POST',
      path: '/sessions/create',
    });
    expect(formatUserMessage(toUserMessage(bad, 'sessionWizard'))).toBe('Session creation failed: no prompt');
  });
});

describe('token refresh', () => {
  it('refreshes once on a 401 and retries the request', async () => {
    const observer = countingFetch();
    const client = new RebondClient({ baseUrl: shortLived.url, fetch: observer.fetch });
    const { user } = await client.auth.register(newUser());
    const firstRefresh = client.tokens.get()?.refresh_token;
    clock.advance(ACCESS_TTL + 1);
    expect(isAccessTokenValid(client.tokens.get()?.access_token, clock.now().getTime())).toBe(false);
    const health = await client.health.get();
    expect(health.user_id).toBe(user.id);
    expect(observer.calls).toEqual([
      'POST /auth/register',
      'GET /health',
      'POST /auth/refresh',
      'GET /health',
    ]);
    expect(client.tokens.get()?.refresh_token).not.toBe(firstRefresh);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const observer = countingFetch();
    const client = new RebondClient({ baseUrl: shortLived.url, fetch: observer.fetch });
    const { user } = await client.auth.register(newUser());
    clock.advance(ACCESS_TTL + 1);
    const answers = await Promise.all([client.health.get(), client.users.list(), client.health.get()]);
    expect(answers[0].user_id).toBe(user.id);
    expect(observer.calls.filter((call) => call === 'POST /auth/refresh')).toHaveLength(1);
  });

  it('uses the tokens another tab renewed (re-read from shared storage) instead of spending the old ones', async () => {
    let shared: StoredTokens | null = null;
    const tab = (): TokenStore => {
      let own: StoredTokens | null = null;
      return {
        get: () => own,
        set: (tokens) => {
          own = tokens;
          shared = tokens;
        },
        clear: () => {
          own = null;
          shared = null;
        },
        reload: () => {
          own = shared;
          return own;
        },
      };
    };
    const first = new RebondClient({ baseUrl: shortLived.url, tokens: tab() });
    await first.auth.register(newUser());
    const observer = countingFetch();
    const second = new RebondClient({ baseUrl: shortLived.url, tokens: tab(), fetch: observer.fetch });
    second.tokens.set(first.tokens.get() as StoredTokens);
    clock.advance(ACCESS_TTL + 1);
    expect(await first.refreshTokens()).toBe(true);
    // This tab's old access token is refused; it re-reads the renewed tokens instead of spending
    // the refresh token the other tab spent.
    await second.health.get();
    expect(observer.calls).toEqual(['GET /health', 'GET /health']);
    expect(second.tokens.get()).toEqual(first.tokens.get());
  });

  it('clears stored auth and calls onAuthFailure when the refresh fails', async () => {
    const onAuthFailure = vi.fn();
    const client = new RebondClient({ baseUrl: shortLived.url, onAuthFailure });
    await client.auth.register(newUser());
    const stolen = client.tokens.get()?.refresh_token ?? '';
    await new RebondClient({
      baseUrl: shortLived.url,
      tokens: memoryTokenStore({ access_token: '', refresh_token: stolen }),
    }).auth.refresh();
    clock.advance(ACCESS_TTL + 1);
    await expect(client.health.get()).rejects.toBeInstanceOf(AuthenticationError);
    expect(client.tokens.get()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cannot reach the server', () => Promise.reject(new TypeError('Failed to fetch')), ConnectionError],
    ['is answered 503', () => Promise.resolve(new Response('{}', { status: 503 })), RebondError],
  ])(
    'keeps the tokens when the refresh %s (a page unloading mid-call, a restart)',
    async (_, refresh, error) => {
      const onAuthFailure = vi.fn();
      let down = false;
      const client = new RebondClient({
        baseUrl: shortLived.url,
        onAuthFailure,
        fetch: (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          return down && url.endsWith('/auth/refresh') ? refresh() : fetch(input, init);
        },
      });
      await client.auth.register(newUser());
      const tokens = client.tokens.get();
      clock.advance(ACCESS_TTL + 1);
      down = true;
      await expect(client.health.get()).rejects.toBeInstanceOf(error);
      expect(client.tokens.get()).toEqual(tokens);
      expect(onAuthFailure).not.toHaveBeenCalled();
      down = false;
      expect((await client.health.get()).user_id).toBeTruthy();
    },
  );
});

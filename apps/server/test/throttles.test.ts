import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config';
import type { RunningServer } from '../src/server';
import { MovableClock, newUser, startTestServer } from '../src/testing';

/**
 * Fair throttles. The server trusts one proxy hop, so each test speaks from its own client address
 * (`X-Forwarded-For`), as many people behind one reverse proxy do.
 */
const settings = {
  TRUST_PROXY: '1',
  LOGIN_MAX_FAILURES: '3',
  SIGNUP_RATE_LIMIT: '5',
  // The hash queue's bound is generous here: on a loaded 2-core runner one scrypt hash can take
  // over 3 s (the default bound), and these tests are about who goes first, not about the bound.
  PASSWORD_QUEUE_MAX_WAIT_MS: '20000',
};
let server: RunningServer;
/** The server's clock: the windows' test (the last) moves it on. */
const clock = new MovableClock();
beforeAll(async () => {
  server = await startTestServer(settings, { clock });
});
afterAll(() => server?.close());

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

interface Sent {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  ms: number;
}

async function send(
  method: string,
  path: string,
  from: string,
  options: { json?: unknown; form?: Record<string, string>; cookie?: string; base?: string } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { 'x-forwarded-for': from };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  if (options.cookie) headers.cookie = options.cookie;
  const started = performance.now();
  const response = await fetch(`${options.base ?? server.url}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
    ms: performance.now() - started,
  };
}

async function signUp(from: string, base?: string) {
  const user = newUser('throttle');
  const answer = await send('POST', '/auth/register', from, { json: user, base });
  expect(answer.status).toBe(201);
  return { ...user, id: String((answer.body.user as { id: string }).id) };
}

const signIn = (from: string, username: string, password: string, cookie?: string, base?: string) =>
  send('POST', '/auth/login', from, { form: { username, password }, cookie, base });

const deviceCookie = (answer: Sent) => answer.headers.get('set-cookie')?.split(';')[0];

describe('sign-up', () => {
  it('is limited per address, and another address keeps its allowance (TRUST_PROXY)', async () => {
    const crowded = newAddress();
    for (let i = 0; i < 5; i += 1) await signUp(crowded);
    const limited = await send('POST', '/users/create', crowded, { json: newUser('limited') });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.detail).toEqual(expect.any(String));
    expect((await send('POST', '/users/create', newAddress(), { json: newUser('elsewhere') })).status).toBe(
      201,
    );
  }, 20_000);

  it('100 parallel sign-ups get 429 and do not hold up a sign-in (it goes first)', async () => {
    // The subject is the hash queue, so this server hashes at the production cost (the test tiers
    // set a cheap one), on which 100 hashes outlast the queue's bound.
    const hashing = await startTestServer({ ...settings, PASSWORD_HASH_COST: '17' });
    onTestFinished(() => hashing.close());
    const base = hashing.url;
    const from = newAddress();
    const coach = await signUp(from, base);
    expect(await storedHash(hashing, coach.id)).toMatch(/^scrypt\$131072\$8\$1\$/);
    const baseline = await signIn(newAddress(), coach.username, coach.password, undefined, base);
    expect(baseline.status).toBe(200);

    const flood = newAddress();
    const finished: { status: number; at: number }[] = [];
    const signUps = Array.from({ length: 100 }, () =>
      send('POST', '/auth/register', flood, { json: newUser('flood'), base }).then((answer) => {
        finished.push({ status: answer.status, at: performance.now() });
        return answer;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const loginAnswer = await signIn(newAddress(), coach.username, coach.password, undefined, base);
    const loginDone = performance.now();
    const answers = await Promise.all(signUps);

    expect(loginAnswer.status).toBe(200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(50);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 429)).toBe(true);
    // The sign-in waited for at most the hashes already running, not the queue of sign-ups.
    const createdAfterLogin = finished.filter((entry) => entry.status === 201 && entry.at > loginDone).length;
    const created = finished.filter((entry) => entry.status === 201).length;
    expect(created - createdAfterLogin).toBeLessThanOrEqual(4);
  }, 110_000);
});

const storedHash = async (on: RunningServer, id: string) =>
  (
    await on.services.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      id,
    ])
  )[0]?.password_hash;

describe('PASSWORD_HASH_COST', () => {
  it("is scrypt's log2 N for new hashes: 17 unless set, 10 to 20, and the test servers' 12", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-hash-cost-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashCost).toBe(17);
    for (const cost of ['9', '21', 'cheap']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: cost })).toThrow(/PASSWORD_HASH_COST/);
    }
    const coach = await signUp(newAddress());
    expect(await storedHash(server, coach.id)).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect((await signIn(newAddress(), coach.username, coach.password)).status).toBe(200);
  });
});

describe('sign-in lockout', () => {
  it('counts failures per account, whatever spelling of the login was typed', async () => {
    const from = newAddress();
    const coach = await signUp(from);
    expect((await signIn(from, coach.username, 'wrong')).status).toBe(401);
    expect((await signIn(from, coach.email.toUpperCase(), 'wrong')).status).toBe(401);
    expect((await signIn(from, coach.username.toUpperCase(), 'wrong')).status).toBe(401);
    const locked = await signIn(newAddress(), coach.email, coach.password);
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/Too many failed sign-in attempts/);
  });

  it('cannot be turned against a coach: a device that signed in before keeps its own allowance', async () => {
    const coachAddress = newAddress();
    const coach = await signUp(coachAddress);
    const first = await signIn(coachAddress, coach.username, coach.password);
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/^rebond_device=/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    // An attacker, even from the coach's own address (one proxy for everyone), fails on purpose.
    for (let i = 0; i < 5; i += 1) await signIn(coachAddress, coach.username, 'guess');
    expect((await signIn(coachAddress, coach.username, coach.password)).status).toBe(429);

    // The coach's browser still signs in; a forged cookie does not help the attacker.
    expect((await signIn(coachAddress, coach.username, coach.password, cookie)).status).toBe(200);
    const forged = `${cookie?.slice(0, -4)}AAAA`;
    expect((await signIn(coachAddress, coach.username, coach.password, forged)).status).toBe(429);
  });
});

describe('an address cannot lock out the accounts signed in from it', () => {
  it("30 failed sign-ins with made-up usernames from one address do not stop another account's sign-in", async () => {
    const shared = newAddress();
    const coach = await signUp(newAddress());
    // All at once, as a flood comes: each is refused for its password, none waits on the others'.
    const failures = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(shared, `nobody_${i}_${coach.username}`, 'guess')),
    );
    expect(failures.map((answer) => answer.status)).toEqual(Array(30).fill(401));
    const started = performance.now();
    const answer = await signIn(shared, coach.username, coach.password);
    expect(answer.status).toBe(200);
    // The address waits a little more for each failure beyond the first threshold (4 x 3 failures):
    // 100 ms for each of the 18 beyond it (less a timer's rounding), not a lock.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1750);
  });
});

describe('the windows', () => {
  it("end on the server's clock: a locked account signs in again, an address signs up again", async () => {
    const from = newAddress();
    const coach = await signUp(from);
    for (let i = 0; i < 3; i += 1) expect((await signIn(from, coach.username, 'wrong')).status).toBe(401);
    const locked = await signIn(newAddress(), coach.username, coach.password);
    expect(locked.status).toBe(429);
    // The sign-in window (LOGIN_WINDOW_SECONDS, 15 minutes by default) counts down on that clock.
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    clock.advance(retryAfter - 120);
    const later = await signIn(newAddress(), coach.username, coach.password);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(121);
    clock.advance(121);
    expect((await signIn(newAddress(), coach.username, coach.password)).status).toBe(200);

    // The per-address allowance of sign-ups (SIGNUP_RATE_LIMIT=5 in RATE_LIMIT_WINDOW_SECONDS, 10 minutes).
    const crowded = newAddress();
    for (let i = 0; i < 5; i += 1) await signUp(crowded);
    expect((await send('POST', '/auth/register', crowded, { json: newUser('early') })).status).toBe(429);
    clock.advance(10 * 60);
    expect((await send('POST', '/auth/register', crowded, { json: newUser('after') })).status).toBe(201);
  });
});

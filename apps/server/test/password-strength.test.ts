import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';

/** Weak passwords are refused with the reason wherever a password is chosen. */
let server: RunningServer;
let erin: Registered;
beforeAll(async () => {
  server = await startTestServer();
  erin = await register(server.url, newUser('erin'));
});
afterAll(() => server?.close());

const WEAK = [
  ['password', /common/],
  ['12345678', /common/],
  ['aaaaaaaa', /Repeated/],
] as const;

describe('a weak password', () => {
  it.each(WEAK)('%s is refused at sign-up with the reason, and no account is made', async (password, why) => {
    const fields = { ...newUser('weak'), password };
    const answer = await call(server.url, 'POST', '/auth/register', { json: fields });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^password: /);
    expect(answer.body.detail).toMatch(why);
    const login = await call(server.url, 'POST', '/auth/login', {
      form: { username: fields.username, password },
    });
    expect(login.status).toBe(401);
  });

  it.each(WEAK)('%s is refused by /users/create', async (password, why) => {
    const answer = await call(server.url, 'POST', '/users/create', {
      json: { ...newUser('weak'), password },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(why);
  });

  it.each(WEAK)('%s is refused as a new password, and the old one still works', async (password, why) => {
    const answer = await call(server.url, 'PUT', '/users/password', {
      token: erin.access_token,
      json: { current_password: erin.password, new_password: password },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^new_password: /);
    expect(answer.body.detail).toMatch(why);
    const login = await call(server.url, 'POST', '/auth/login', {
      form: { username: erin.username, password: erin.password },
    });
    expect(login.status).toBe(200);
  });

  it('built on the account name is refused', async () => {
    const fields = newUser('marguerite');
    const answer = await call(server.url, 'POST', '/auth/register', {
      json: { ...fields, password: `${fields.username}1` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/name, username or e-mail/);
  });
});

it('a strong passphrase is accepted', async () => {
  const answer = await call(server.url, 'POST', '/auth/register', {
    json: { ...newUser('strong'), password: 'lantern-orchard-tide-7' },
  });
  expect(answer.status).toBe(201);
});

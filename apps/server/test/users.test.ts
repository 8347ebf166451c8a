import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';

let server: RunningServer;
let alice: Registered;
let bob: Registered;
beforeAll(async () => {
  server = await startTestServer();
  alice = await register(server.url, newUser('alice'));
  bob = await register(server.url, newUser('bob'));
});
afterAll(() => server?.close());

describe('reading users', () => {
  it('finds yourself by username, with the full record', async () => {
    const answer = await call(server.url, 'GET', `/users/search?username=${alice.username}`, {
      token: alice.access_token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: alice.id,
      username: alice.username,
      account_status: true,
      role: 'coach',
    });
    expect(answer.body).not.toHaveProperty('password_hash');
  });

  it('answers 404 for another user, exactly as for a missing one', async () => {
    const other = await call(server.url, 'GET', `/users/search?username=${bob.username}`, {
      token: alice.access_token,
    });
    const missing = await call(server.url, 'GET', '/users/search?username=nobody_here', {
      token: alice.access_token,
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it('lists only yourself, honouring skip and limit', async () => {
    const list = await call<unknown[]>(server.url, 'GET', '/users/list', { token: alice.access_token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: alice.id });
    const skipped = await call<unknown[]>(server.url, 'GET', '/users/list?skip=1&limit=10', {
      token: alice.access_token,
    });
    expect(skipped.body).toEqual([]);
  });

  it('requires a token', async () => {
    const answer = await call(server.url, 'GET', '/users/list');
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBeTruthy();
  });
});

describe('changing users', () => {
  it('updates your own record and only the fields given', async () => {
    const answer = await call(server.url, 'PUT', `/users/update/${alice.id}`, {
      token: alice.access_token,
      json: { first_name: 'Alicia', tel_number: '+49 30 123456' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      first_name: 'Alicia',
      tel_number: '+49 30 123456',
      username: alice.username,
    });
  });

  it("cannot change another user's record, which stays as it was", async () => {
    const attempt = await call(server.url, 'PUT', `/users/update/${bob.id}`, {
      token: alice.access_token,
      json: { first_name: 'Hacked' },
    });
    expect(attempt.status).toBe(404);
    const bobsView = await call(server.url, 'GET', `/users/search?username=${bob.username}`, {
      token: bob.access_token,
    });
    expect(bobsView.body.first_name).toBe('Test');
  });

  it("refuses to take another user's e-mail", async () => {
    const answer = await call(server.url, 'PUT', `/users/update/${alice.id}`, {
      token: alice.access_token,
      json: { email: bob.email, current_password: alice.password },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Email already registered');
  });

  it('cannot delete another user', async () => {
    const attempt = await call(server.url, 'DELETE', `/users/delete/${bob.id}`, {
      token: alice.access_token,
    });
    expect(attempt.status).toBe(404);
    const login = await call(server.url, 'POST', '/auth/login', {
      form: { username: bob.username, password: bob.password },
    });
    expect(login.status).toBe(200);
  });

  it('really deletes your own account: its tokens and sign-in stop working', async () => {
    const carol = await register(server.url, newUser('carol'));
    const answer = await call(server.url, 'DELETE', `/users/delete/${carol.id}`, {
      token: carol.access_token,
    });
    expect(answer.status).toBe(200);
    const login = await call(server.url, 'POST', '/auth/login', {
      form: { username: carol.username, password: carol.password },
    });
    expect(login.status).toBe(401);
    const refresh = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: carol.refresh_token },
    });
    expect(refresh.status).toBe(401);
    const again = await call(server.url, 'GET', `/users/search?username=${carol.username}`, {
      token: carol.access_token,
    });
    expect(again.status).toBe(401);
  });

  it('changes the password with the current one, signing out other devices but not this one', async () => {
    const erin = await register(server.url, newUser('erin'));
    const other = await call(server.url, 'POST', '/auth/login', {
      form: { username: erin.username, password: erin.password },
    });
    const wrong = await call(server.url, 'PUT', '/users/password', {
      token: erin.access_token,
      json: { current_password: 'not-it', new_password: 'a-brand-new-secret' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Your current password is incorrect');
    const short = await call(server.url, 'PUT', '/users/password', {
      token: erin.access_token,
      json: { current_password: erin.password, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    const changed = await call(server.url, 'PUT', '/users/password', {
      token: erin.access_token,
      json: {
        current_password: erin.password,
        new_password: 'a-brand-new-secret',
        refresh_token: erin.refresh_token,
      },
    });
    expect(changed.status).toBe(200);
    const thisDevice = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: erin.refresh_token },
    });
    expect(thisDevice.status).toBe(200);
    const otherDevice = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: other.body.refresh_token },
    });
    expect(otherDevice.status).toBe(401);
    const oldPassword = await call(server.url, 'POST', '/auth/login', {
      form: { username: erin.username, password: erin.password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call(server.url, 'POST', '/auth/login', {
      form: { username: erin.username, password: 'a-brand-new-secret' },
    });
    expect(newPassword.status).toBe(200);
  });

  it('creates an account through /users/create without signing in', async () => {
    const user = newUser('dave');
    const answer = await call(server.url, 'POST', '/users/create', { json: user });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ username: user.username, role: 'coach' });
    expect(answer.body).not.toHaveProperty('access_token');
  });
});

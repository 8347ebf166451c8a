import { routes } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';

let server: RunningServer;
let user: Registered;
beforeAll(async () => {
  server = await startTestServer();
  user = await register(server.url, newUser());
});
afterAll(() => server?.close());

const withId = (path: string, id: string) => path.replace('{id}', id);

/** Every route of this issue with a body, and bad bodies for each. */
const bodyRoutes = [
  { method: 'POST', path: '/auth/register', auth: false },
  { method: 'POST', path: '/auth/refresh', auth: false },
  { method: 'POST', path: '/auth/logout', auth: false },
  { method: 'POST', path: '/users/create', auth: false },
  { method: 'PUT', path: '/users/update/{id}', auth: true },
  { method: 'PUT', path: '/users/password', auth: true },
  { method: 'POST', path: '/consents', auth: true },
];

const badBodies: { name: string; raw: string; type?: string; status: number[] }[] = [
  { name: 'malformed JSON', raw: '{"first_name": "A",', status: [400] },
  { name: 'a JSON array', raw: '[1,2,3]', status: [400] },
  {
    name: 'wrong types',
    raw: '{"first_name": 5, "username": [], "email": true, "password": {}, "refresh_token": 9, "type": 1, "granted": "yes", "version": null}',
    status: [400],
  },
  { name: 'null', raw: 'null', status: [400] },
  { name: 'a huge body', raw: JSON.stringify({ first_name: 'x'.repeat(200_000) }), status: [413] },
  { name: 'the wrong content type', raw: 'first_name=a', type: 'text/plain', status: [415] },
];

describe.each(bodyRoutes)('$method $path', ({ method, path, auth }) => {
  it.each(badBodies)('answers $name with a 4xx and a detail, never a 500', async ({ raw, type, status }) => {
    const answer = await call(server.url, method, withId(path, user.id), {
      raw,
      ...(type ? { type } : {}),
      ...(auth ? { token: user.access_token } : {}),
    });
    expect(status).toContain(answer.status);
    expect(typeof answer.body.detail).toBe('string');
    expect((answer.body.detail as string).length).toBeGreaterThan(3);
  });
});

describe('POST /auth/register field rules', () => {
  it.each([
    ['a short password', { password: 'short' }, /password: Password must be at least 8/],
    ['a bad e-mail', { email: 'not-an-email' }, /email: Enter a valid e-mail address/],
    ['a username with spaces', { username: 'two words' }, /username: /],
    ['a missing first name', { first_name: undefined }, /first_name: This field is required/],
    ['a blank last name', { last_name: '   ' }, /last_name: /],
  ])('refuses %s', async (_name, change, detail) => {
    const answer = await call(server.url, 'POST', '/auth/register', { json: { ...newUser(), ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(detail);
  });
});

describe('POST /auth/login', () => {
  it('refuses missing fields with a detail', async () => {
    const answer = await call(server.url, 'POST', '/auth/login', { form: { username: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/username|password/);
  });

  it('refuses a body that is neither form nor JSON', async () => {
    const answer = await call(server.url, 'POST', '/auth/login', { raw: 'hello', type: 'text/plain' });
    expect(answer.status).toBe(415);
  });

  it('refuses malformed JSON', async () => {
    const answer = await call(server.url, 'POST', '/auth/login', { raw: '{"username":' });
    expect(answer.status).toBe(400);
  });
});

describe('query and path parameters', () => {
  it.each([
    ['/users/list?skip=-1', 400],
    ['/users/list?limit=abc', 400],
    ['/users/list?limit=100000', 400],
    ['/users/search', 400],
    ['/users/search?username=', 400],
  ])('GET %s answers %i with a detail', async (path, status) => {
    const answer = await call(server.url, 'GET', path, { token: user.access_token });
    expect(answer.status).toBe(status);
    expect(answer.body.detail).toBeTruthy();
  });

  it.each(['PUT', 'DELETE'])('%s with an id that is not a UUID answers 404', async (method) => {
    const path = method === 'PUT' ? '/users/update/not-a-uuid' : '/users/delete/1%27%20OR%201=1';
    const answer = await call(server.url, method, path, {
      token: user.access_token,
      ...(method === 'PUT' ? { json: { first_name: 'x' } } : {}),
    });
    expect(answer.status).toBe(404);
  });

  it('a malformed authorization header is a 401, not a 500', async () => {
    const response = await fetch(`${server.url}/users/list`, { headers: { authorization: 'Basic abc' } });
    expect(response.status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes every served call with its schemas', async () => {
    const answer = await call<{
      paths: Record<string, Record<string, any>>;
      components: { schemas: Record<string, any> };
    }>(server.url, 'GET', '/openapi.json');
    expect(answer.status).toBe(200);
    for (const name of [
      'register',
      'login',
      'refresh',
      'health',
      'updateUser',
      'listUsers',
      'createConsent',
    ] as const) {
      const route = routes[name];
      const operation = answer.body.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId).toBe(name);
    }
    const login = answer.body.paths['/auth/login']?.post;
    expect(Object.keys(login.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(login.requestBody.content['application/x-www-form-urlencoded'].schema.$ref).toBe(
      '#/components/schemas/LoginRequest',
    );
    expect(answer.body.components.schemas.LoginRequest.required).toEqual(['username', 'password']);
  });

  it('unknown API paths answer a JSON 404', async () => {
    const answer = await call(server.url, 'GET', '/nowhere');
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('Not found');
  });
});

import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { CLOSE_GRACE_MS } from '../src/http/close-server';
import { newUser, startTestServer } from '../src/testing';
import { call, register } from './http';
import { activeAvatar } from './sessions-fixtures';
import { WebSocket } from './ws-client';

it('closes within its grace period with a request half sent and a live channel open, telling the channel it is going away', async () => {
  const server = await startTestServer();
  const coach = await register(server.url, newUser());
  const avatar = await activeAvatar(server, coach.id);
  const created = await call(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatar, dynamic_session: false, session_specific_prompt: 'Anna is tired.' },
  });
  const live = new WebSocket(`${server.url.replace('http', 'ws')}/live/${created.body.id}`);
  const liveClosed = new Promise<number>((resolve) => live.on('close', resolve));
  await new Promise<void>((resolve) => live.on('open', resolve));
  live.send(JSON.stringify({ type: 'auth', token: coach.access_token, sample_rate: 16000 }));
  await new Promise<void>((resolve) => live.on('message', () => resolve()));

  // A client that sent half its headers: an active connection, which a plain close waits on for
  // the whole headers timeout.
  const { port } = new URL(server.url);
  const slow = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => slow.on('connect', resolve));
  slow.write('GET /health HTTP/1.1\r\nHost: x\r\n');
  const slowClosed = new Promise<void>((resolve) => slow.on('close', () => resolve()));

  const started = performance.now();
  await server.close();
  const seconds = (performance.now() - started) / 1000;
  expect(seconds).toBeLessThan(CLOSE_GRACE_MS / 1000 + 5);
  expect(await liveClosed).toBe(1001);
  await slowClosed;
}, 60_000);

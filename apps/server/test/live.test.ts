import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { LIVE_CLOSE_TOO_MANY, LIVE_CLOSE_UNAUTHORIZED, MAX_LIVE_CHANNELS_PER_USER } from '@rebond/vocabulary';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, spokenMessage, waitForJob } from './sessions-fixtures';
import { type Socket, WebSocket } from './ws-client';

type LiveEvent = Record<string, unknown> & { type: string; at: number };

let server: RunningServer;
let coach: Registered;

beforeAll(async () => {
  server = await startTestServer();
  coach = await register(server.url, newUser());
});
afterAll(() => server?.close());

async function newSession(user: Registered, on = server): Promise<string> {
  const avatar = await activeAvatar(on, user.id);
  const created = await call(on.url, 'POST', '/sessions/create', {
    token: user.access_token,
    json: { avatar_id: avatar, dynamic_session: false, session_specific_prompt: 'Anna is tired.' },
  });
  if (typeof created.body.id !== 'string') throw new Error(`no session: ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Opens a live channel, signed in; collects its events. */
async function open(user: Registered, sessionId: string, auth: { end_on_silence?: boolean } = {}) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/live/${sessionId}`);
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  let closedWith: number | undefined;
  socket.on('message', (data) => {
    events.push({ ...(JSON.parse(data.toString()) as { type: string }), at: performance.now() });
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', (code) => {
    closedWith = code;
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => socket.on('open', resolve));
  const until = async (check: () => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline)
        throw new Error(`timed out; events: ${events.map((e) => e.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  socket.send(JSON.stringify({ type: 'auth', token: user.access_token, sample_rate: 16000, ...auth }));
  await until(() => events.some((e) => e.type === 'ready'), 10_000);
  return { socket, events, until, closed: () => closedWith };
}

/** Streams a 16 kHz WAV's samples in 40 ms frames at real-time pace, then `silenceS` of silence. */
async function stream(socket: Socket, wav: Uint8Array, silenceS: number) {
  const pcm = wav.subarray(44);
  const frame = 16000 * 0.04 * 2;
  const silence = new Uint8Array(Math.round(silenceS * 16000) * 2);
  for (const audio of [pcm, silence]) {
    for (let at = 0; at < audio.length; at += frame) {
      socket.send(audio.slice(at, at + frame));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }
}

/** The recognisers (`pocketsphinx_continuous`) running for `of`'s live channels: their FIFOs are in its temp folder. */
async function recognisers(of: RunningServer): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('pocketsphinx_continuous') && cmdline.includes(of.services.tempDir))
      pids.push(Number(entry));
  }
  return pids;
}

/** How long a recogniser may take to start or to go: checked every 100 ms (`vi.waitFor`). */
const PROCESSES = { timeout: 15_000, interval: 100 };

/** Whether none of `pids` is left, not even as a zombie (an exited process nobody reaped keeps its /proc entry). */
const allGone = (pids: readonly number[]) => pids.every((pid) => !existsSync(`/proc/${pid}`));

describe('the live channel', () => {
  it('with end_on_silence false (push to talk), lets the coach pause: only end_turn ends the turn', async () => {
    const other = await register(server.url, newUser());
    const sessionId = await newSession(other);
    const live = await open(other, sessionId, { end_on_silence: false });
    // Twice the silence that ends a turn otherwise: the turn stays open.
    await stream(live.socket, await spokenMessage(server), 2.5);
    expect(live.events.filter((e) => e.type === 'transcript' && e.final === true)).toEqual([]);
    expect(live.events.some((e) => e.type === 'reply_text')).toBe(false);
    live.socket.send(JSON.stringify({ type: 'end_turn' }));
    await live.until(() => live.events.some((e) => e.type === 'turn_end'));
    const transcript = live.events.find((e) => e.type === 'transcript' && e.final === true);
    expect(String(transcript?.text)).toMatch(/listen/);
    live.socket.close();
  }, 120_000);

  it('hears a turn streamed at real-time pace, ends it on silence, answers sentence by sentence and saves it', async () => {
    const sessionId = await newSession(coach);
    const live = await open(coach, sessionId);
    // No end_turn: the server's silence rule ends the turn.
    await stream(live.socket, await spokenMessage(server), 1.5);
    await live.until(() => live.events.some((e) => e.type === 'turn_end'));
    const types = live.events.map((e) => e.type);
    expect(types.indexOf('transcript')).toBeLessThan(types.indexOf('reply_text'));
    expect(types.indexOf('reply_text')).toBeLessThan(types.indexOf('reply_audio'));
    const transcript = live.events.find((e) => e.type === 'transcript' && e.final === true);
    expect(String(transcript?.text)).toMatch(/listen/);
    const audio = live.events.filter((e) => e.type === 'reply_audio');
    expect(audio.length).toBeGreaterThan(0);
    expect(Buffer.from(String(audio[0]?.audio), 'base64').length).toBeGreaterThan(8000);
    expect(audio[0]?.visemes).toEqual(
      expect.arrayContaining([expect.objectContaining({ open: expect.any(Number) })]),
    );
    const end = live.events.find((e) => e.type === 'turn_end');
    live.socket.close();

    const session = await call<{ conversation: { role: string; content: string }[] }>(
      server.url,
      'GET',
      `/sessions/get/${sessionId}`,
      { token: coach.access_token },
    );
    expect(session.body.conversation.slice(-2)).toEqual([
      // A live turn is a spoken turn: what was heard is kept with it, for the coach to confirm.
      {
        role: 'user',
        content: transcript?.text,
        heard: expect.objectContaining({ text: transcript?.text, corrected: false }),
      },
      { role: 'assistant', content: end?.said },
    ]);
    // The MP4 for history is rendered afterwards, and the turn is not added twice.
    const video = await waitForJob(server.url, coach.access_token, String(end?.video_job_id), ['success']);
    expect(video.status).toBe('success');
    const [row] = await server.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM videos WHERE session_id = $1',
      [sessionId],
    );
    expect(row?.n).toBe(1);
    const after = await call<{ conversation: unknown[] }>(server.url, 'GET', `/sessions/get/${sessionId}`, {
      token: coach.access_token,
    });
    expect(after.body.conversation).toHaveLength(session.body.conversation.length);
  }, 120_000);

  it('stops the reply at an interrupt and records only what the coach heard', async () => {
    const other = await register(server.url, newUser());
    const sessionId = await newSession(other);
    const live = await open(other, sessionId);
    await stream(live.socket, await spokenMessage(server, 'Why do you never call our mother?'), 0.2);
    live.socket.send(JSON.stringify({ type: 'end_turn' }));
    await live.until(() => live.events.some((e) => e.type === 'reply_text'));
    // The coach cuts in before hearing any of the reply.
    live.socket.send(JSON.stringify({ type: 'interrupt', heard_s: 0 }));
    await live.until(() => live.events.some((e) => e.type === 'turn_end'));
    const interrupted = live.events.find((e) => e.type === 'interrupted');
    expect(interrupted).toBeDefined();
    // Nothing more is spoken once the interrupt is heard.
    const later = live.events.filter((e) => e.type === 'reply_audio' && e.at > (interrupted?.at ?? 0));
    expect(later).toEqual([]);
    const end = live.events.find((e) => e.type === 'turn_end');
    expect(end).toMatchObject({ said: '', video_job_id: null });
    live.socket.close();
    const session = await call<{ conversation: { role: string; content: string }[] }>(
      server.url,
      'GET',
      `/sessions/get/${sessionId}`,
      { token: other.access_token },
    );
    const transcript = live.events.find((e) => e.type === 'transcript');
    expect(session.body.conversation.at(-1)).toMatchObject({ role: 'user', content: transcript?.text });
  }, 120_000);

  it('keeps only the sentences heard when the coach cuts in after the whole reply was sent', async () => {
    const other = await register(server.url, newUser());
    const sessionId = await newSession(other);
    const live = await open(other, sessionId);
    await stream(live.socket, await spokenMessage(server, 'Why do you never call our mother?'), 0.2);
    live.socket.send(JSON.stringify({ type: 'end_turn' }));
    const sent = () => live.events.filter((e) => e.type === 'reply_audio').map((e) => e.text as string);
    const reply = () => live.events.find((e) => e.type === 'reply_text')?.text;
    // Every sentence has reached the client, which is still playing the first one.
    await live.until(() => reply() !== undefined && sent().join(' ') === reply());
    expect(sent().length).toBeGreaterThan(1);
    expect(live.events.some((e) => e.type === 'turn_end')).toBe(false);
    live.socket.send(JSON.stringify({ type: 'interrupt', heard_s: 0.05 }));
    await live.until(() => live.events.some((e) => e.type === 'turn_end'));
    expect(live.events.some((e) => e.type === 'interrupted')).toBe(true);
    const end = live.events.find((e) => e.type === 'turn_end');
    expect(end?.said).toBe(sent()[0]);
    live.socket.close();
    const session = await call<{ conversation: { role: string; content: string }[] }>(
      server.url,
      'GET',
      `/sessions/get/${sessionId}`,
      { token: other.access_token },
    );
    expect(session.body.conversation.at(-1)).toEqual({ role: 'assistant', content: sent()[0] });
  }, 120_000);

  it(`refuses a coach's channel beyond ${MAX_LIVE_CHANNELS_PER_USER} open at once`, async () => {
    const user = await register(server.url, newUser());
    const sessionId = await newSession(user);
    const open_: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < MAX_LIVE_CHANNELS_PER_USER; i += 1) open_.push(await open(user, sessionId));
    const extra = new WebSocket(`${server.url.replace('http', 'ws')}/live/${sessionId}`);
    const code = await new Promise<number>((resolve) => {
      extra.on('open', () =>
        extra.send(JSON.stringify({ type: 'auth', token: user.access_token, sample_rate: 16000 })),
      );
      extra.on('close', resolve);
    });
    expect(code).toBe(LIVE_CLOSE_TOO_MANY);
    // Closing one makes room again.
    open_[0]?.socket.close();
    await open_[0]?.until(() => open_[0]?.closed() !== undefined, 10_000);
    const again = await open(user, sessionId);
    expect(again.closed()).toBeUndefined();
    for (const live of [...open_.slice(1), again]) live.socket.close();
  }, 60_000);

  it("starts the next turn's recogniser at sign-in, and stops it when the channel closes or its sign-in ends", async () => {
    const user = await register(server.url, newUser());
    const sessionId = await newSession(user);
    const before = new Set(await recognisers(server));
    const first = await open(user, sessionId);
    const second = await open(user, sessionId);
    // Before any audio, each channel has its first turn's recogniser loading.
    let started: number[] = [];
    await vi.waitFor(async () => {
      started = (await recognisers(server)).filter((pid) => !before.has(pid));
      expect(started).toHaveLength(2);
    }, PROCESSES);
    first.socket.close();
    await call(server.url, 'POST', '/auth/logout', { json: { refresh_token: user.refresh_token } });
    await second.until(() => second.closed() !== undefined, 10_000);
    await vi.waitFor(() => expect(allGone(started)).toBe(true), PROCESSES);
  }, 60_000);

  it('stops its recogniser when the server stops', async () => {
    const own = await startTestServer();
    const user = await register(own.url, newUser());
    const sessionId = await newSession(user, own);
    const socket = new WebSocket(`${own.url.replace('http', 'ws')}/live/${sessionId}`);
    const ready = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        if ((JSON.parse(data.toString()) as { type: string }).type === 'ready') resolve();
      });
      socket.on('close', (code) => reject(new Error(`closed with ${code}`)));
    });
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'auth', token: user.access_token, sample_rate: 16000 })),
    );
    await ready;
    let started: number[] = [];
    await vi.waitFor(async () => {
      started = await recognisers(own);
      expect(started).toHaveLength(1);
    }, PROCESSES);
    await own.close();
    await vi.waitFor(() => expect(allGone(started)).toBe(true), PROCESSES);
  }, 60_000);

  it("is closed when the sign-in that opened it ends, and refuses a bad token and another coach's", async () => {
    const user = await register(server.url, newUser());
    const sessionId = await newSession(user);
    const live = await open(user, sessionId);
    await call(server.url, 'POST', '/auth/logout', { json: { refresh_token: user.refresh_token } });
    await live.until(() => live.closed() !== undefined, 10_000);
    expect(live.closed()).toBe(LIVE_CLOSE_UNAUTHORIZED);

    const refusedWith = (token: string) => {
      const refused = new WebSocket(`${server.url.replace('http', 'ws')}/live/${sessionId}`);
      return new Promise<number>((resolve) => {
        refused.on('open', () => refused.send(JSON.stringify({ type: 'auth', token, sample_rate: 16000 })));
        refused.on('close', resolve);
      });
    };
    expect(await refusedWith('x')).toBe(LIVE_CLOSE_UNAUTHORIZED);
    // Another coach's valid token does not open this coach's session.
    const stranger = await register(server.url, newUser());
    expect(await refusedWith(stranger.access_token)).toBe(LIVE_CLOSE_UNAUTHORIZED);
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import type { HeardTurn, Scorecard } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { spokenTurn } from '../src/sessions/heard-turns';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, sendRecording, spokenMessage, waitForJob } from './sessions-fixtures';

let server: RunningServer;
let coach: Registered;
let stranger: Registered;
let sessionId: string;

type Turn = { role: string; content: string; heard?: HeardTurn };

const session = async (token = coach.access_token) =>
  call<{ conversation: Turn[] }>(server.url, 'GET', `/sessions/get/${sessionId}`, { token });
const scorecard = async () =>
  (
    await call<Scorecard>(server.url, 'GET', `/sessions/${sessionId}/scorecard`, {
      token: coach.access_token,
    })
  ).body;
const correct = (json: unknown, token = coach.access_token, id = sessionId) =>
  call<{ detail?: string; conversation?: Turn[] }>(server.url, 'PUT', `/sessions/${id}/turns`, {
    token,
    json,
  });

beforeAll(async () => {
  server = await startTestServer();
  [coach, stranger] = await Promise.all([register(server.url, newUser()), register(server.url, newUser())]);
  // A session with a typed exchange first, then a spoken turn through the real reply pipeline.
  const avatar = await activeAvatar(server, coach.id);
  const created = await call(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: {
      avatar_id: avatar,
      conversation: [
        { role: 'user', content: 'Thank you for coming today.' },
        { role: 'assistant', content: 'My sister made me come. I do not think I drink too much.' },
      ],
    },
  });
  sessionId = created.body.id as string;
  const sent = await sendRecording(server.url, coach.access_token, {
    sessionId,
    audio: await spokenMessage(server, 'So you feel like you never get a break from her.'),
  });
  expect(sent.status).toBe(202);
  const first = await waitForJob(server.url, coach.access_token, sent.body.job_id as string, [
    'polling_required',
  ]);
  const done = await waitForJob(server.url, coach.access_token, first.job_data.polling_job_id as string, [
    'success',
  ]);
  expect(done.status).toBe('success');
}, 180_000);
afterAll(() => server?.close());

describe('what the recogniser heard', () => {
  it('keeps the heard text and each word with its confidence on the spoken turn, not on typed ones', async () => {
    const { body } = await session();
    expect(body.conversation.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(body.conversation[0]?.heard).toBeUndefined();
    const heard = body.conversation[2]?.heard;
    expect(heard?.text).toBe(body.conversation[2]?.content);
    expect(heard?.words.map((w) => w.word).join(' ')).toBe(heard?.text);
    expect(heard?.corrected).toBe(false);
    // The local recogniser gives each word its posterior confidence; the turn waits for the coach
    // unless every word was heard with confidence.
    for (const w of heard?.words ?? []) expect(w.confidence).toEqual(expect.any(Number));
    expect(heard?.confirmed).toBe(heard?.words.every((w) => (w.confidence ?? 0) >= 0.6));
  });

  it('confirms a turn at once only when every word was heard with confidence', () => {
    const sure = spokenTurn('how are you', [
      { word: 'how', confidence: 0.97 },
      { word: 'are', confidence: 0.9 },
      { word: 'you', confidence: 0.88 },
    ]);
    expect(sure.heard?.confirmed).toBe(true);
    const unsure = spokenTurn('how are you', [
      { word: 'how', confidence: 0.97 },
      { word: 'are', confidence: 0.31 },
      { word: 'you', confidence: 0.88 },
    ]);
    expect(unsure.heard?.confirmed).toBe(false);
    expect(spokenTurn('how are you', [{ word: 'how', confidence: null }]).heard?.confirmed).toBe(false);
  });

  it('shows an unconfirmed spoken turn as not coded and leaves it out of the scorecard', async () => {
    const card = await scorecard();
    expect(card.turns).toHaveLength(2);
    expect(card.turns[0]?.not_coded).toBeUndefined();
    expect(card.turns[1]?.not_coded).toBe(true);
    expect(card.reflections + card.questions).toBe(0);
    expect(Object.values(card.counts).reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('PUT /sessions/{id}/turns', () => {
  it("refuses another coach's session as not found, with a detail", async () => {
    const answer = await correct({ index: 2, text: 'What brings you here?' }, stranger.access_token);
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toMatch(/not found/i);
    expect((await session()).body.conversation[2]?.heard?.confirmed).toBe(false);
    expect((await correct({ index: 2, text: 'x' }, coach.access_token, randomUUID())).status).toBe(404);
  });

  it('answers bad input with a 400 and a detail', async () => {
    const cases: [unknown, RegExp][] = [
      [{ index: 2, text: '   ' }, /empty|text/i],
      [{ index: 2 }, /text/i],
      [{ index: -1, text: 'Hello' }, /index/i],
      [{ index: 9, text: 'Hello' }, /no turn 9/],
      [{ index: 1, text: 'Hello' }, /not one of your spoken turns/],
      [{ index: 0, text: 'Hello' }, /not one of your spoken turns/],
      [{ index: 2, text: 'x'.repeat(2001) }, /text|2000/i],
    ];
    for (const [json, detail] of cases) {
      const answer = await correct(json);
      expect(answer.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(String(answer.body.detail)).toMatch(detail);
    }
    expect((await session()).body.conversation[2]?.heard?.confirmed).toBe(false);
  });

  it('keeps both texts, and the codes, the scorecard and the trend follow the corrected one', async () => {
    const answer = await correct({ index: 2, text: 'What would you like to be different?' });
    expect(answer.status).toBe(200);
    const turn = answer.body.conversation?.[2];
    expect(turn?.content).toBe('What would you like to be different?');
    expect(turn?.heard?.text).not.toBe(turn?.content);
    expect(turn?.heard?.text.length).toBeGreaterThan(0);
    expect(turn?.heard).toMatchObject({ confirmed: true, corrected: true });

    const card = await scorecard();
    expect(card.turns[1]?.not_coded).toBeUndefined();
    expect(card.turns[1]?.text).toBe('What would you like to be different?');
    expect(card.turns[1]?.code).toBe('open_question');
    expect(card.counts.open_question).toBe(1);
    expect(card.questions).toBe(1);

    const trend = await call<{ id: string; turns: number; percent_open_questions: number | null }[]>(
      server.url,
      'GET',
      '/skills/trend',
      { token: coach.access_token },
    );
    expect(trend.body.find((p) => p.id === sessionId)?.percent_open_questions).toBe(1);
  });

  it('confirms a turn as heard when the text is sent unchanged', async () => {
    const before = (await session()).body.conversation[2];
    const again = await correct({ index: 2, text: before?.content });
    expect(again.status).toBe(200);
    // Sending the heard text back is a confirmation: the turn is no longer marked corrected.
    const heardBack = await correct({ index: 2, text: before?.heard?.text });
    expect(heardBack.body.conversation?.[2]).toMatchObject({
      content: before?.heard?.text,
      heard: { confirmed: true, corrected: false },
    });
  });
});

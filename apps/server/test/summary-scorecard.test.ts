import type { Scorecard, SessionTurn } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

let server: RunningServer;
let coach: Registered;
let sessionId: string;

/**
 * Typed turns, and one spoken turn the recogniser was unsure of and the coach has not confirmed: the
 * advice in it must count neither on the scorecard nor in the summary.
 */
const CONVERSATION: SessionTurn[] = [
  { role: 'user', content: 'What brings you in today?' },
  { role: 'assistant', content: 'My sister made me come. She thinks I drink too much.' },
  { role: 'user', content: 'Your sister is worried about your drinking.' },
  { role: 'assistant', content: 'She worries about everything.' },
  {
    role: 'user',
    content: 'You should stop drinking before it ruins your life.',
    heard: {
      text: 'You should stop drinking before it ruins your life.',
      words: 'You should stop drinking before it ruins your life.'
        .split(' ')
        .map((word, i) => ({ word, confidence: i === 3 ? 0.3 : 0.9 })),
      confirmed: false,
      corrected: false,
    },
  },
  { role: 'assistant', content: "I didn't ask for advice." },
  { role: 'user', content: 'Do you drink every night?' },
  { role: 'assistant', content: 'Most nights, yes.' },
];

/** The English names the summary gives each code, singular and plural. */
const NAMES: Partial<Record<keyof Scorecard['counts'], [string, string]>> = {
  open_question: ['open question', 'open questions'],
  closed_question: ['closed question', 'closed questions'],
  simple_reflection: ['simple reflection', 'simple reflections'],
  complex_reflection: ['complex reflection', 'complex reflections'],
  affirmation: ['affirmation', 'affirmations'],
  confront: ['confrontation', 'confrontations'],
};

beforeAll(async () => {
  server = await startTestServer();
  coach = await register(server.url, newUser());
  const avatar = await activeAvatar(server, coach.id);
  const created = await call(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatar, conversation: [] },
  });
  expect(created.status).toBe(201);
  sessionId = created.body.id as string;
  // A spoken turn as the reply pipeline leaves it (heard, not confirmed), without running speech.
  await server.services.db.query('UPDATE sessions SET conversation = $2 WHERE id = $1', [
    sessionId,
    JSON.stringify(CONVERSATION),
  ]);
}, 120_000);
afterAll(() => server?.close());

describe('the session summary and the scorecard', () => {
  it('read the same turns and give the same figures for the coach’s skills', async () => {
    const closed = await call<{ summary: string }>(server.url, 'PUT', `/sessions/close/${sessionId}`, {
      token: coach.access_token,
    });
    expect(closed.status).toBe(200);
    const summary = closed.body.summary;
    const card = (
      await call<Scorecard>(server.url, 'GET', `/sessions/${sessionId}/scorecard`, {
        token: coach.access_token,
      })
    ).body;

    // The scorecard leaves the unconfirmed spoken advice out.
    expect(card.turns[2]?.not_coded).toBe(true);
    expect(card.counts.advice).toBe(0);
    const counted = Object.values(card.counts).reduce((a, b) => a + b, 0);
    expect(counted).toBe(3);

    // The summary counts the same three turns, with the same figures, and says one was left out.
    expect(summary).toContain(`In ${counted} turns`);
    expect(summary).toMatch(/1 spoken turn .*not (?:yet )?confirmed/i);
    for (const [code, [one, other]] of Object.entries(NAMES)) {
      const n = card.counts[code as keyof Scorecard['counts']];
      if (n > 0) expect(summary).toContain(`${n} ${n === 1 ? one : other}`);
      else expect(summary).not.toMatch(new RegExp(`\\d+ (?:${one}|${other})\\b`));
    }
    expect(summary).not.toMatch(/advice/i);
  });
});

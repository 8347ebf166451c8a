/**
 * A scenario session's structured scenario: kept as the coach chose it (sealed at rest), checked
 * field by field, and read by the persona as it is, so the difficulty chosen in the form moves the
 * client (it never did while the scenario was prose).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { structureLegacyScenarios } from '../src/sessions/legacy-scenario';
import { newUser, startTestServer } from '../src/testing';
import { settle } from './erasure-scan';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

let server: RunningServer;
let coach: Registered;
let avatarId: string;
beforeAll(async () => {
  server = await startTestServer();
  coach = await register(server.url, newUser());
  avatarId = await activeAvatar(server, coach.id);
}, 120_000);
afterAll(() => server?.close());

const scenario = (difficulty: 'easy' | 'medium' | 'hard') => ({
  title: 'Covering shifts',
  description: 'Saying no to a colleague who leans on me.',
  relationship: 'colleague',
  context: 'I have covered three of her shifts this month.',
  tone: 'direct',
  difficulty,
});

/** Creates a scenario session, sends one typed turn, and answers the client's resistance after it. */
async function resistanceAfterOneTurn(difficulty: 'easy' | 'hard'): Promise<number> {
  const created = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatarId, dynamic_session: false, scenario: scenario(difficulty) },
  });
  expect(created.status).toBe(201);
  const form = new FormData();
  form.set('session_id', created.body.id);
  form.set('message_text', 'Can we talk about the rota for next week?');
  const started = await fetch(`${server.url}/videos/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${coach.access_token}` },
    body: form,
  });
  const { job_id } = (await started.json()) as { job_id: string };
  const reply = await settle(server.url, coach.access_token, job_id, 'polling_required');
  const persona = (reply.job_data as { persona?: { resistance: number } }).persona;
  expect(persona).toBeDefined();
  await call(server.url, 'PUT', `/sessions/close/${created.body.id}`, { token: coach.access_token });
  return persona?.resistance ?? Number.NaN;
}

describe('a structured scenario', () => {
  it('is answered as it was chosen and stored sealed', async () => {
    const created = await call<{ id: string; scenario: unknown }>(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatarId, dynamic_session: false, scenario: scenario('hard') },
    });
    expect(created.status).toBe(201);
    expect(created.body.scenario).toEqual(scenario('hard'));
    const [row] = await server.services.db.query<{ scenario: string }>(
      'SELECT scenario FROM sessions WHERE id = $1',
      [created.body.id],
    );
    expect(row?.scenario).toMatch(/^rbe1:/);
    await call(server.url, 'PUT', `/sessions/close/${created.body.id}`, { token: coach.access_token });
  });

  it('refuses a scenario with an unknown difficulty or no title, saying which field', async () => {
    for (const bad of [
      { ...scenario('hard'), difficulty: 'extreme' },
      { ...scenario('hard'), title: '  ' },
    ]) {
      const answer = await call<{ detail: string }>(server.url, 'POST', '/sessions/create', {
        token: coach.access_token,
        json: { avatar_id: avatarId, dynamic_session: false, scenario: bad },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/scenario\.(difficulty|title)/);
    }
  });

  it('makes the client of a hard session more resistant than that of an easy one', async () => {
    const hard = await resistanceAfterOneTurn('hard');
    const easy = await resistanceAfterOneTurn('easy');
    expect(hard - easy).toBeGreaterThanOrEqual(0.1);
  }, 20_000);

  it('gives the sessions the old form wrote as prose their structured scenario, once, and leaves free prompts', async () => {
    const { db, keys } = server.services;
    const old = [
      'Title: Covering shifts',
      'Saying no to a colleague who leans on me.',
      "You are the coach's colleague.",
      'Context: I have covered three of her shifts this month.',
      'Speak plainly and to the point, without softening what you mean.',
      'Difficulty hard: you resist, interrupt, bring up old grievances and rarely give ground.',
    ].join('\n');
    const free = 'My manager refuses the raise I was promised.';
    const ids = [randomUUID(), randomUUID()];
    for (const [index, prompt] of [old, free].entries()) {
      await db.query(
        `INSERT INTO sessions (id, user_id, avatar_id, dynamic_session, session_specific_prompt, started_at, ended_at)
         VALUES ($1, $2, $3, false, $4, '2026-01-0${index + 1}', '2026-01-0${index + 1}')`,
        [ids[index], coach.id, avatarId, await keys.seal(coach.id, prompt)],
      );
    }
    expect(await structureLegacyScenarios(db, keys)).toBe(1);
    expect(await structureLegacyScenarios(db, keys)).toBe(0);
    const read = (id: string) =>
      call<{ scenario: unknown; session_specific_prompt: string }>(server.url, 'GET', `/sessions/get/${id}`, {
        token: coach.access_token,
      });
    expect((await read(ids[0] as string)).body).toMatchObject({
      scenario: scenario('hard'),
      session_specific_prompt:
        'Saying no to a colleague who leans on me.\nI have covered three of her shifts this month.',
    });
    expect((await read(ids[1] as string)).body).toMatchObject({
      scenario: null,
      session_specific_prompt: free,
    });
  });
});

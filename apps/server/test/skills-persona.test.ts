import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, waitForJob } from './sessions-fixtures';

/**
 * The avatar reacts to skill: every typed coach turn goes through the real reply job (coder,
 * persona, voice, render), and the job reports the persona's state after the turn.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Persona {
  resistance: number;
  stance: string;
  coach_code: string | null;
  coach_intents: string[];
}

async function startSession(user: Registered): Promise<string> {
  const avatar = await activeAvatar(server, user.id);
  const created = await call(server.url, 'POST', '/sessions/create', {
    token: user.access_token,
    json: { avatar_id: avatar, emotion: 'normal' },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

/** Sends a typed turn, waits for the whole reply, and answers the persona's state and reply. */
async function say(user: Registered, sessionId: string, text: string): Promise<Persona & { reply: string }> {
  const form = new FormData();
  form.set('session_id', sessionId);
  form.set('message_text', text);
  const response = await fetch(`${server.url}/videos/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}` },
    body: form,
  });
  expect(response.status).toBe(202);
  const started = (await response.json()) as { job_id: string };
  const first = await waitForJob(server.url, user.access_token, started.job_id, ['polling_required']);
  expect(first.status).toBe('polling_required');
  const done = await waitForJob(server.url, user.access_token, first.job_data.polling_job_id as string, [
    'success',
  ]);
  expect(done.status).toBe('success');
  const details = first.job_data.details as { avatar_script: string };
  return { ...(first.job_data.persona as Persona), reply: details.avatar_script };
}

describe('the avatar reacts to the MITI code of each coach turn', () => {
  it('grows more resistant under confrontation and closed questions, and opens up to complex reflections', async () => {
    const [pushy, skilled] = await Promise.all([
      register(server.url, newUser()),
      register(server.url, newUser()),
    ]);
    const [hard, soft] = await Promise.all([startSession(pushy), startSession(skilled)]);

    const pushed = [
      await say(pushy, hard, "You never listen to anyone, and that's your problem."),
      await say(pushy, hard, 'Did you call her back?'),
      await say(pushy, hard, 'Was it last week?'),
      await say(pushy, hard, 'Are you going to apologise?'),
    ];
    const heard = [
      await say(skilled, soft, "You're carrying all of this on your own, and it's wearing you out."),
      await say(skilled, soft, "Part of you wants things to change with your brother, even if you're angry."),
      await say(skilled, soft, "You're worried that if you stop, nobody will look after her."),
    ];

    // The job reports the coder's code of the turn, and the persona heard it.
    expect(pushed.slice(1).map((p) => p.coach_code)).toEqual([
      'closed_question',
      'closed_question',
      'closed_question',
    ]);
    expect(pushed[0]?.coach_intents).toContain('confrontation');
    expect(heard.map((p) => p.coach_code)).toEqual([
      'complex_reflection',
      'complex_reflection',
      'complex_reflection',
    ]);
    // The persona's own rules read these reflections as plain statements: the coder's code is what
    // makes them land.
    for (const p of heard) expect(p.coach_intents).toContain('reflection');

    const rising = pushed.map((p) => p.resistance);
    for (let i = 1; i < rising.length; i++) expect(rising[i]).toBeGreaterThan(rising[i - 1]!);
    const falling = heard.map((p) => p.resistance);
    for (let i = 1; i < falling.length; i++) expect(falling[i]).toBeLessThan(falling[i - 1]!);
    expect(pushed.at(-1)!.resistance).toBeGreaterThan(0.6);
    // Anna is proud and guarded: trust builds slowly and never below her floor (0.3).
    expect(heard.at(-1)!.resistance).toBeLessThan(0.4);
    expect(['closed', 'guarded']).toContain(pushed.at(-1)!.stance);
    expect(['open', 'opening']).toContain(heard.at(-1)!.stance);
  }, 180_000);
});

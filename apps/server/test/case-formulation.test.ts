import type { AvatarCaseFormulation } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, waitForJob } from './sessions-fixtures';

/**
 * The coach reviews and edits the case formulation: the server builds it when the profile is
 * saved, answers it, takes an edited one (validated), keeps it to its owner, and the avatar's
 * replies speak from the edited version.
 */
let server: RunningServer;
let coach: Registered;
let stranger: Registered;
beforeAll(async () => {
  server = await startTestServer();
  [coach, stranger] = await Promise.all([register(server.url, newUser()), register(server.url, newUser())]);
});
afterAll(() => server?.close());

const PROSE =
  'Tom, 55, a plumber. His son Jake, 19, dropped out of engineering last spring. Tom drinks four beers most nights since his brother died. His wife Sue sent him here.';

const path = (id: string) => `/avatars/${id}/case_formulation`;

async function createAvatar(profile: string): Promise<string> {
  const created = await call(server.url, 'POST', '/avatars/create_avatar', {
    token: coach.access_token,
    json: { avatar_name: 'Tom', character_profile: profile },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const read = (id: string, token = coach.access_token) =>
  call<AvatarCaseFormulation & { detail?: string }>(server.url, 'GET', path(id), { token });
const save = (id: string, formulation: unknown, token = coach.access_token) =>
  call<AvatarCaseFormulation & { detail?: string }>(server.url, 'PUT', path(id), {
    token,
    json: { formulation },
  });

/** The formulation with the beer fact replaced by `text`. */
const withDrinkFact = (f: AvatarCaseFormulation['formulation'], text: string) => ({
  ...f,
  facts: f.facts.map((fact) => (/beers/.test(fact.text) ? { text, depth: 0 } : fact)),
});

describe('the case formulation of an avatar', () => {
  it('is built from a free-prose profile when the avatar is saved, and an edited one round-trips', async () => {
    const id = await createAvatar(PROSE);
    const built = await read(id);
    expect(built.status).toBe(200);
    expect(built.body.edited).toBe(false);
    const f = built.body.formulation;
    expect(f).toMatchObject({ name: 'Tom', age: 55, role: 'plumber', stage: 'precontemplation' });
    expect(f.coach.frame).toBe('counselling');
    expect(f.people).toEqual(
      expect.arrayContaining([expect.objectContaining({ relation: 'son', name: 'Jake' })]),
    );
    expect(f.facts).toContainEqual({
      text: 'I drink four beers most nights since my brother died',
      depth: 1,
      quantity: true,
    });

    const edited = withDrinkFact(f, 'I drink nine pints of cider every Friday');
    const saved = await save(id, { ...edited, values: ['My family comes first'] });
    expect(saved.status).toBe(200);
    expect(saved.body.edited).toBe(true);
    expect(saved.body.updated_at).not.toBeNull();
    // The server works out again what the form never sets: this fact holds a quantity.
    expect(saved.body.formulation.facts).toContainEqual({
      text: 'I drink nine pints of cider every Friday',
      depth: 0,
      quantity: true,
    });
    expect((await read(id)).body).toEqual(saved.body);

    // Saving the profile builds it afresh from the new profile.
    const updated = await call(server.url, 'PUT', `/avatars/${id}`, {
      token: coach.access_token,
      json: { character_profile: `${PROSE} He smokes ten cigarettes a day.` },
    });
    expect(updated.status).toBe(200);
    const rebuilt = await read(id);
    expect(rebuilt.body.edited).toBe(false);
    expect(rebuilt.body.formulation.facts.map((fact) => fact.text)).toContain(
      'I drink four beers most nights since my brother died',
    );
    expect(rebuilt.body.formulation.facts.map((fact) => fact.text)).toContain('I smoke ten cigarettes a day');
  });

  it('refuses a bad formulation with a 400 and a detail, and keeps the stored one', async () => {
    const id = await createAvatar(PROSE);
    const f = (await read(id)).body.formulation;
    const bad: [unknown, RegExp][] = [
      [{ ...f, stage: 'denial' }, /stage/],
      [{ ...f, facts: [{ text: 'I drink', depth: 5 }] }, /facts\.0\.depth/],
      [{ ...f, facts: [{ text: '   ', depth: 0 }] }, /facts\.0\.text/],
      [{ ...f, coach: undefined }, /coach/],
      [{ ...f, floor: 0.9, base_resistance: 0.2 }, /floor/],
      [{ ...f, people: [{ relation: '' }] }, /people\.0/],
      ['a story', /formulation/],
    ];
    for (const [formulation, field] of bad) {
      const answer = await save(id, formulation);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(field);
    }
    const notJson = await call(server.url, 'PUT', path(id), {
      token: coach.access_token,
      raw: '{"formulation":',
    });
    expect(notJson.status).toBe(400);
    expect(typeof notJson.body.detail).toBe('string');
    expect((await read(id)).body).toMatchObject({ edited: false, formulation: f });
  });

  it('answers 404 to another coach, for reading and for saving, and leaves the record as it was', async () => {
    const id = await createAvatar(PROSE);
    const before = (await read(id)).body;
    const peek = await read(id, stranger.access_token);
    expect(peek.status).toBe(404);
    expect(peek.body.detail).toBe('Avatar not found');
    const overwrite = await save(
      id,
      withDrinkFact(before.formulation, 'I never drink'),
      stranger.access_token,
    );
    expect(overwrite.status).toBe(404);
    expect((await read(id)).body).toEqual(before);
    const anonymous = await call(server.url, 'GET', path(id));
    expect(anonymous.status).toBe(401);
  });

  it('makes the replies speak from the edited formulation', async () => {
    const avatarId = await activeAvatar(server, coach.id);
    const profile = await call(server.url, 'PUT', `/avatars/${avatarId}`, {
      token: coach.access_token,
      json: { character_profile: PROSE },
    });
    expect(profile.status).toBe(200);
    const f = (await read(avatarId)).body.formulation;
    expect((await save(avatarId, withDrinkFact(f, 'I drink nine pints of cider every Friday'))).status).toBe(
      200,
    );

    const session = await call(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatarId, emotion: 'normal' },
    });
    expect(session.status).toBe(201);
    const form = new FormData();
    form.set('session_id', session.body.id as string);
    form.set('message_text', 'How much do you drink in a week?');
    const response = await fetch(`${server.url}/videos/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coach.access_token}` },
      body: form,
    });
    expect(response.status).toBe(202);
    const started = (await response.json()) as { job_id: string };
    const job = await waitForJob(server.url, coach.access_token, started.job_id, ['polling_required']);
    const reply = (job.job_data.details as { avatar_script: string }).avatar_script;
    expect(reply).toMatch(/nine pints of cider every Friday/);
    expect(reply).not.toMatch(/four beers/);
  });
});

import { DEFAULT_PREFERENCES, type UserPreferences } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

let server: RunningServer;
let coach: Registered;
let other: Registered;
beforeAll(async () => {
  server = await startTestServer();
  [coach, other] = await Promise.all([register(server.url, newUser()), register(server.url, newUser())]);
});
afterAll(() => server?.close());

const CHOSEN: UserPreferences = {
  notifications: { ...DEFAULT_PREFERENCES.notifications, sms: true, push: false },
  privacy: { share_anonymized_data: false, auto_logout: true },
  default_session_duration: 45,
  language: 'fr',
  time_zone: 'CET',
};

describe('the coach preferences', () => {
  it('answers the defaults before anything is saved', async () => {
    const answer = await call(server.url, 'GET', '/users/preferences', { token: coach.access_token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves them for the user, so another sign-in (another device) reads them back', async () => {
    const saved = await call(server.url, 'PUT', '/users/preferences', {
      token: coach.access_token,
      json: CHOSEN,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(CHOSEN);
    const login = await call<{ access_token: string }>(server.url, 'POST', '/auth/login', {
      json: { username: coach.username, password: coach.password },
    });
    const elsewhere = await call(server.url, 'GET', '/users/preferences', {
      token: login.body.access_token,
    });
    expect(elsewhere.body).toEqual(CHOSEN);
    const theirs = await call(server.url, 'GET', '/users/preferences', { token: other.access_token });
    expect(theirs.body).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses an invalid value or an unknown key with a clear 400, and keeps what was saved', async () => {
    for (const json of [
      { ...CHOSEN, default_session_duration: 17 },
      { ...CHOSEN, language: 'xx' },
      { ...CHOSEN, privacy: { ...CHOSEN.privacy, end_to_end_encryption: true } },
      { notifications: CHOSEN.notifications },
    ]) {
      const answer = await call(server.url, 'PUT', '/users/preferences', { token: coach.access_token, json });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    const kept = await call(server.url, 'GET', '/users/preferences', { token: coach.access_token });
    expect(kept.body).toEqual(CHOSEN);
  });

  it('asks for a signed-in user', async () => {
    const answers = await Promise.all([
      call(server.url, 'GET', '/users/preferences'),
      call(server.url, 'PUT', '/users/preferences', { json: CHOSEN }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
  });
});

describe('the session summary', () => {
  const FREE_TEXT_PROFILE =
    'Robert. Age: 55. A defensive father who refuses to talk about his drinking and changes the subject.';

  async function closedSession(user: Registered, conversation: { role: string; content: string }[]) {
    const avatar = await activeAvatar(server, user.id, { name: 'Robert' });
    await server.services.db.query('UPDATE avatars SET character_profile = $2 WHERE id = $1', [
      avatar,
      FREE_TEXT_PROFILE,
    ]);
    const created = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token: user.access_token,
      json: { avatar_id: avatar, emotion: 'anger' },
    });
    expect(created.status).toBe(201);
    // The exchanges as the recorder loop leaves them in the session.
    await server.services.db.query('UPDATE sessions SET conversation = $2::jsonb WHERE id = $1', [
      created.body.id,
      JSON.stringify(conversation),
    ]);
    const closed = await call<{ summary: string; outcome: string }>(
      server.url,
      'PUT',
      `/sessions/close/${created.body.id}`,
      { token: user.access_token },
    );
    expect(closed.status).toBe(200);
    return closed.body;
  }

  const EXCHANGES = [
    { role: 'user', content: 'How are you feeling about what happened at dinner?' },
    { role: 'assistant', content: 'I do not want to talk about it.' },
    { role: 'user', content: 'It sounds like you feel cornered when this comes up.' },
    { role: 'assistant', content: 'Maybe. A little.' },
  ];

  it("is short, names the avatar, counts the exchanges, says how it went and the final mood, in the coach's language", async () => {
    const fr = await register(server.url, newUser());
    await call(server.url, 'PUT', '/users/preferences', {
      token: fr.access_token,
      json: { ...DEFAULT_PREFERENCES, language: 'fr' },
    });
    const { summary, outcome } = await closedSession(fr, EXCHANGES);
    expect(summary).toMatch(/^En 2 tours de parole, vous avez utilisé /);
    expect(summary).toContain('La résistance de Robert est passée de');
    expect(summary).toMatch(/Humeur finale : [^.]+\(colère\)\./);
    expect(summary).not.toContain('Age: 55');
    expect(summary).not.toContain('defensive father');
    expect(summary.length).toBeLessThan(400);
    expect(['positive', 'neutral', 'negative']).toContain(outcome);
  });

  it('is in English for a coach who chose no language, and names the avatar without an exchange', async () => {
    const en = await register(server.url, newUser());
    const { summary } = await closedSession(en, []);
    expect(summary).toBe('The session with Robert ended before the coach spoke.');
  });
});

import { randomUUID } from 'node:crypto';
import { buildCaseFormulation } from '@rebond/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealClearTexts } from '../src/data-keys/reseal';
import { JobWords } from '../src/jobs/sealed-words';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { typedReply } from './erasure-scan';
import { call, register } from './http';
import { activeAvatar } from './sessions-fixtures';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const stored = (id: string) =>
  server.services.db.query<{ row: string }>(
    'SELECT row_to_json(t)::text AS row FROM skill_transcripts t WHERE id = $1',
    [id],
  );

describe('columns sealed with the owner’s data key', () => {
  it('stores a transcript’s title, speakers, turns and codes sealed, and reads them back in clear', async () => {
    const coach = await register(server.url, newUser());
    const mark = randomUUID().slice(0, 8);
    const created = await call(server.url, 'POST', '/skills/transcripts', {
      token: coach.access_token,
      json: {
        title: `Title ${mark}`,
        text: `Coach${mark}: How are the nights?\nClient${mark}: Long, since the move ${mark}.`,
        coach_label: `Coach${mark}`,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const [row] = await stored(id);
    expect(row?.row).toBeDefined();
    expect(row?.row).not.toContain(mark);
    const read = await call<{ scorecard: { turns: unknown[] } }>(
      server.url,
      'GET',
      `/skills/transcripts/${id}`,
      {
        token: coach.access_token,
      },
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      title: `Title ${mark}`,
      coach_label: `Coach${mark}`,
      client_label: `Client${mark}`,
      conversation: [
        { role: 'user', content: 'How are the nights?' },
        { role: 'assistant', content: `Long, since the move ${mark}.` },
      ],
    });
    expect(read.body.scorecard.turns).toHaveLength(1);
  });

  it('stores a character profile sealed, and answers it in clear', async () => {
    const coach = await register(server.url, newUser());
    const profile = `A night-shift nurse ${randomUUID().slice(0, 8)} who distrusts advice.`;
    const created = await call<{ id: string; character_profile: string }>(
      server.url,
      'POST',
      '/avatars/create_avatar',
      { token: coach.access_token, json: { avatar_name: 'Sam', character_profile: profile } },
    );
    expect(created.status).toBe(201);
    expect(created.body.character_profile).toBe(profile);
    const [row] = await server.services.db.query<{ character_profile: string }>(
      'SELECT character_profile FROM avatars WHERE id = $1',
      [created.body.id],
    );
    expect(row?.character_profile).toMatch(/^rbe1:/);
    const changed = `${profile} Now retired.`;
    const updated = await call(server.url, 'PUT', `/avatars/${created.body.id}`, {
      token: coach.access_token,
      json: { character_profile: changed },
    });
    expect(updated.body.character_profile).toBe(changed);
    const read = await call(server.url, 'GET', `/avatars/get/${created.body.id}`, {
      token: coach.access_token,
    });
    expect(read.body.character_profile).toBe(changed);
  });

  it("stores a session's client name sealed, and answers it in clear", async () => {
    const coach = await register(server.url, newUser());
    const clientName = `Client ${randomUUID().slice(0, 8)}`;
    const avatarId = await activeAvatar(server, coach.id);
    const created = await call<{ id: string; patient_name: string }>(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatarId, patient_name: clientName },
    });
    expect(created.status).toBe(201);
    expect(created.body.patient_name).toBe(clientName);
    const [row] = await server.services.db.query<{ patient_name: string }>(
      'SELECT patient_name FROM sessions WHERE id = $1',
      [created.body.id],
    );
    expect(row?.patient_name).toMatch(/^rbe1:/);
    const listed = await call<{ patient_name: string }[]>(server.url, 'GET', '/sessions/get_by_user', {
      token: coach.access_token,
    });
    expect(listed.body.map((item) => item.patient_name)).toEqual([clientName]);
  });

  it('reads a row written in clear before encryption as it is', async () => {
    const coach = await register(server.url, newUser());
    const id = randomUUID();
    await server.services.db.query(
      `INSERT INTO skill_transcripts (id, user_id, title, format, coach_label, client_label, conversation, codes, coder)
       VALUES ($1, $2, 'Legacy title', 'plain', 'T', 'C', $3, '[]', 'legacy')`,
      [id, coach.id, JSON.stringify([{ role: 'user', content: 'An old question?' }])],
    );
    const listed = await call<{ id: string; title: string }[]>(server.url, 'GET', '/skills/transcripts', {
      token: coach.access_token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ id, title: 'Legacy title' })]);
  });

  it("stores a session's conversation, scenario, summary, reply texts, reply jobs and an edited formulation sealed, and reads them back in clear", async () => {
    const coach = await register(server.url, newUser());
    const mark = randomUUID().replaceAll('-', '').slice(0, 10);
    const avatarId = await activeAvatar(server, coach.id);
    const profiled = await call(server.url, 'PUT', `/avatars/${avatarId}`, {
      token: coach.access_token,
      json: { character_profile: `Sam${mark}, 44, a baker. His sister Ann moved away.` },
    });
    expect(profiled.status).toBe(200);
    const built = await call<{ formulation: { facts: { text: string; depth: number }[] } }>(
      server.url,
      'GET',
      `/avatars/${avatarId}/case_formulation`,
      { token: coach.access_token },
    );
    const fact = `Factof${mark}: I bake at four every morning`;
    const edited = await call(server.url, 'PUT', `/avatars/${avatarId}/case_formulation`, {
      token: coach.access_token,
      json: { formulation: { ...built.body.formulation, facts: [{ text: fact, depth: 0 }] } },
    });
    expect(edited.status).toBe(200);
    const scenario = `Scenarioof${mark}: a first visit after a relapse`;
    const opening = `Openingof${mark}: thank you for coming`;
    const created = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: {
        avatar_id: avatarId,
        session_specific_prompt: scenario,
        conversation: [{ role: 'user', content: opening }],
      },
    });
    expect(created.status).toBe(201);
    const message = `Messageof${mark}: what would help this week?`;
    const reply = await typedReply(server.url, coach.access_token, created.body.id, message);
    const closed = await call(server.url, 'PUT', `/sessions/close/${created.body.id}`, {
      token: coach.access_token,
    });
    expect(closed.status).toBe(200);

    // None of the coach's words is in any row of any table (the ids are not words).
    const tables = await server.services.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const holding: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await server.services.db.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM "${table}" t`,
      );
      if (rows.some(({ row }) => row.includes(mark))) holding.push(table);
    }
    expect(holding).toEqual([]);
    const [sealed] = await server.services.db.query<{ summary: string; avatar_script: string }>(
      'SELECT s.summary, v.avatar_script FROM sessions s JOIN videos v ON v.session_id = s.id WHERE s.id = $1',
      [created.body.id],
    );
    expect(sealed?.summary).toMatch(/^rbe1:/);
    expect(sealed?.avatar_script).toMatch(/^rbe1:/);

    const session = await call<{
      session_specific_prompt: string;
      summary: string;
      conversation: { role: string; content: string }[];
    }>(server.url, 'GET', `/sessions/get/${created.body.id}`, { token: coach.access_token });
    expect(session.body.session_specific_prompt).toBe(scenario);
    expect(session.body.summary).not.toMatch(/^rbe1:/);
    expect(session.body.summary.length).toBeGreaterThan(0);
    expect(session.body.conversation.map((turn) => turn.content).slice(0, 2)).toEqual([opening, message]);
    expect(session.body.conversation).toHaveLength(3);
    const video = await call<{ user_transcript: string; avatar_script: string }>(
      server.url,
      'GET',
      `/videos/get/${reply.videoId}`,
      { token: coach.access_token },
    );
    expect(video.body.user_transcript).toBe(message);
    expect(video.body.avatar_script).toBe(session.body.conversation[2]?.content);
    const job = await call<{ job_data: { details: { user_transcript: string } } }>(
      server.url,
      'GET',
      `/s_job/${reply.replyJobId}`,
      { token: coach.access_token },
    );
    expect(job.body.job_data.details.user_transcript).toBe(message);
    const formulation = await call<{ formulation: { facts: { text: string }[] } }>(
      server.url,
      'GET',
      `/avatars/${avatarId}/case_formulation`,
      { token: coach.access_token },
    );
    expect(formulation.body.formulation.facts.map((f) => f.text)).toEqual([fact]);
  }, 240_000);

  it('reads sessions, videos, jobs and formulations written in clear before sealing, then seals them in place', async () => {
    const coach = await register(server.url, newUser());
    const avatarId = await activeAvatar(server, coach.id);
    const { db } = server.services;
    const legacyFormulation = {
      ...buildCaseFormulation('Anna, 41, a nurse.'),
      facts: [{ text: 'An old fact', depth: 0, quantity: false }],
    };
    await db.query(
      'UPDATE avatars SET case_formulation = $2, case_formulation_edited_at = now() WHERE id = $1',
      [avatarId, JSON.stringify(legacyFormulation)],
    );
    const sessionId = randomUUID();
    await db.query(
      `INSERT INTO sessions (id, user_id, avatar_id, avatar_name, session_specific_prompt, conversation, summary,
                             ended_at)
       VALUES ($1, $2, $3, 'Anna', 'An old scenario', $4, 'An old summary', now())`,
      [
        sessionId,
        coach.id,
        avatarId,
        JSON.stringify([
          { role: 'user', content: 'An old question?' },
          { role: 'assistant', content: 'An old answer.' },
        ]),
      ],
    );
    await db.query(
      `INSERT INTO videos (id, user_id, session_id, user_transcript, avatar_script)
       VALUES ($1, $2, $3, 'An old question?', 'An old answer.')`,
      [sessionId, coach.id, sessionId],
    );
    await db.query(
      `INSERT INTO jobs (id, user_id, type, status, session_id, payload, job_data)
       VALUES ($1, $2, 'video_render', 'success', $3, '{}', $4)`,
      [sessionId, coach.id, sessionId, JSON.stringify({ details: { user_transcript: 'An old question?' } })],
    );
    const session = await call(server.url, 'GET', `/sessions/get/${sessionId}`, {
      token: coach.access_token,
    });
    expect(session.body).toMatchObject({
      session_specific_prompt: 'An old scenario',
      summary: 'An old summary',
      conversation: [
        { role: 'user', content: 'An old question?' },
        { role: 'assistant', content: 'An old answer.' },
      ],
    });
    const video = await call(server.url, 'GET', `/videos/get/${sessionId}`, { token: coach.access_token });
    expect(video.body).toMatchObject({
      user_transcript: 'An old question?',
      avatar_script: 'An old answer.',
    });
    const job = await call(server.url, 'GET', `/s_job/${sessionId}`, { token: coach.access_token });
    expect(job.body).toMatchObject({ job_data: { details: { user_transcript: 'An old question?' } } });
    const formulation = await call<{ formulation: { facts: { text: string }[] } }>(
      server.url,
      'GET',
      `/avatars/${avatarId}/case_formulation`,
      { token: coach.access_token },
    );
    expect(formulation.body.formulation.facts.map((f) => f.text)).toEqual(['An old fact']);

    // The pass each start makes seals them in place (once), and they read the same after.
    const { keys } = server.services;
    expect(await resealClearTexts(db, keys, new JobWords(keys))).toBeGreaterThanOrEqual(10);
    expect(await resealClearTexts(db, keys, new JobWords(keys))).toBe(0);
    for (const table of ['sessions', 'videos', 'jobs', 'avatars']) {
      const rows = await db.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM ${table} t WHERE user_id = $1`,
        [coach.id],
      );
      expect(rows.filter(({ row }) => /An old|Anna, 41|nurse/.test(row))).toEqual([]);
    }
    const [turns] = await db.query<{ conversation: unknown[] }>(
      'SELECT conversation FROM sessions WHERE id = $1',
      [sessionId],
    );
    expect(turns?.conversation).toEqual([expect.stringMatching(/^rbe1:/), expect.stringMatching(/^rbe1:/)]);
    const words = (answer: { body: unknown }) =>
      JSON.stringify(answer.body).replace(/"[^"]*(url|_at)":"[^"]*"/g, '');
    for (const [path, before] of [
      [`/sessions/get/${sessionId}`, session],
      [`/videos/get/${sessionId}`, video],
      [`/s_job/${sessionId}`, job],
      [`/avatars/${avatarId}/case_formulation`, formulation],
    ] as const) {
      expect(words(await call(server.url, 'GET', path, { token: coach.access_token }))).toBe(words(before));
    }
  });

  it('stores the username and e-mail sealed, signs in by either in any case, and refuses them twice', async () => {
    const user = newUser();
    const coach = await register(server.url, user);
    const { db } = server.services;
    const [raw] = await db.query<{ row: string }>(
      'SELECT row_to_json(t)::text AS row FROM users t WHERE id = $1',
      [coach.id],
    );
    expect(raw?.row).toBeDefined();
    expect(raw?.row.toLowerCase()).not.toContain(user.username.toLowerCase());
    for (const login of [user.username.toUpperCase(), user.email, user.email.toUpperCase()]) {
      const signedIn = await call(server.url, 'POST', '/auth/login', {
        json: { username: login, password: user.password },
      });
      expect(signedIn.status, login).toBe(200);
    }
    const me = await call(server.url, 'GET', `/users/search?username=${user.username.toUpperCase()}`, {
      token: coach.access_token,
    });
    expect(me.body).toMatchObject({ username: user.username, email: user.email });
    const again = await call(server.url, 'POST', '/auth/register', {
      json: { ...newUser(), email: user.email.toUpperCase() },
    });
    expect(again).toMatchObject({ status: 400, body: { detail: 'Email already registered' } });
    const sameName = await call(server.url, 'POST', '/auth/register', {
      json: { ...newUser(), username: user.username.toUpperCase() },
    });
    expect(sameName).toMatchObject({ status: 400, body: { detail: 'Username already registered' } });
  });

  it('signs in a user whose username and e-mail were stored in clear, then seals them in place', async () => {
    const user = newUser();
    const coach = await register(server.url, user);
    const { db, keys } = server.services;
    await db.query(
      'UPDATE users SET username = $2, email = $3, username_hash = NULL, email_hash = NULL WHERE id = $1',
      [coach.id, user.username, user.email],
    );
    const before = await call(server.url, 'POST', '/auth/login', {
      json: { username: user.email.toUpperCase(), password: user.password },
    });
    expect(before.status).toBe(200);
    const taken = await call(server.url, 'POST', '/auth/register', {
      json: { ...newUser(), email: user.email },
    });
    expect(taken).toMatchObject({ status: 400, body: { detail: 'Email already registered' } });
    expect(await resealClearTexts(db, keys, new JobWords(keys))).toBeGreaterThanOrEqual(1);
    const [raw] = await db.query<{ row: string }>(
      'SELECT row_to_json(t)::text AS row FROM users t WHERE id = $1',
      [coach.id],
    );
    expect(raw?.row.toLowerCase()).not.toContain(user.username.toLowerCase());
    const after = await call(server.url, 'POST', '/auth/login', {
      json: { username: user.username, password: user.password },
    });
    expect(after.status).toBe(200);
  });

  it('deletes the data key with the account, so nothing sealed with it can be opened', async () => {
    const coach = await register(server.url, newUser());
    await server.services.keys.keyOf(coach.id);
    const before = await server.services.db.query('SELECT 1 FROM user_keys WHERE user_id = $1', [coach.id]);
    expect(before).toHaveLength(1);
    const deleted = await call(server.url, 'DELETE', `/users/delete/${coach.id}`, {
      token: coach.access_token,
    });
    expect(deleted.status).toBe(200);
    const after = await server.services.db.query('SELECT 1 FROM user_keys WHERE user_id = $1', [coach.id]);
    expect(after).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
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

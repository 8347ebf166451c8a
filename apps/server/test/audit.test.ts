import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { pendingAvatar } from './sessions-fixtures';

let server: RunningServer;
beforeAll(async () => {
  // Without the reuse interval, so that replaying a spent refresh token is reuse at once.
  server = await startTestServer({ REFRESH_REUSE_INTERVAL_SECONDS: '0' });
});
afterAll(() => server?.close());

/** A session of the coach, written straight to the database (no avatar picture needed). */
async function sessionOf(coach: Registered): Promise<string> {
  const id = randomUUID();
  const avatarId = await pendingAvatar(server, coach.id);
  await server.services.db.query(
    `INSERT INTO sessions (id, user_id, avatar_id, patient_name) VALUES ($1, $2, $3, 'Alex')`,
    [id, coach.id, avatarId],
  );
  return id;
}

const auditOf = async (coach: Registered) => {
  const answer = await call<AuditEntry[]>(server.url, 'GET', '/users/audit', { token: coach.access_token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('the audit log', () => {
  it('records reads of patient data, sign-outs and refresh-token reuse, and shows a coach only their own', async () => {
    const coach = await register(server.url, newUser('audited'));
    const other = await register(server.url, newUser('other'));
    const sessionId = await sessionOf(coach);
    expect(
      (await call(server.url, 'GET', `/sessions/get/${sessionId}`, { token: coach.access_token })).status,
    ).toBe(200);
    expect(
      (await call(server.url, 'GET', `/videos/get/by_session/${sessionId}`, { token: coach.access_token }))
        .status,
    ).toBe(200);

    // A refresh token used twice (a replay): the reuse is recorded against the account.
    const refreshed = await call<{ refresh_token: string }>(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: coach.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const replay = await call(server.url, 'POST', '/auth/refresh', {
      json: { refresh_token: coach.refresh_token },
    });
    expect(replay.status).toBe(401);
    // A new sign-in, then its sign-out.
    const login = await call<{ access_token: string; refresh_token: string }>(
      server.url,
      'POST',
      '/auth/login',
      {
        form: { username: coach.username, password: coach.password },
      },
    );
    expect(login.status).toBe(200);
    expect(
      (await call(server.url, 'POST', '/auth/logout', { json: { refresh_token: login.body.refresh_token } }))
        .status,
    ).toBe(200);

    // The sign-out ended every access token of the account: a fresh sign-in reads the log.
    const again = await call<{ access_token: string }>(server.url, 'POST', '/auth/login', {
      form: { username: coach.username, password: coach.password },
    });
    expect(again.status).toBe(200);
    const entries = await auditOf({ ...coach, access_token: again.body.access_token });
    const seen = entries.map((entry) =>
      `${entry.action} ${entry.record_type} ${entry.record_id ?? ''}`.trim(),
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        `read session ${sessionId}`,
        `read session_videos ${sessionId}`,
        `logout user ${coach.id}`,
        expect.stringMatching(/^refresh\.reuse refresh_family /),
      ]),
    );
    expect(entries.every((entry) => entry.by_you)).toBe(true);
    // Newest first.
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The other coach sees none of it.
    const theirs = await auditOf(other);
    expect(theirs.filter((entry) => entry.record_id === sessionId || entry.record_id === coach.id)).toEqual(
      [],
    );
  });

  it('pages for export with limit and cursor', async () => {
    const coach = await register(server.url, newUser('pager'));
    const sessionId = await sessionOf(coach);
    for (let read = 0; read < 3; read++) {
      await call(server.url, 'GET', `/sessions/get/${sessionId}`, { token: coach.access_token });
    }
    const first = await call<AuditEntry[]>(server.url, 'GET', '/users/audit?limit=2', {
      token: coach.access_token,
    });
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const next = await call<AuditEntry[]>(server.url, 'GET', `/users/audit?limit=2&cursor=${cursor}`, {
      token: coach.access_token,
    });
    expect(next.body.length).toBeGreaterThan(0);
    expect(next.body.map((entry) => entry.id)).not.toContain(first.body[0]?.id);
  });
});

describe('consents', () => {
  it("can name only the caller's own session", async () => {
    const owner = await register(server.url, newUser('owner'));
    const intruder = await register(server.url, newUser('intruder'));
    const sessionId = await sessionOf(owner);
    const foreign = await call(server.url, 'POST', '/consents', {
      token: intruder.access_token,
      json: { type: 'session', granted: true, version: '1', session_id: sessionId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Session not found');
    const own = await call(server.url, 'POST', '/consents', {
      token: owner.access_token,
      json: { type: 'session', granted: true, version: '1', session_id: sessionId },
    });
    expect(own.status).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, waitForJob } from './sessions-fixtures';

let server: RunningServer;
let coach: Registered;
let stranger: Registered;
let sessionId: string;

beforeAll(async () => {
  server = await startTestServer();
  [coach, stranger] = await Promise.all([register(server.url, newUser()), register(server.url, newUser())]);
  const avatar = await activeAvatar(server, coach.id);
  const created = await call(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatar },
  });
  sessionId = created.body.id as string;
});
afterAll(() => server?.close());

interface ReplyEntry {
  id: string;
  status: string;
  progress: number;
  stage: string | null;
  render_job_id: string | null;
  video_id: string | null;
  error: string | null;
}

const list = (user: Registered, id = sessionId) =>
  call<ReplyEntry[]>(server.url, 'GET', `/sessions/${id}/jobs`, { token: user.access_token });

async function sendText(text: string): Promise<string> {
  const form = new FormData();
  form.set('session_id', sessionId);
  form.set('message_text', text);
  const response = await fetch(`${server.url}/videos/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${coach.access_token}` },
    body: form,
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { job_id: string }).job_id;
}

describe("GET /sessions/{id}/jobs: a session's replies in progress", () => {
  it('lists nothing before a message is sent', async () => {
    const answer = await list(coach);
    expect(answer).toMatchObject({ status: 200, body: [] });
  });

  it('lists a reply while it runs, then finished with its video, then forgets it after 10 minutes', async () => {
    const jobId = await sendText('I wanted to talk about the deadline.');
    const running = await list(coach);
    expect(running.body).toHaveLength(1);
    expect(running.body[0]).toMatchObject({ id: jobId, video_id: null, error: null });
    expect(['pending', 'processing', 'polling_required']).toContain(running.body[0]?.status);

    const first = await waitForJob(server.url, coach.access_token, jobId, ['polling_required']);
    const renderJobId = first.job_data.polling_job_id as string;
    const render = await waitForJob(server.url, coach.access_token, renderJobId, ['success']);
    const done = await list(coach);
    expect(done.body).toEqual([
      expect.objectContaining({
        id: jobId,
        status: 'success',
        progress: 100,
        render_job_id: renderJobId,
        video_id: render.job_data.video_id,
      }),
    ]);

    await server.services.db.query(
      "UPDATE jobs SET updated_at = now() - interval '11 minutes' WHERE id = ANY($1::uuid[])",
      [[jobId, renderJobId]],
    );
    expect((await list(coach)).body).toEqual([]);
  }, 20_000);

  it('lists a failed reply with its reason', async () => {
    const jobId = await sendText('Are you there?');
    await waitForJob(server.url, coach.access_token, jobId, ['polling_required']);
    await server.services.db.query(
      "UPDATE jobs SET status = 'failed', error = 'The renderer stopped.' WHERE parent_job_id = $1",
      [jobId],
    );
    const answer = await list(coach);
    expect(answer.body.find((entry) => entry.id === jobId)).toMatchObject({
      status: 'failed',
      error: 'The renderer stopped.',
    });
  });

  it("answers 404 for another user's session and 401 without a token", async () => {
    expect((await list(stranger)).status).toBe(404);
    expect((await list(coach, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const anonymous = await call(server.url, 'GET', `/sessions/${sessionId}/jobs`);
    expect(anonymous.status).toBe(401);
  });
});

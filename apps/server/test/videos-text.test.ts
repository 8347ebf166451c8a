import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, silentWav, waitForJob } from './sessions-fixtures';

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
    json: {
      avatar_id: avatar,
      dynamic_session: false,
      session_specific_prompt: 'Anna is upset that her brother missed the family dinner.',
    },
  });
  sessionId = created.body.id as string;
});
afterAll(() => server?.close());

/** `POST /videos/create` as multipart with any mix of fields. */
async function send(
  user: Registered,
  fields: { sessionId?: string; text?: string | Blob; audio?: Uint8Array },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  if (fields.sessionId !== undefined) form.set('session_id', fields.sessionId);
  if (fields.text !== undefined) form.set('message_text', fields.text);
  if (fields.audio) {
    form.set(
      'audio_file',
      new Blob([fields.audio as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
      'a.wav',
    );
  }
  const response = await fetch(`${server.url}/videos/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a message typed as text (message_text)', () => {
  it('needs exactly one of audio_file and message_text, and a text of 1 to 2000 characters', async () => {
    const both = await send(coach, { sessionId, text: 'Hello', audio: silentWav(1) });
    expect(both).toMatchObject({
      status: 400,
      body: { detail: 'Send either audio_file or message_text, not both' },
    });
    const neither = await send(coach, { sessionId });
    expect(neither).toMatchObject({
      status: 400,
      body: { detail: 'audio_file or message_text is required' },
    });
    const blank = await send(coach, { sessionId, text: '  \n ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toMatch(/message_text/);
    const long = await send(coach, { sessionId, text: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/2000 characters/);
    const file = await send(coach, { sessionId, text: new Blob(['Hello'], { type: 'text/plain' }) });
    expect(file).toMatchObject({
      status: 400,
      body: { detail: 'message_text: send this field as text, not as a file' },
    });
    const noSession = await send(coach, { text: 'Hello' });
    expect(noSession.status).toBe(400);
    expect(noSession.body.detail).toMatch(/session_id/);
    const jobs = await server.services.db.query('SELECT id FROM jobs WHERE session_id = $1', [sessionId]);
    expect(jobs).toHaveLength(0);
  });

  it("answers 404 for another user's session, exactly like a missing one", async () => {
    const foreign = await send(stranger, { sessionId, text: 'Hello there' });
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'Session not found' } });
    const missing = await send(stranger, { sessionId: '00000000-0000-4000-8000-000000000000', text: 'Hi' });
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Session not found' } });
  });

  it('turns the text into a reply video and two conversation turns, without transcription', async () => {
    const line = 'I know I missed dinner. Can we talk about it?';
    const started = await send(coach, { sessionId, text: `  ${line}  ` });
    expect(started).toMatchObject({ status: 202, body: { status: 'pending' } });
    const token = coach.access_token;
    const first = await waitForJob(server.url, token, started.body.job_id as string, ['polling_required']);
    expect(first.status).toBe('polling_required');
    const done = await waitForJob(server.url, token, first.job_data.polling_job_id as string, ['success']);
    expect(done.status).toBe('success');
    const stages = (done.job_data.stages as { stage: string }[]).map((report) => report.stage);
    expect(stages).not.toContain('transcribe');
    expect(stages.length).toBeGreaterThanOrEqual(3);

    const session = await call<{ conversation: { role: string; content: string }[] }>(
      server.url,
      'GET',
      `/sessions/get/${sessionId}`,
      { token },
    );
    expect(session.body.conversation.map((turn) => turn.role)).toEqual(['user', 'assistant']);
    expect(session.body.conversation[0]?.content).toBe(line);
    expect(session.body.conversation[1]?.content.length).toBeGreaterThan(5);
    const videos = await call<Record<string, unknown>[]>(
      server.url,
      'GET',
      `/videos/get/by_session/${sessionId}`,
      {
        token,
      },
    );
    expect(videos.body).toHaveLength(1);
    expect(videos.body[0]).toMatchObject({ user_transcript: line });
    const mp4 = await fetch(`${server.url}${videos.body[0]?.video_url as string}`);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect((await mp4.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 20_000);

  it('refuses a text message in a closed session with 409', async () => {
    await call(server.url, 'PUT', `/sessions/close/${sessionId}`, { token: coach.access_token });
    const refused = await send(coach, { sessionId, text: 'One more thing.' });
    expect(refused.status).toBe(409);
  });
});

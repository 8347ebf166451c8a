import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, spokenMessage, waitForJob } from './sessions-fixtures';

let server: RunningServer;
let coach: Registered;
let stranger: Registered;

beforeAll(async () => {
  server = await startTestServer();
  [coach, stranger] = await Promise.all([register(server.url, newUser()), register(server.url, newUser())]);
});
afterAll(() => server?.close());

/** A session whose conversation is given at creation (the coach's turns are the `user` turns). */
async function sessionWith(user: Registered, turns: [string, string][]): Promise<string> {
  const avatar = await activeAvatar(server, user.id);
  const created = await call(server.url, 'POST', '/sessions/create', {
    token: user.access_token,
    json: {
      avatar_id: avatar,
      conversation: turns.flatMap(([coachSays, clientSays]) => [
        { role: 'user', content: coachSays },
        { role: 'assistant', content: clientSays },
      ]),
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  // One active session per coach: close it (a closed session keeps its conversation).
  await server.services.db.query('UPDATE sessions SET ended_at = now() WHERE id = $1', [id]);
  return id;
}

describe('the API reference', () => {
  it('lists the skills calls with their schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>(server.url, 'GET', '/openapi.json');
    expect(Object.keys(doc.body.paths['/skills/code'] ?? {})).toEqual(['post']);
    expect(doc.body.paths['/sessions/{id}/scorecard']).toHaveProperty('get');
    expect(doc.body.paths['/skills/trend']).toHaveProperty('get');
    expect(Object.keys(doc.body.paths['/skills/transcripts'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.body.paths['/skills/transcripts/{id}'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(doc.body.components.schemas).toHaveProperty('Scorecard');
    expect(doc.body.components.schemas).toHaveProperty('SkillCodeRequest');
  });
});

describe('POST /skills/code', () => {
  it('codes utterances in the order sent, with evidence from their own words', async () => {
    const answer = await call<{ codes: { code: string; evidence: string }[] }>(
      server.url,
      'POST',
      '/skills/code',
      {
        token: coach.access_token,
        json: {
          utterances: [
            { text: 'What would you like to be different?' },
            { text: 'Did you drink last night?' },
            {
              text: "It sounds like you're worried you'll lose her trust.",
              previous_client: 'I keep letting my sister down.',
            },
          ],
        },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.codes.map((c) => c.code)).toEqual([
      'open_question',
      'closed_question',
      'complex_reflection',
    ]);
    for (const c of answer.body.codes) expect(c.evidence.length).toBeGreaterThan(0);
    expect('What would you like to be different?').toContain(answer.body.codes[0]?.evidence);
  });

  it('refuses bad input with a 400 and a clear detail, and needs a signed-in coach', async () => {
    const token = coach.access_token;
    const bad = async (json: unknown) => call(server.url, 'POST', '/skills/code', { token, json });
    expect((await bad({})).status).toBe(400);
    expect((await bad({ utterances: [] })).body.detail).toMatch(/at least one/);
    expect((await bad({ utterances: [{ text: '   ' }] })).body.detail).toMatch(/empty/);
    expect((await bad({ utterances: [{ text: 'a'.repeat(2001) }] })).body.detail).toMatch(/2000/);
    const many = Array.from({ length: 201 }, () => ({ text: 'Hi' }));
    expect((await bad({ utterances: many })).body.detail).toMatch(/200/);
    expect((await bad({ utterances: [{ text: 42 }] })).status).toBe(400);
    const anonymous = await call(server.url, 'POST', '/skills/code', {
      json: { utterances: [{ text: 'Hi' }] },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /sessions/{id}/scorecard of a session with a refusal and a confrontation', () => {
  it('carries the refusal to later advice and never rates the session good overall', async () => {
    const sessionId = await sessionWith(coach, [
      ['What brings you in today?', "I didn't ask for advice. I just want to talk."],
      ['Okay, fair enough.', 'Everyone has an opinion about my drinking.'],
      ['You could try going to a meeting.', 'Whatever.'],
      ['You are making excuses, and you know it.', 'Right.'],
    ]);
    const card = await call<{
      turns: { code: string; with_permission?: boolean }[];
      non_adherent: { value: number; band: string; lower_is_better: boolean };
      overall_band: string | null;
    }>(server.url, 'GET', `/sessions/${sessionId}/scorecard`, { token: coach.access_token });
    expect(card.status).toBe(200);
    expect(card.body.turns[2]).toMatchObject({ code: 'advice', with_permission: false });
    expect(card.body.turns[3]!.code).toBe('confront');
    expect(card.body.non_adherent).toMatchObject({ value: 2, band: 'below_fair', lower_is_better: true });
    expect(card.body.overall_band).toBe('below_fair');
  });
});

describe('GET /sessions/{id}/scorecard', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = await sessionWith(coach, [
      ['Did you go to the dinner?', 'No. I was too tired after my shift.'],
      ["It sounds like you're exhausted and stretched thin.", 'Yes. Nobody sees how much I do.'],
      ['Are you angry with your brother?', 'Of course I am.'],
      ["You feel you're carrying your mother alone, and it's wearing you down.", 'That is exactly it.'],
    ]);
  });

  it('codes every coach turn and gives the figures with their bands', async () => {
    const card = await call<Record<string, never>>(server.url, 'GET', `/sessions/${sessionId}/scorecard`, {
      token: coach.access_token,
    });
    expect(card.status).toBe(200);
    const body = card.body as unknown as {
      turns: { code: string; evidence: string; text: string }[];
      reflections: number;
      questions: number;
      counts: Record<string, number>;
      reflection_to_question: { value: number; band: string; fair: number; good: number };
      coach_talk_share: { value: number; measured: string };
      debrief: { locale: string; summary: string; suggestions: unknown[] };
      coder_languages: string[];
    };
    expect(body.coder_languages).toEqual(['en']);
    expect(body.turns.map((t) => t.code)).toEqual([
      'closed_question',
      expect.stringMatching(/reflection/),
      'closed_question',
      expect.stringMatching(/reflection/),
    ]);
    expect(body.counts.closed_question).toBe(2);
    expect(body.reflections).toBe(2);
    expect(body.questions).toBe(2);
    expect(body.reflection_to_question).toEqual({ value: 1, band: 'fair', fair: 1, good: 2 });
    expect(body.coach_talk_share.measured).toBe('estimated');
    expect(body.coach_talk_share.value).toBeGreaterThan(0.3);
    expect(body.coach_talk_share.value).toBeLessThan(0.8);
    expect(body.debrief.locale).toBe('en');
    expect(body.debrief.suggestions).toHaveLength(2);
  });

  it('writes the debrief in the language asked for, and refuses an unknown one', async () => {
    const en = await call<{ debrief: { summary: string } }>(
      server.url,
      'GET',
      `/sessions/${sessionId}/scorecard`,
      { token: coach.access_token },
    );
    const fr = await call<{ debrief: { summary: string; locale: string } }>(
      server.url,
      'GET',
      `/sessions/${sessionId}/scorecard?locale=fr`,
      { token: coach.access_token },
    );
    expect(fr.body.debrief.locale).toBe('fr');
    expect(fr.body.debrief.summary).not.toBe(en.body.debrief.summary);
    const bad = await call(server.url, 'GET', `/sessions/${sessionId}/scorecard?locale=xx`, {
      token: coach.access_token,
    });
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another coach's session and a missing one", async () => {
    const theirs = await call(server.url, 'GET', `/sessions/${sessionId}/scorecard`, {
      token: stranger.access_token,
    });
    expect(theirs).toMatchObject({ status: 404, body: { detail: 'Session not found' } });
    const missing = await call(server.url, 'GET', `/sessions/${randomUUID()}/scorecard`, {
      token: coach.access_token,
    });
    expect(missing.status).toBe(404);
  });
});

describe('talk time from the recordings', () => {
  it('measures a spoken turn by its recording and the reply by its speech, not by counting words', async () => {
    const user = await register(server.url, newUser());
    const avatar = await activeAvatar(server, user.id);
    const created = await call(server.url, 'POST', '/sessions/create', {
      token: user.access_token,
      json: { avatar_id: avatar },
    });
    const sessionId = created.body.id as string;
    const wav = await spokenMessage(server, 'What would you like to be different with your brother?');
    const form = new FormData();
    form.set('session_id', sessionId);
    form.set('audio_file', new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'turn.wav');
    const sent = await fetch(`${server.url}/videos/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.access_token}` },
      body: form,
    });
    expect(sent.status).toBe(202);
    const { job_id } = (await sent.json()) as { job_id: string };
    const first = await waitForJob(server.url, user.access_token, job_id, ['polling_required']);
    expect(first.status).toBe('polling_required');
    const done = await waitForJob(server.url, user.access_token, first.job_data.polling_job_id as string, [
      'success',
    ]);
    expect(done.status).toBe('success');

    const card = await call<{
      turns: unknown[];
      coach_talk_share: { value: number; coach_seconds: number; avatar_seconds: number; measured: string };
    }>(server.url, 'GET', `/sessions/${sessionId}/scorecard`, { token: user.access_token });
    expect(card.body.turns).toHaveLength(1);
    expect(card.body.coach_talk_share.measured).toBe('recordings');
    // The WAV is 16-bit mono PCM at 16 kHz after a 44-byte header.
    const wavSeconds = (wav.byteLength - 44) / 32_000;
    expect(card.body.coach_talk_share.coach_seconds).toBeCloseTo(wavSeconds, 0);
    expect(card.body.coach_talk_share.avatar_seconds).toBeGreaterThan(0.5);
    const share =
      card.body.coach_talk_share.coach_seconds /
      (card.body.coach_talk_share.coach_seconds + card.body.coach_talk_share.avatar_seconds);
    expect(card.body.coach_talk_share.value).toBeCloseTo(share, 1);
  }, 120_000);
});

describe('coded transcripts and the trend', () => {
  const plain = [
    'Therapist: What brings you in today?',
    "Client: My wife says I drink too much. I don't think it's a problem.",
    "Therapist: You're not sure it's as big a deal as she thinks.",
    'Client: Right. I work hard, I deserve a beer.',
    'Therapist: Do you drink every day?',
    'Client: Most days.',
  ].join('\n');
  const vtt = [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:04.000',
    '<v Client>I have been so tired lately.</v>',
    '',
    '00:00:04.000 --> 00:00:06.000',
    '<v Counsellor>How has that been for you?</v>',
    '',
    '00:00:06.000 --> 00:00:14.000',
    '<v Client>Hard. I cannot keep up at work.</v>',
  ].join('\n');

  it('codes a plain transcript, keeps it, lists it, reads it and deletes it', async () => {
    const created = await call<Record<string, unknown>>(server.url, 'POST', '/skills/transcripts', {
      token: coach.access_token,
      json: { title: 'Intake, drinking', text: plain },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Intake, drinking',
      format: 'plain',
      coach_label: 'Therapist',
      client_label: 'Client',
      coach_turns: 3,
    });
    const card = created.body.scorecard as { turns: { code: string }[] };
    expect(card.turns.map((t) => t.code)).toEqual([
      'open_question',
      expect.stringMatching(/reflection/),
      'closed_question',
    ]);
    const id = created.body.id as string;
    const list = await call<{ id: string }[]>(server.url, 'GET', '/skills/transcripts', {
      token: coach.access_token,
    });
    expect(list.body.map((t) => t.id)).toContain(id);
    const theirs = await call(server.url, 'GET', '/skills/transcripts', { token: stranger.access_token });
    expect(theirs.body).toEqual([]);
    const read = await call<{ scorecard: { debrief: { locale: string } } }>(
      server.url,
      'GET',
      `/skills/transcripts/${id}?locale=de`,
      { token: coach.access_token },
    );
    expect(read.body.scorecard.debrief.locale).toBe('de');
    expect(
      (await call(server.url, 'GET', `/skills/transcripts/${id}`, { token: stranger.access_token })).status,
    ).toBe(404);
    expect(
      (await call(server.url, 'DELETE', `/skills/transcripts/${id}`, { token: stranger.access_token }))
        .status,
    ).toBe(404);
    const deleted = await call(server.url, 'DELETE', `/skills/transcripts/${id}`, {
      token: coach.access_token,
    });
    expect(deleted.status).toBe(200);
    expect(
      (await call(server.url, 'GET', `/skills/transcripts/${id}`, { token: coach.access_token })).status,
    ).toBe(404);
  });

  it('reads WebVTT voices and their timings, with the coach chosen by label', async () => {
    const created = await call<Record<string, unknown>>(server.url, 'POST', '/skills/transcripts', {
      token: coach.access_token,
      json: { title: 'VTT', text: vtt, coach_label: 'counsellor' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ format: 'vtt', coach_label: 'Counsellor', coach_turns: 1 });
    const card = created.body.scorecard as {
      turns: { code: string }[];
      coach_talk_share: { value: number; measured: string; coach_seconds: number };
    };
    expect(card.turns[0]?.code).toBe('open_question');
    expect(card.coach_talk_share).toMatchObject({ measured: 'recordings', coach_seconds: 2 });
    expect(card.coach_talk_share.value).toBeCloseTo(2 / 14, 2);
  });

  it('answers 400 for a transcript it cannot read', async () => {
    const post = (json: unknown) =>
      call(server.url, 'POST', '/skills/transcripts', { token: coach.access_token, json });
    const unlabelled = await post({ title: 'x', text: 'just some words\nwith no speakers at all' });
    expect(unlabelled.status).toBe(400);
    expect(unlabelled.body.detail).toMatch(/No speaker labels/);
    const wrongCoach = await post({ title: 'x', text: plain, coach_label: 'Doctor' });
    expect(wrongCoach.status).toBe(400);
    expect(wrongCoach.body.detail).toMatch(/Therapist, Client/);
    const emptyVtt = await post({ title: 'x', text: 'WEBVTT\n\nNOTE nothing here' });
    expect(emptyVtt.status).toBe(400);
    expect((await post({ title: '', text: plain })).status).toBe(400);
    const long = await post({ title: 'x', text: `T: ${'a'.repeat(60_500)}` });
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/60000 characters/);
    expect((await post({ title: 'x', text: 'T: hi\n'.repeat(12_000) })).status).toBe(413);
    const turns = await post({ title: 'x', text: 'T: a\nC: b\n'.repeat(600) });
    expect(turns.status).toBe(400);
    expect(turns.body.detail).toMatch(/more than 1000 turns/);
  });

  it('gives the trend oldest first, one point per session with a coach turn and per transcript', async () => {
    const user = await register(server.url, newUser());
    const first = await sessionWith(user, [
      ['Did you sleep?', 'No.'],
      ['Are you tired?', 'Yes.'],
    ]);
    const second = await sessionWith(user, [
      ['What has been on your mind?', 'Work, mostly. It never stops.'],
      ["It sounds like work has taken over your life, and you're running on empty.", 'It has.'],
    ]);
    await sessionWith(user, []);
    await server.services.db.query(
      "UPDATE sessions SET started_at = now() - interval '2 days' WHERE id = $1",
      [first],
    );
    await call(server.url, 'POST', '/skills/transcripts', {
      token: user.access_token,
      json: { title: 'Real session', text: plain },
    });
    const trend = await call<
      {
        source: string;
        session_id: string | null;
        reflection_to_question: number | null;
        percent_open_questions: number | null;
        coach_talk_share: number | null;
      }[]
    >(server.url, 'GET', '/skills/trend', { token: user.access_token });
    expect(trend.status).toBe(200);
    expect(trend.body.map((p) => p.source)).toEqual(['session', 'session', 'transcript']);
    expect(trend.body.map((p) => p.session_id)).toEqual([first, second, null]);
    expect(trend.body[0]).toMatchObject({ reflection_to_question: 0, percent_open_questions: 0 });
    expect(trend.body[1]).toMatchObject({ reflection_to_question: 1, percent_open_questions: 1 });
    expect(trend.body[0]?.coach_talk_share).toBeGreaterThan(0);
  });
});

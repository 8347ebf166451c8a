import { captionCues, captionsVtt } from '@rebond/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar, waitForJob } from './sessions-fixtures';

/** The cues of a WebVTT file; throws on anything a browser would reject. */
function parseVtt(text: string) {
  const [header, ...blocks] = text.trim().split(/\n\n+/);
  expect(header).toBe('WEBVTT');
  const seconds = (stamp: string) => {
    const match = /^(\d{2}):(\d{2}):(\d{2})\.(\d{3})$/.exec(stamp);
    if (!match) throw new Error(`bad timestamp ${stamp}`);
    const [, h, m, s, ms] = match.map(Number) as number[];
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0) + (ms ?? 0) / 1000;
  };
  return blocks.map((block) => {
    const [id, timing, ...lines] = block.split('\n');
    expect(id).toMatch(/^\d+$/);
    const match = /^(\S+) --> (\S+)$/.exec(timing ?? '');
    if (!match) throw new Error(`bad cue timing line ${timing}`);
    const text = lines.join(' ');
    expect(text).not.toContain('-->');
    return { start: seconds(match[1] ?? ''), end: seconds(match[2] ?? ''), text };
  });
}

describe('captions from a script and its speech timings', () => {
  it('places the words in the spoken stretches, skipping the pauses, and keeps cues short', () => {
    const phonemes = [
      { phone: 'pau', start: 0, end: 0.4 },
      { phone: 'hh', start: 0.4, end: 1.4 },
      { phone: 'pau', start: 1.4, end: 3 },
      { phone: 'ay', start: 3, end: 4 },
    ];
    const cues = captionCues('Hello there. Fine thanks.', { phonemes });
    expect(cues.map((cue) => cue.text)).toEqual(['Hello there.', 'Fine thanks.']);
    expect(cues[0]?.start).toBeCloseTo(0.4, 5);
    // The first sentence's share of the two seconds of speech ends inside the first stretch...
    expect(cues[0]?.end).toBeLessThanOrEqual(1.4 + 1e-9);
    // ...and the second starts after the pause.
    expect(cues[1]?.start).toBeGreaterThanOrEqual(3 - 1e-9);
    expect(cues[1]?.end).toBeCloseTo(4, 5);
    const long = captionCues(`${'word '.repeat(60)}end`, { phonemes: [{ phone: 'aa', start: 0, end: 20 }] });
    for (const cue of long) expect(cue.text.length).toBeLessThanOrEqual(64);
  });

  it("uses the synthesizer's word timings when they match the script, and escapes the text", () => {
    const vtt = captionsVtt('Tom & <Jerry>', {
      phonemes: [],
      words: [
        { word: 'Tom', start: 0.25, end: 0.5 },
        { word: '&', start: 0.5, end: 0.6 },
        { word: '<Jerry>', start: 0.7, end: 1.25 },
      ],
    });
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.250 --> 00:00:01.250\nTom &amp; &lt;Jerry&gt;\n');
  });
});

describe('the captions of a reply video', () => {
  let server: RunningServer;
  let coach: Registered;
  let other: Registered;
  beforeAll(async () => {
    server = await startTestServer();
    [coach, other] = await Promise.all([register(server.url, newUser()), register(server.url, newUser())]);
  });
  afterAll(() => server?.close());

  it('are stored with the video, served through a signed link, timed from the speech, and deleted with it', async () => {
    const avatar = await activeAvatar(server, coach.id);
    const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatar },
    });
    const form = new FormData();
    form.set('session_id', session.body.id);
    form.set('message_text', 'I feel like you never listen to me, and it really hurts.');
    const sent = await fetch(`${server.url}/videos/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coach.access_token}` },
      body: form,
    });
    expect(sent.status).toBe(202);
    const reply = await waitForJob(
      server.url,
      coach.access_token,
      ((await sent.json()) as { job_id: string }).job_id,
      ['polling_required'],
    );
    const render = await waitForJob(
      server.url,
      coach.access_token,
      reply.job_data.polling_job_id as string,
      ['success'],
      120_000,
    );
    expect(render.status).toBe('success');
    expect(render.job_data.captions_url).toEqual(expect.stringMatching(/^\/media\//));
    expect(render.job_data).not.toHaveProperty('captions_media_id');
    // The default voice speaks English: so are the captions.
    expect(render.job_data.captions_language).toBe('en');
    const videoId = render.job_data.video_id as string;

    const video = await call<{
      captions_url: string;
      captions_language: string | null;
      avatar_script: string;
    }>(server.url, 'GET', `/videos/get/${videoId}`, { token: coach.access_token });
    expect(video.body.captions_url).toEqual(expect.stringMatching(/^\/media\//));
    expect(video.body.captions_language).toBe('en');
    const served = await fetch(`${server.url}${video.body.captions_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/vtt/);
    const cues = parseVtt(await served.text());

    // Every word of the script, in order.
    expect(cues.map((cue) => cue.text).join(' ')).toBe(
      video.body.avatar_script.trim().split(/\s+/).join(' '),
    );
    // Timed from the speech: after the synthesizer's leading silence, in order, within the reply.
    const speech = await server.services.engine.voices.synthesize(video.body.avatar_script, {
      provider: 'local',
      engine: 'flite',
      voice: 'slt',
      rate: 1,
      language: 'english',
      gender: 'female',
      label: 'probe',
    });
    expect(cues[0]?.start).toBeGreaterThan(0);
    for (const [index, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]?.end ?? 0);
    }
    const last = cues.at(-1)?.end ?? 0;
    expect(last).toBeGreaterThan(speech.durationS * 0.3);
    expect(last).toBeLessThanOrEqual(speech.durationS * 3);

    // Only the owner reads the video; deleting it removes its captions file too.
    const theirs = await call(server.url, 'GET', `/videos/get/${videoId}`, { token: other.access_token });
    expect(theirs.status).toBe(404);
    const deleted = await call(server.url, 'DELETE', `/videos/delete/${session.body.id}`, {
      token: coach.access_token,
      json: { avatar_video_ids: [videoId] },
    });
    expect(deleted.status).toBe(200);
    const gone = await fetch(`${server.url}${video.body.captions_url}`);
    expect(gone.status).toBe(404);
  }, 20_000);

  it('are in the language the reply is spoken in: a Spanish voice gives Spanish captions', async () => {
    const avatar = await activeAvatar(server, other.id, {
      voice: {
        provider: 'local',
        engine: 'espeak-ng',
        voice: 'es+f3',
        rate: 1,
        language: 'spanish',
        gender: 'female',
        label: 'Spanish, female',
      },
    });
    const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token: other.access_token,
      json: { avatar_id: avatar },
    });
    const form = new FormData();
    form.set('session_id', session.body.id);
    form.set('message_text', 'Me siento sola y nadie me escucha.');
    const sent = await fetch(`${server.url}/videos/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.access_token}` },
      body: form,
    });
    expect(sent.status).toBe(202);
    const reply = await waitForJob(
      server.url,
      other.access_token,
      ((await sent.json()) as { job_id: string }).job_id,
      ['polling_required'],
    );
    const render = await waitForJob(
      server.url,
      other.access_token,
      reply.job_data.polling_job_id as string,
      ['success'],
      120_000,
    );
    expect(render.job_data.captions_language).toBe('es');
    const video = await call<{ captions_language: string | null }>(
      server.url,
      'GET',
      `/videos/get/${render.job_data.video_id as string}`,
      { token: other.access_token },
    );
    expect(video.body.captions_language).toBe('es');
  }, 20_000);
});

import { type Job, RebondClient } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../src/routes/job-events';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

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
}, 180_000);
afterAll(() => server?.close());

/** A client of `user` whose requests are counted by path. */
function clientOf(user: Registered, block?: RegExp) {
  const requests: string[] = [];
  const client = new RebondClient({
    baseUrl: server.url,
    tokens: {
      get: () => ({ access_token: user.access_token, refresh_token: user.refresh_token }),
      set: () => undefined,
      clear: () => undefined,
    },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      requests.push(`${request.method} ${pathname}`);
      if (block?.test(pathname)) throw new TypeError('Failed to fetch (blocked by the test)');
      return fetch(request);
    },
  });
  return { client, requests };
}

/** Collects a stream's jobs until `until` accepts one, then stops it. */
async function collect(
  stream: AsyncIterable<Job>,
  controller: AbortController,
  until: (job: Job) => boolean,
) {
  const seen: Job[] = [];
  for await (const job of stream) {
    seen.push(job);
    if (until(job)) break;
  }
  controller.abort();
  return seen;
}

describe('GET /jobs/events: reply jobs pushed as server-sent events', () => {
  it('refuses a stream without a token, and ids that are not job ids', async () => {
    const anonymous = await fetch(`${server.url}/jobs/events`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ detail: expect.any(String) });
    const bad = await call(server.url, 'GET', '/jobs/events?ids=not-a-job', { token: coach.access_token });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(expect.any(String));
  });

  it("sends a reply's two jobs from the first state to the video, and nothing of them to another coach", async () => {
    const { client } = clientOf(coach);
    const watcher = clientOf(stranger);
    const strangerSeen: Job[] = [];
    const strangerStop = new AbortController();
    const strangerDone = (async () => {
      for await (const job of watcher.client.jobs.events([], { signal: strangerStop.signal }))
        strangerSeen.push(job);
    })();

    const started = await client.videos.createFromText(sessionId, 'Can we talk about the deadline?');
    const stop = new AbortController();
    const seen = await collect(
      client.jobs.events([started.job_id], { signal: stop.signal }),
      stop,
      (job) => job.type === 'video_render' && ['success', 'failed'].includes(job.status),
    ).finally(() => strangerStop.abort());
    await strangerDone;

    expect(seen[0]?.id).toBe(started.job_id);
    // Each job's states come in the order they happened: its progress never goes back.
    for (const id of new Set(seen.map((job) => job.id))) {
      const progress = seen.filter((job) => job.id === id).map((job) => job.progress);
      expect(progress).toEqual(progress.toSorted((a, b) => a - b));
    }
    const first = seen.filter((job) => job.id === started.job_id);
    expect(first.at(-1)?.status).toBe('polling_required');
    const render = seen.filter((job) => job.type === 'video_render');
    expect(render.length).toBeGreaterThan(1);
    expect(render.at(-1)).toMatchObject({ status: 'success', progress: 100 });
    expect(render.at(-1)?.job_data.video_url).toMatch(/^\/media\/[0-9a-f-]+\?exp=/);
    // Progress is pushed as it happens: more than the first and last state of each job.
    expect(new Set(render.map((job) => job.progress)).size).toBeGreaterThan(1);
    expect(strangerSeen).toEqual([]);
  }, 120_000);

  it('videos.send follows the reply through the stream without reading the jobs', async () => {
    const { client, requests } = clientOf(coach);
    const stages: number[] = [];
    const sent = await client.videos.send(sessionId, 'I hear that you are worried.', {
      onProgress: (progress) => stages.push(progress.percent),
    });
    expect(sent.videoUrl).toMatch(/\/media\//);
    expect(requests.filter((request) => request.startsWith('GET /s_job/'))).toEqual([]);
    expect(requests).toContain('GET /jobs/events');
    expect(stages.at(-1)).toBe(100);
    expect(stages.filter((percent) => percent > 25 && percent < 100).length).toBeGreaterThan(1);
  }, 120_000);

  it('videos.send falls back to polling when the stream is blocked', async () => {
    const { client, requests } = clientOf(coach, /^\/jobs\/events$/);
    const sent = await client.videos.send(sessionId, 'Tell me more about that.', {
      polling: { intervalMs: 200 },
    });
    expect(sent.videoUrl).toMatch(/\/media\//);
    expect(requests.filter((request) => request.startsWith('GET /s_job/')).length).toBeGreaterThan(0);
  }, 120_000);

  it(`refuses more than ${MAX_STREAMS_PER_USER} open streams of one coach`, async () => {
    const controller = new AbortController();
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () =>
        fetch(`${server.url}/jobs/events`, {
          headers: { authorization: `Bearer ${stranger.access_token}` },
          signal: controller.signal,
        }),
      ),
    );
    expect(open.map((response) => response.status)).toEqual(open.map(() => 200));
    expect(open[0]?.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const extra = await call(server.url, 'GET', '/jobs/events', { token: stranger.access_token });
    expect(extra.status).toBe(429);
    controller.abort();
  });
});

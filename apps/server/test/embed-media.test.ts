import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdleVisitCloser } from '../src/embed/idle-visits';
import { VISIT_ENDED } from '../src/embed/media-links';
import type { RunningServer } from '../src/server';
import { MovableClock, newUser, startTestServer } from '../src/testing';
import { call, type Registered, register } from './http';
import { activeAvatar } from './sessions-fixtures';

/**
 * Issue 26: the media links given to an embed visitor (the avatar's picture, the reply's video and
 * captions) end when the key is revoked or the visit ends (End Session or the idle timeout).
 */
const SITE = 'https://clinic.example';

let server: RunningServer;
/** The server's clock: the idle-visit test moves it past the idle time instead of waiting. */
const clock = new MovableClock();
let coach: Registered;
let avatarId: string;

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  coach = await register(server.url, newUser('media-links'));
  avatarId = await activeAvatar(server, coach.id, { name: 'Robert' });
});
afterAll(() => server?.close());

async function page(method: string, path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { origin: SITE, authorization: `Bearer ${token}` };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A visit (with its reply, rendered, when `reply`): the token, the session and the links the
 * visitor was given (the avatar's picture, and the reply's video and captions).
 */
async function visitWith(reply: boolean) {
  const key = (
    await call<{ id: string; secret: string }>(server.url, 'POST', '/embed/keys', {
      token: coach.access_token,
      json: { name: 'Clinic', avatar_ids: [avatarId], allowed_origins: [SITE] },
    })
  ).body;
  const { token } = (
    await call<{ token: string }>(server.url, 'POST', '/embed/tokens', {
      json: { secret: key.secret, origin: SITE },
    })
  ).body;
  const context = (await page('GET', '/embed/context', token)) as { avatar: { image_url: string } };
  await page('POST', '/embed/consent', token, { granted: true, version: '2026-11-22' });
  const session = await page('POST', '/embed/sessions', token);
  const links = [context.avatar.image_url];
  if (reply) links.push(...(await replyLinks(token, String(session.id))));
  expect(links.every((link) => link.includes('visit='))).toBe(true);
  return { key, token, sessionId: String(session.id), links };
}

/** Sends a message and follows the reply to its rendered video: its video and captions links. */
async function replyLinks(token: string, sessionId: string) {
  const form = new FormData();
  form.set('session_id', sessionId);
  form.set('message_text', 'Hello, I wanted to talk about last weekend.');
  const { job_id } = await page('POST', '/embed/videos', token, form);
  let jobId = String(job_id);
  let job: Record<string, unknown> = {};
  for (let attempt = 0; attempt < 600 && job.status !== 'success'; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    job = await page('GET', `/embed/jobs/${jobId}`, token);
    if (job.status === 'failed') throw new Error(`the reply failed: ${JSON.stringify(job.error)}`);
    // The reply job hands over to its render job, which gives the video and captions.
    const next = (job.job_data as { polling_job_id?: string }).polling_job_id;
    if (job.status === 'polling_required' && next) jobId = next;
  }
  const data = job.job_data as { video_url: string; captions_url: string };
  return [data.video_url, data.captions_url];
}

const statuses = (links: string[]) =>
  Promise.all(
    links.map(async (link) => {
      const response = await fetch(`${server.url}${link}`);
      const text = await response.text();
      return { status: response.status, body: response.status === 200 ? {} : JSON.parse(text) };
    }),
  );

describe("a visitor's media links", () => {
  it('work during the visit and end when the key is revoked', { timeout: 180_000 }, async () => {
    const { key, links } = await visitWith(true);
    expect((await statuses(links)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    await call(server.url, 'DELETE', `/embed/keys/${key.id}`, { token: coach.access_token });
    for (const answer of await statuses(links)) {
      expect(answer).toMatchObject({ status: 410, body: { code: 'key_revoked' } });
      expect(answer.body.detail).toBeTruthy();
    }
  });

  it('end when the visitor ends the session', { timeout: 180_000 }, async () => {
    const { token, sessionId, links } = await visitWith(true);
    expect((await statuses(links)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    await page('PUT', `/embed/sessions/${sessionId}/close`, token);
    for (const answer of await statuses(links)) {
      expect(answer).toMatchObject({ status: 410, body: { code: 'visit_ended', detail: VISIT_ENDED } });
    }
  });

  it('end when the server closes the idle visit', async () => {
    const { links } = await visitWith(false);
    expect((await statuses(links))[0]?.status).toBe(200);
    clock.advance(2);
    expect(await new IdleVisitCloser(server.services, 1).closeIdle()).toBeGreaterThanOrEqual(1);
    for (const answer of await statuses(links)) {
      expect(answer).toMatchObject({ status: 410, body: { code: 'visit_ended' } });
    }
  });

  it("give the widget's avatar as a small picture, not the 512 px photo", async () => {
    const { links } = await visitWith(false);
    const picture = links[0] ?? '';
    expect(picture).toContain('variant=small');
    const small = await fetch(`${server.url}${picture}`);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await small.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(bytes.byteLength).toBeLessThan(10_000);
    // A lossy WebP (VP8): the width and height sit at bytes 26 to 29 (14 bits each).
    expect([bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff]).toEqual([96, 96]);
    const [avatar] = await server.services.db.query<{ image_media_id: string }>(
      'SELECT image_media_id FROM avatars WHERE id = $1',
      [avatarId],
    );
    const photo = await fetch(
      `${server.url}${server.services.media.signedUrl(avatar?.image_media_id ?? '')}`,
    );
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(bytes.byteLength * 5);
    // The variant is signed with the rest: it cannot be added to another link.
    const photoLink = server.services.media.signedUrl(avatar?.image_media_id ?? '');
    expect((await fetch(`${server.url}${photoLink}&variant=small`)).status).toBe(403);
  });

  it('forged to name another visit, are refused as invalid', async () => {
    const { links } = await visitWith(false);
    const forged = links[0]?.replace(/visit=[^&]+/, `visit=${crypto.randomUUID()}`) ?? '';
    expect((await fetch(`${server.url}${forged}`)).status).toBe(403);
    const coachLink = forged.replace(/&key=[^&]+&visit=[^&]+/, '');
    expect((await fetch(`${server.url}${coachLink}`)).status).toBe(403);
  });
});

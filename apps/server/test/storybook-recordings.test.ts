/**
 * The answers the Storybook's composed portal pages are fed (.storybook/fixtures/recorded): a coach's
 * real flow against the real server (sign up, consents, an avatar, a closed session, an open one
 * with a spoken message and its video reply), every answer the portal's screens read recorded as
 * the server gave it, then normalised so it is stable (ids, tokens, dates, signed media URLs).
 * The test fails when the committed recordings differ from today's answers;
 * `UPDATE_RECORDINGS=1` rewrites them (and the media files the answers point at).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentVersions } from '../../../packages/ui/src/consent/consent-types';
import type { RunningServer } from '../src/server';
import { startTestServer } from '../src/testing';
import { call } from './http';
import { activeAvatar, sendRecording, spokenMessage, waitForJob } from './sessions-fixtures';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RECORDED = path.join(repoRoot, '.storybook/fixtures/recorded');
const MEDIA = path.join(RECORDED, 'media');
const UPDATE = process.env.UPDATE_RECORDINGS === '1';

/** Every recorded date reads this (the visual checks' fixed clock). */
const FIXED_DATE = '2026-03-16T09:30:00.000Z';
/** Session durations depend on how long the test took: one stable value. */
const FIXED_DURATION = '4m 12s';

/** The file type of each kind of media URL in the answers (checked against the served type). */
const MEDIA_EXTENSIONS: Record<string, string> = {
  image: '.png',
  video: '.mp4',
  poster: '.jpg',
  captions: '.vtt',
};

const COACH = {
  first_name: 'Alex',
  last_name: 'Martin',
  username: 'alex_martin',
  email: 'alex.martin@example.com',
  password: 'correct horse battery',
};

interface Recording {
  request: { method: string; path: string };
  status: number;
  body: unknown;
}

/**
 * Normalises answers in the order they were recorded: the n-th distinct id becomes the n-th
 * stable id, every JWT a named placeholder, every date the fixed date, and every signed media URL
 * a path under /recorded-media (the media files themselves are saved beside the answers).
 */
class Normaliser {
  readonly #ids = new Map<string, string>();
  /** Media record path → a signed URL of it and its stable path. */
  readonly media = new Map<string, { url: string; stable: string }>();

  id(raw: string): string {
    let stable = this.#ids.get(raw);
    if (!stable) {
      stable = `00000000-0000-4000-8000-${String(this.#ids.size + 1).padStart(12, '0')}`;
      this.#ids.set(raw, stable);
    }
    return stable;
  }

  text(value: string, key: string): string {
    if (/^\/media\//.test(value)) return this.#mediaPath(value, key);
    if (/token$/.test(key)) return `recorded-${key.replace(/_/g, '-')}`;
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$/.test(value)) return FIXED_DATE;
    if (key === 'duration' && /^\d+m \d+s$/.test(value)) return FIXED_DURATION;
    return value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (raw) =>
      this.id(raw),
    );
  }

  /** One file per media record, whatever signature its URL carries. */
  #mediaPath(url: string, key: string): string {
    const record = url.split('?')[0] ?? url;
    let stable = this.media.get(record)?.stable;
    if (!stable) {
      const name = key.replace(/_url$/, '').replace(/_/g, '-');
      stable = `/recorded-media/${name}-${this.media.size + 1}${MEDIA_EXTENSIONS[name] ?? ''}`;
      this.media.set(record, { url, stable });
    }
    return stable;
  }

  value(value: unknown, key = ''): unknown {
    if (typeof value === 'string') return this.text(value, key);
    if (Array.isArray(value)) return value.map((item) => this.value(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, this.value(item, name)]));
    }
    return value;
  }
}

let server: RunningServer;
const recordings = new Map<string, Recording>();
const normaliser = new Normaliser();
let token = '';

/** Calls the server as the portal would and records the answer under `name`. */
async function record<T = Record<string, unknown>>(
  name: string,
  method: string,
  pathname: string,
  options: Parameters<typeof call>[3] = {},
): Promise<T> {
  const answer = await call<T>(server.url, method, pathname, { token, ...options });
  expect(answer.status, `${method} ${pathname}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  recordings.set(name, {
    request: { method, path: normaliser.text(pathname.split('?')[0] ?? pathname, '') },
    status: answer.status,
    body: normaliser.value(answer.body),
  });
  return answer.body;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("the Storybook's recorded server answers", () => {
  it('records a coach’s flow and matches the committed recordings', async () => {
    const registered = await record<{ user: { id: string } }>('auth-register', 'POST', '/auth/register', {
      json: COACH,
      token: '',
    });
    const login = await record<{ access_token: string }>('auth-login', 'POST', '/auth/login', {
      form: { username: COACH.username, password: COACH.password },
      token: '',
    });
    token = login.access_token;
    for (const [type, version] of Object.entries(consentVersions)) {
      await call(server.url, 'POST', '/consents', { token, json: { type, granted: true, version } });
    }
    await record('consents', 'GET', '/consents');
    await record('preferences', 'GET', '/users/preferences');
    await record('user', 'GET', `/users/search?username=${COACH.username}`);
    await record('embed-keys', 'GET', '/embed/keys');
    await record('two-factor', 'GET', '/auth/2fa');

    const avatarId = await activeAvatar(server, registered.user.id, { name: 'Anna' });
    await record('avatars', 'GET', '/avatars/get/by_user');

    // A finished session for the history, then the open one with a reply.
    const first = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token,
      json: { avatar_id: avatarId },
    });
    await call(server.url, 'PUT', `/sessions/close/${first.body.id}`, { token });
    const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token,
      json: { avatar_id: avatarId, emotion: 'sadness' },
    });
    expect(session.status).toBe(201);
    const upload = await sendRecording(server.url, token, {
      sessionId: session.body.id,
      audio: await spokenMessage(server),
    });
    expect(upload.status).toBe(202);
    const reply = await waitForJob(
      server.url,
      token,
      upload.body.job_id as string,
      ['polling_required'],
      120_000,
    );
    const render = await waitForJob(
      server.url,
      token,
      reply.job_data.polling_job_id as string,
      ['success'],
      180_000,
    );
    expect(render.status).toBe('success');

    await record('session-open', 'GET', `/sessions/get/${session.body.id}`);
    await record('session-closed', 'GET', `/sessions/get/${first.body.id}`);
    await record('session-videos', 'GET', `/videos/get/by_session/${session.body.id}`);
    await record('session-scorecard', 'GET', `/sessions/${session.body.id}/scorecard`);
    await record('sessions', 'GET', '/sessions/get_by_user');
    await record('skill-trend', 'GET', '/skills/trend');

    const written = Object.fromEntries(
      [...recordings].map(([name, recording]) => [`${name}.json`, `${JSON.stringify(recording, null, 2)}\n`]),
    );
    if (UPDATE) {
      rmSync(RECORDED, { recursive: true, force: true });
      mkdirSync(MEDIA, { recursive: true });
      for (const [file, text] of Object.entries(written)) writeFileSync(path.join(RECORDED, file), text);
      for (const { url, stable } of normaliser.media.values()) {
        const media = await fetch(`${server.url}${url}`);
        expect(media.status).toBe(200);
        expect(media.headers.get('content-type')).toContain(
          { '.png': 'image/png', '.mp4': 'video/mp4', '.jpg': 'image/jpeg', '.vtt': 'text/vtt' }[
            path.extname(stable)
          ],
        );
        writeFileSync(path.join(MEDIA, path.basename(stable)), new Uint8Array(await media.arrayBuffer()));
      }
    }
    const committed = existsSync(RECORDED)
      ? Object.fromEntries(
          readdirSync(RECORDED)
            .filter((file) => file.endsWith('.json'))
            .map((file) => [file, readFileSync(path.join(RECORDED, file), 'utf8')]),
        )
      : {};
    expect(committed, 'the recordings are stale: run with UPDATE_RECORDINGS=1').toEqual(written);
    const media = [...normaliser.media.values()].map(({ stable }) => path.basename(stable)).sort();
    expect(existsSync(MEDIA) ? readdirSync(MEDIA).sort() : []).toEqual(media);
  }, 600_000);
});

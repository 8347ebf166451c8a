import { createServer, type Server as HttpServer, request as proxyRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { activeAvatar, silentWav } from '@rebond/server/test-fixtures';
import { newUser, startTestServer } from '@rebond/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalServerError, RebondClient, UNPAGED_LIST_LIMIT } from '../src';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/**
 * A real HTTP proxy in front of the real server that answers `503 Retry-After: 1` to the first
 * `failures` requests matching `path`, and passes everything else through. Counts what it saw.
 */
async function flakyProxy(target: string, path: string, failures: number) {
  const seen: string[] = [];
  let failed = 0;
  const proxy: HttpServer = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', target);
    seen.push(`${incoming.method} ${url.pathname}`);
    if (url.pathname === path && failed < failures) {
      failed += 1;
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      outgoing.end(JSON.stringify({ detail: 'Busy, try again in a second' }));
      return;
    }
    const forwarded = proxyRequest(url, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

describe('retries', () => {
  it('retries a GET after two 503s with Retry-After: 1 and succeeds on the third try', async () => {
    const proxy = await flakyProxy(server.url, '/sessions/get_by_user', 2);
    try {
      const client = new RebondClient({ baseUrl: proxy.url });
      await client.auth.register(newUser());
      const started = Date.now();
      const sessions = await client.sessions.listByUser();
      expect(sessions).toEqual([]);
      expect(proxy.seen.filter((line) => line === 'GET /sessions/get_by_user')).toHaveLength(3);
      // Retry-After: 1 was honoured twice.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    } finally {
      await proxy.close();
    }
  });

  it('does not retry an upload (POST) that got a 503', async () => {
    const proxy = await flakyProxy(server.url, '/videos/create', 5);
    try {
      const client = new RebondClient({ baseUrl: proxy.url });
      const { user } = await client.auth.register(newUser());
      const avatarId = await activeAvatar(server, user.id);
      const session = await client.sessions.create({ avatar_id: avatarId });
      const audio = new Blob([silentWav(1) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });
      const error = await client.videos.create(session.id, audio).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(InternalServerError);
      expect((error as InternalServerError).status).toBe(503);
      expect(proxy.seen.filter((line) => line === 'POST /videos/create')).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });
});

describe('pagination', () => {
  it('lists 1,200 sessions page by page, each exactly once, newest first', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    const { user } = await client.auth.register(newUser());
    const avatarId = await activeAvatar(server, user.id);
    // Closed sessions straight into the database; every three share a start time, so the id
    // must break the ties for the pages to be exact.
    await server.services.db.query(
      `INSERT INTO sessions (id, user_id, avatar_id, started_at, ended_at)
       SELECT gen_random_uuid(), $1, $2, now() - make_interval(secs => i / 3), now()
         FROM generate_series(1, 1200) AS i`,
      [user.id, avatarId],
    );
    const ids: string[] = [];
    const starts: string[] = [];
    for await (const session of client.sessions.iterate({ pageSize: 70 })) {
      ids.push(session.id);
      starts.push(session.started_at);
    }
    expect(ids).toHaveLength(1200);
    expect(new Set(ids).size).toBe(1200);
    const times = starts.map((at) => Date.parse(at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The spec's call, without a page, answers the list up to UNPAGED_LIST_LIMIT, then a cursor.
    const unpaged = await client.sessions.listByUser().withResponse();
    expect(unpaged.data.map((session) => session.id)).toEqual(ids.slice(0, UNPAGED_LIST_LIMIT));
    expect(unpaged.response.headers.get('x-next-cursor')).toBeTruthy();
    // A page of 50 says where the next one starts; the last page says there is none.
    const first = await client.sessions.listPage({ limit: 50 });
    expect(first.items.map((session) => session.id)).toEqual(ids.slice(0, 50));
    expect(first.nextCursor).toBeTruthy();
    const second = await client.sessions.listPage({ limit: 50, cursor: first.nextCursor });
    expect(second.items.map((session) => session.id)).toEqual(ids.slice(50, 100));
    // Pages of the largest size: six, the last one saying there is no next page.
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof client.sessions.listPage>> = await client.sessions.listPage({
        limit: 200,
        cursor,
      });
      pages.push(page.items.map((session) => session.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toHaveLength(6);
    expect(pages.flat()).toEqual(ids);
  });

  it('refuses a cursor it did not make', async () => {
    const client = new RebondClient({ baseUrl: server.url });
    await client.auth.register(newUser());
    const error = await client.sessions.listPage({ limit: 5, cursor: 'bm90LWEtY3Vyc29y' }).then(
      () => undefined,
      (reason: unknown) => reason as { status: number; detail: string },
    );
    expect(error?.status).toBe(400);
    expect(error?.detail).toMatch(/cursor/);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { collect, type MediaBackend } from '../src/media/backend';
import { CHUNK_BYTES, HEADER_BYTES } from '../src/media/encryption';
import { LocalFolder } from '../src/media/local-folder';
import { S3Bucket } from '../src/media/s3-bucket';
import { type MediaRow, MediaStore } from '../src/media/storage';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { type Registered, register } from './http';
import { type S3TestServer, startS3Server } from './s3-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const rawBackend = (server: RunningServer): MediaBackend =>
  server.config.media.s3
    ? new S3Bucket(server.config.media.s3)
    : new LocalFolder(path.join(server.config.dataDir, 'media'));

/** A "video" of four and a half encrypted chunks. */
const VIDEO = randomBytes(CHUNK_BYTES * 4 + CHUNK_BYTES / 2);
const lastChunkOffset = HEADER_BYTES + 4 * (CHUNK_BYTES + 16);

describe.each([
  ['the local folder', () => ({ S3_BUCKET: '' })],
  ['an S3 bucket', () => s3.env],
])('GET /media/{id} with media in %s', (_name, env) => {
  let server: RunningServer;
  let user: Registered;
  beforeAll(async () => {
    server = await startTestServer(env());
    user = await register(server.url, newUser('ranges'));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const save = () =>
    server.services.media.save(server.services.db, {
      userId: user.id,
      kind: 'video',
      contentType: 'video/mp4',
      bytes: VIDEO,
    });
  const link = (row: MediaRow) => `${server.url}${server.services.media.signedUrl(row.id)}`;
  const flip = async (row: MediaRow, offset: number) => {
    const backend = rawBackend(server);
    const stored = await collect(await backend.get(row.storage_key));
    stored[offset] = (stored[offset] ?? 0) ^ 0x80;
    await backend.put(row.storage_key, stored);
  };

  it('answers ranges with 206 and exactly the bytes asked for', async () => {
    const url = link(await save());
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(VIDEO.byteLength));
    expect(Buffer.from(await whole.arrayBuffer()).equals(VIDEO)).toBe(true);

    const start = CHUNK_BYTES - 100;
    const end = 3 * CHUNK_BYTES + 99;
    const part = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${VIDEO.byteLength}`);
    expect(part.headers.get('content-length')).toBe(String(end - start + 1));
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO.subarray(start, end + 1))).toBe(true);

    const open = await fetch(url, { headers: { range: `bytes=${4 * CHUNK_BYTES + 7}-` } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(VIDEO.subarray(4 * CHUNK_BYTES + 7))).toBe(true);
    const suffix = await fetch(url, { headers: { range: 'bytes=-100' } });
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${VIDEO.byteLength - 100}-${VIDEO.byteLength - 1}/${VIDEO.byteLength}`,
    );
    expect(Buffer.from(await suffix.arrayBuffer()).equals(VIDEO.subarray(-100))).toBe(true);
    const head = await fetch(url, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    const beyond = await fetch(url, { headers: { range: `bytes=${VIDEO.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${VIDEO.byteLength}`);
  });

  it('streams: a tampered last chunk spares earlier ranges and cuts a whole download short', async () => {
    const row = await save();
    await flip(row, lastChunkOffset + 10);
    const early = await fetch(link(row), { headers: { range: 'bytes=0-999' } });
    expect(early.status).toBe(206);
    expect(Buffer.from(await early.arrayBuffer()).equals(VIDEO.subarray(0, 1000))).toBe(true);
    // The answer started before the bad chunk was read, so it is aborted, never completed with it.
    const whole = await fetch(link(row));
    expect(whole.status).toBe(200);
    await expect(whole.arrayBuffer()).rejects.toThrow();
    const tail = await fetch(link(row), { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(500);
    expect(await tail.json()).toEqual({
      detail: 'The stored media file failed its integrity check and is not served',
    });
  });

  it('answers 404 with a detail when the stored object is gone', async () => {
    const row = await save();
    await server.services.media.deleteKey(row.storage_key);
    const answer = await fetch(link(row));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ detail: 'The media file is missing from storage' });
  });
});

describe('presigned media URLs (S3_PRESIGNED_MEDIA)', () => {
  let server: RunningServer;
  let user: Registered;
  beforeAll(async () => {
    server = await startTestServer({ ...s3.env, S3_PRESIGNED_MEDIA: '1', MEDIA_ENCRYPTION: 'off' });
    user = await register(server.url, newUser('presigned'));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('redirects a plain object to a short-lived bucket URL that serves ranges', async () => {
    const { media, db } = server.services;
    const row = await media.save(db, {
      userId: user.id,
      kind: 'video',
      contentType: 'video/mp4',
      bytes: VIDEO,
    });
    const stored = await collect(await rawBackend(server).get(row.storage_key));
    expect(stored.equals(VIDEO)).toBe(true);
    const answer = await fetch(`${server.url}${media.signedUrl(row.id)}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location') ?? '';
    expect(
      location.startsWith(`${s3.env.S3_ENDPOINT}/${server.config.media.s3?.bucket}/${row.storage_key}?`),
    ).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
    const part = await fetch(location, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO.subarray(10, 20))).toBe(true);
  });

  it('serves an encrypted object through the server, decrypted, instead of redirecting', async () => {
    const writer = new MediaStore(server.config.dataDir, server.config.jwtSecret, {
      ...server.config.media,
      presignedUrls: false,
      encryptNewFiles: true,
    });
    const row = await writer.save(server.services.db, {
      userId: user.id,
      kind: 'video',
      contentType: 'video/mp4',
      bytes: VIDEO,
    });
    const answer = await fetch(`${server.url}${server.services.media.signedUrl(row.id)}`, {
      redirect: 'manual',
      headers: { range: 'bytes=5-9' },
    });
    expect(answer.status).toBe(206);
    expect(Buffer.from(await answer.arrayBuffer()).equals(VIDEO.subarray(5, 10))).toBe(true);
  });

  it('is refused at start with encryption on, or without a bucket; the master key is checked or generated 0600', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...s3.env, S3_PRESIGNED_MEDIA: '1' })).toThrow(
        /MEDIA_ENCRYPTION=off/,
      );
      expect(() =>
        loadConfig({ DATA_DIR: dataDir, S3_PRESIGNED_MEDIA: '1', MEDIA_ENCRYPTION: 'off' }),
      ).toThrow(/needs S3_BUCKET/);
      expect(() => loadConfig({ DATA_DIR: dataDir, MEDIA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
      const generated = loadConfig({ DATA_DIR: dataDir }).media.encryptionKey;
      expect(generated?.byteLength).toBe(32);
      expect((await stat(path.join(dataDir, 'media-key'))).mode & 0o777).toBe(0o600);
      expect(
        Buffer.from(loadConfig({ DATA_DIR: dataDir }).media.encryptionKey ?? []).equals(
          Buffer.from(generated ?? []),
        ),
      ).toBe(true);
      const key = randomBytes(32);
      const config = loadConfig({ DATA_DIR: dataDir, MEDIA_ENCRYPTION_KEY: key.toString('base64') });
      expect(Buffer.from(config.media.encryptionKey ?? []).equals(key)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

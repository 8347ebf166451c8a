import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, type MediaBackend, MediaMissingError } from '../src/media/backend';
import { CHUNK_BYTES, HEADER_BYTES, MediaIntegrityError } from '../src/media/encryption';
import { LocalFolder } from '../src/media/local-folder';
import { S3Bucket } from '../src/media/s3-bucket';
import type { MediaRow } from '../src/media/storage';
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

/** The backend a server writes to, opened separately so the tests see the bytes as stored. */
const rawBackend = (server: RunningServer): MediaBackend =>
  server.config.media.s3
    ? new S3Bucket(server.config.media.s3)
    : new LocalFolder(path.join(server.config.dataDir, 'media'));

const TAG = 16;
/** Where chunk `index` of an encrypted file starts in its stored bytes. */
const chunkOffset = (index: number) => HEADER_BYTES + index * (CHUNK_BYTES + TAG);
/** Three and a half chunks: ranges inside one chunk, across boundaries and in the short last one. */
const PLAIN = randomBytes(CHUNK_BYTES * 3 + CHUNK_BYTES / 2);

const streamed = async (stream: ReadableStream<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
};

describe.each([
  ['the local folder', () => ({ S3_BUCKET: '' })],
  ['an S3 bucket', () => s3.env],
])('media in %s', (_name, env) => {
  let server: RunningServer;
  let backend: MediaBackend;
  let user: Registered;

  beforeAll(async () => {
    server = await startTestServer(env());
    backend = rawBackend(server);
    user = await register(server.url, newUser('store'));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const save = (bytes: Uint8Array = PLAIN, contentType = 'video/mp4') =>
    server.services.media.save(server.services.db, { userId: user.id, kind: 'test', contentType, bytes });
  const tamper = async (row: MediaRow, offset: number) => {
    const stored = await collect(await backend.get(row.storage_key));
    stored[offset] = (stored[offset] ?? 0) ^ 0x01;
    await backend.put(row.storage_key, stored);
  };

  it('stores the file encrypted and reads it back whole', async () => {
    const { media } = server.services;
    expect(media.description).toMatch(server.config.media.s3 ? /^s3 bucket rebond-test-/ : /^local folder/);
    const row = await save();
    expect(row.size_bytes).toBe(PLAIN.byteLength);
    const stored = await collect(await backend.get(row.storage_key));
    expect(stored.subarray(0, 8).toString('latin1')).toBe('RBNDENC1');
    expect(stored.byteLength).toBe(HEADER_BYTES + PLAIN.byteLength + 4 * TAG);
    // No 32-byte run of the plaintext appears in what is stored.
    for (const at of [0, CHUNK_BYTES, 2 * CHUNK_BYTES + 1000, PLAIN.byteLength - 32]) {
      expect(stored.includes(PLAIN.subarray(at, at + 32))).toBe(false);
    }
    expect((await media.read(row)).equals(PLAIN)).toBe(true);
    expect((await streamed(await media.open(row))).equals(PLAIN)).toBe(true);
  });

  it('decrypts any byte range, within a chunk, across chunks and in the last one', async () => {
    const row = await save();
    for (const [start, end] of [
      [0, 0],
      [10, 1000],
      [CHUNK_BYTES - 5, CHUNK_BYTES + 5],
      [CHUNK_BYTES, 3 * CHUNK_BYTES - 1],
      [100, PLAIN.byteLength - 100],
      [PLAIN.byteLength - 1, PLAIN.byteLength - 1],
    ] as const) {
      const part = await streamed(await server.services.media.open(row, { start, end }));
      expect(part.equals(PLAIN.subarray(start, end + 1)), `bytes ${start}-${end}`).toBe(true);
    }
  });

  it('refuses a flipped byte, reading only the chunks a range needs', async () => {
    const { media } = server.services;
    const row = await save();
    await tamper(row, chunkOffset(2) + 77);
    await expect(media.read(row)).rejects.toThrow(MediaIntegrityError);
    await expect(media.open(row, { start: 2 * CHUNK_BYTES, end: 2 * CHUNK_BYTES + 10 })).rejects.toThrow(
      /chunk 2 does not authenticate/,
    );
    // Chunks 0, 1 and 3 are intact and still open on their own.
    const before = await streamed(await media.open(row, { start: 5, end: 2 * CHUNK_BYTES - 1 }));
    expect(before.equals(PLAIN.subarray(5, 2 * CHUNK_BYTES))).toBe(true);
    const after = await streamed(
      await media.open(row, { start: 3 * CHUNK_BYTES, end: PLAIN.byteLength - 1 }),
    );
    expect(after.equals(PLAIN.subarray(3 * CHUNK_BYTES))).toBe(true);
    // A whole-file stream starts, then fails at the bad chunk instead of serving it.
    await expect(streamed(await media.open(row))).rejects.toThrow(MediaIntegrityError);
  });

  it('refuses a file whose header, tag or length was altered', async () => {
    const { media } = server.services;
    const wrappedKey = await save();
    await tamper(wrappedKey, 30);
    await expect(media.read(wrappedKey)).rejects.toThrow(/does not unwrap/);
    const size = await save();
    await tamper(size, 19);
    await expect(media.read(size)).rejects.toThrow(MediaIntegrityError);
    const tag = await save();
    await tamper(tag, chunkOffset(1) - 1);
    await expect(media.read(tag)).rejects.toThrow(/chunk 0 does not authenticate/);
    const cut = await save();
    const stored = await collect(await backend.get(cut.storage_key));
    await backend.put(cut.storage_key, stored.subarray(0, chunkOffset(3)));
    await expect(media.read(cut)).rejects.toThrow(/chunk 3 is missing/);
    // A file moved under another key does not open: the key is part of every chunk's check.
    const moved = await save(PLAIN.subarray(0, 100));
    const target = await save(PLAIN.subarray(0, 100));
    await backend.put(target.storage_key, await collect(await backend.get(moved.storage_key)));
    await expect(media.read(target)).rejects.toThrow(/chunk 0 does not authenticate/);
  });

  it('still reads a file stored in plain before encryption, whole and by range', async () => {
    const { media, db } = server.services;
    const id = randomUUID();
    const plain = Buffer.from('an old recording, written before media were encrypted');
    await backend.put(id, plain);
    const [row] = await db.query<MediaRow>(
      `INSERT INTO media (id, user_id, kind, content_type, size_bytes, storage_key)
       VALUES ($1, $2, 'test', 'audio/wav', $3, $4) RETURNING *`,
      [id, user.id, plain.byteLength, id],
    );
    if (!row) throw new Error('no row');
    expect((await media.read(row)).equals(plain)).toBe(true);
    expect((await streamed(await media.open(row, { start: 3, end: 5 }))).toString()).toBe('old');
    const empty = await save(new Uint8Array(0));
    expect((await media.read(empty)).byteLength).toBe(0);
    expect((await streamed(await media.open(empty))).byteLength).toBe(0);
  });

  it('lists and deletes keys, and removes a row with its object', async () => {
    const { media, db } = server.services;
    const row = await save(PLAIN.subarray(0, 10));
    const orphan = randomUUID();
    await backend.put(orphan, Buffer.from('left by a crash'));
    const keys: string[] = [];
    for await (const key of media.keys()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining([row.storage_key, orphan]));
    await media.deleteKey(orphan);
    expect(await backend.exists(orphan)).toBe(false);
    await media.deleteKey(orphan);

    expect(await media.exists(row)).toBe(true);
    await media.remove(db, [row.id]);
    expect(await media.exists(row)).toBe(false);
    expect(await media.find(db, row.id)).toBeUndefined();
    await expect(media.read(row)).rejects.toThrow(MediaMissingError);
    const after: string[] = [];
    for await (const key of media.keys()) after.push(key);
    expect(after).not.toContain(row.storage_key);
  });

  it('removes the object when its row cannot be written', async () => {
    const { media, db } = server.services;
    const before: string[] = [];
    for await (const key of media.keys()) before.push(key);
    await expect(
      media.save(db, { userId: randomUUID(), kind: 'test', contentType: 'audio/wav', bytes: PLAIN }),
    ).rejects.toThrow();
    const after: string[] = [];
    for await (const key of media.keys()) after.push(key);
    expect(after.sort()).toEqual(before.sort());
  });
});

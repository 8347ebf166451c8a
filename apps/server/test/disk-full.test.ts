import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../src/http/errors';
import { LocalFolder } from '../src/media/local-folder';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rebond-disk-full-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A real "no space left on device": Linux's /dev/full refuses every write with ENOSPC. */
const fullDiskError = () =>
  writeFile('/dev/full', 'x').then(
    () => undefined,
    (error: Error) => error,
  );

describe('a full disk', () => {
  it('answers 507 with a JSON detail, not 500', async () => {
    const error = await fullDiskError();
    expect((error as NodeJS.ErrnoException | undefined)?.code).toBe('ENOSPC');
    const app = new Hono();
    app.onError(handleError);
    app.post('/upload', () => {
      throw error;
    });
    const answer = await app.request('/upload', { method: 'POST' });
    expect(answer.status).toBe(507);
    expect(await answer.json()).toEqual({ detail: expect.stringMatching(/storage space/) });
  });

  it('leaves no zero-byte media file behind', async () => {
    const media = new LocalFolder(path.join(dir, 'media'));
    const key = randomUUID();
    // The media file's place is on a full device.
    await symlink('/dev/full', path.join(dir, 'media', key));
    await expect(media.put(key, new Uint8Array(1024))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await readdir(path.join(dir, 'media'))).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { JobFailure, type JobRow } from '../src/jobs/queue';
import { sniffAudio, sniffImage } from '../src/media/uploads';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { type Registered, register } from './http';

let server: RunningServer;
let user: Registered;
beforeAll(async () => {
  server = await startTestServer({ JOB_LEASE_SECONDS: '1' });
  user = await register(server.url, newUser());
});
afterAll(() => server?.close());

/** Test job types run in the avatar lane and take any payload. */
const testJob = { kind: 'avatar' as const, payload: z.record(z.string(), z.unknown()) };

const jobRow = async (id: string) => {
  const [row] = await server.services.db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [id]);
  return row;
};

function settled(id: string): Promise<JobRow> {
  return vi.waitFor(
    async () => {
      const row = await jobRow(id);
      if (!row || !['success', 'failed', 'polling_required'].includes(row.status))
        throw new Error(`job ${id} did not settle: ${row?.status}`);
      return row;
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('the job queue', () => {
  it('runs a job, reports its progress and ends in success with its data', async () => {
    const seen: number[] = [];
    server.services.jobs.register('test_ok', testJob, async (_job, context) => {
      await context.progress(40, 'halfway');
      seen.push((await jobRow(_job.id))?.progress ?? -1);
      return { jobData: { answer: 42 } };
    });
    const id = await server.services.jobs.enqueue(server.services.db, { type: 'test_ok', userId: user.id });
    const row = await settled(id);
    expect(seen).toEqual([40]);
    expect(row).toMatchObject({
      status: 'success',
      progress: 100,
      stage: 'halfway',
      job_data: { answer: 42 },
    });
  });

  it('fails a job with the reason the handler gave, as error_message', async () => {
    server.services.jobs.register('test_fail', testJob, async () => {
      throw new JobFailure('No face was found in the photo.');
    });
    const id = await server.services.jobs.enqueue(server.services.db, { type: 'test_fail', userId: user.id });
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'failed', error: 'No face was found in the photo.' });
    expect(row.job_data.error_message).toBe('No face was found in the photo.');
  });

  it('resumes a job whose process died, once its lease expires', async () => {
    server.services.jobs.register('test_resume', testJob, async () => ({ jobData: { resumed: true } }));
    const id = randomUUID();
    await server.services.db.query(
      `INSERT INTO jobs (id, user_id, type, status, attempts, max_attempts, locked_until)
       VALUES ($1, $2, 'test_resume', 'processing', 1, 2, now() - interval '1 second')`,
      [id, user.id],
    );
    server.services.jobs.wake();
    expect(await settled(id)).toMatchObject({ status: 'success', job_data: { resumed: true } });
  });

  it('fails, with a reason, a job interrupted more often than it may be retried', async () => {
    const id = randomUUID();
    await server.services.db.query(
      `INSERT INTO jobs (id, user_id, type, status, attempts, max_attempts, locked_until)
       VALUES ($1, $2, 'test_resume', 'processing', 2, 2, now() - interval '1 second')`,
      [id, user.id],
    );
    server.services.jobs.wake();
    const row = await settled(id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/server stopped while this job was running/);
  });
});

describe('media', () => {
  it('serves a file through a signed URL, with byte ranges, and refuses a forged one', async () => {
    const { media, db } = server.services;
    const row = await media.save(db, {
      userId: user.id,
      kind: 'test',
      contentType: 'video/mp4',
      bytes: new TextEncoder().encode('0123456789'),
    });
    const url = `${server.url}${media.signedUrl(row.id)}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('0123456789');
    const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    const forged = await fetch(url.replace(/sig=[^&]+/, 'sig=forged'));
    expect(forged.status).toBe(403);
    const expired = await fetch(`${server.url}${media.signedUrl(row.id, { ttlSeconds: -10 })}`);
    expect(expired.status).toBe(403);
    const bare = await fetch(`${server.url}/media/${row.id}`);
    expect(bare.status).toBe(403);
  });

  it('removes the file from disk with its row', async () => {
    const { media, db } = server.services;
    const row = await media.save(db, {
      userId: user.id,
      kind: 'test',
      contentType: 'audio/wav',
      bytes: new Uint8Array([1]),
    });
    expect(await media.exists(row)).toBe(true);
    await media.remove(db, [row.id]);
    expect(await media.exists(row)).toBe(false);
    expect(await media.find(db, row.id)).toBeUndefined();
  });
});

describe('content sniffing', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((value) =>
        typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
      ),
    );

  it('recognises images by their first bytes', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImage(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImage(bytes('<svg'))).toBeNull();
  });

  it('recognises audio containers and refuses an image', () => {
    expect(sniffAudio(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('audio/wav');
    expect(sniffAudio(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('audio/webm');
    expect(sniffAudio(bytes('OggS'))).toBe('audio/ogg');
    expect(sniffAudio(bytes(0, 0, 0, 0x20, 'ftypM4A '))).toBe('audio/mp4');
    expect(sniffAudio(bytes('ID3', 4))).toBe('audio/mpeg');
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90))).toBe('audio/mpeg');
    expect(sniffAudio(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
  });
});

/**
 * The job queue's lanes, fairness, fencing, payload checks, retries, heartbeat failures and
 * stopping, on a real database (an in-memory PGlite with the real migrations), with test job types.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Database, openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { parseLanes } from '../src/jobs/lanes';
import { JobQueue, type JobRow, type QueueOptions } from '../src/jobs/queue';

let db: Database;
const queues: JobQueue[] = [];
const anyPayload = z.record(z.string(), z.unknown());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One database for the file (each test has its own job types, so no queue claims another's jobs).
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
}, 240_000);
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});
afterAll(() => db?.close());

function queue(options: QueueOptions): JobQueue {
  const made = new JobQueue(db, { pollMs: 50, ...options });
  queues.push(made);
  return made;
}

async function user(): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, username, email, first_name, last_name, password_hash)
     VALUES ($1, $2, $3, 'T', 'U', 'x')`,
    [id, `u_${id.slice(0, 8)}`, `${id.slice(0, 8)}@example.com`],
  );
  return id;
}

const row = async (id: string) => (await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [id]))[0];

function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (!value) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('JOB_CONCURRENCY', () => {
  it('reads one number for every lane, or lanes by name, and refuses nonsense', () => {
    expect(parseLanes('3', 2)).toEqual({ render: 3, reply: 3, avatar: 3 });
    expect(parseLanes('reply=2,render=2,avatar=1', 8)).toEqual({ render: 2, reply: 2, avatar: 1 });
    expect(parseLanes('render=0', 2)).toEqual({ render: 0, reply: 2, avatar: 1 });
    expect(parseLanes(undefined, 4)).toEqual({ render: 4, reply: 4, avatar: 1 });
    expect(() => parseLanes('video=2', 2)).toThrow(/unknown lane "video"/);
    expect(() => parseLanes('reply=two', 2)).toThrow(/not a whole number/);
  });
});

describe('lanes and fairness', () => {
  it("runs a reply's second stage before the next first stage", async () => {
    const jobs = queue({ lanes: { render: 1, reply: 1, avatar: 0 } });
    const order: string[] = [];
    jobs.register('test_render', { kind: 'render', payload: anyPayload }, async (job) => {
      order.push(`render:${job.payload.n}`);
      return {};
    });
    jobs.register('test_reply', { kind: 'reply', payload: anyPayload }, async (job) => {
      order.push(`reply:${job.payload.n}`);
      await jobs.enqueue(db, { type: 'test_render', userId: job.user_id, payload: { n: job.payload.n } });
      return { status: 'polling_required' };
    });
    const users = [await user(), await user(), await user()];
    for (const [n, id] of users.entries()) {
      await jobs.enqueue(db, { type: 'test_reply', userId: id, payload: { n } });
    }
    jobs.start();
    await until(() => order.length === 6, 'six jobs');
    // One lane for everyone, first come first served, would run every first stage first.
    expect(order).toEqual(['reply:0', 'render:0', 'reply:1', 'render:1', 'reply:2', 'render:2']);
  });

  it("gives a running render one of the first stages' places, so the two never outnumber the cores", async () => {
    const jobs = queue({ lanes: { render: 2, reply: 2, avatar: 0 } });
    const running: string[] = [];
    const release = new Map<string, () => void>();
    const hold = async (name: string) => {
      running.push(name);
      await new Promise<void>((resolve) => release.set(name, resolve));
      running.splice(running.indexOf(name), 1);
      return {};
    };
    jobs.register('test_held_render', { kind: 'render', payload: anyPayload }, (job) =>
      hold(String(job.payload.name)),
    );
    jobs.register('test_held_reply', { kind: 'reply', payload: anyPayload }, (job) =>
      hold(String(job.payload.name)),
    );
    await jobs.enqueue(db, { type: 'test_held_render', userId: await user(), payload: { name: 'render' } });
    for (const name of ['reply-1', 'reply-2']) {
      await jobs.enqueue(db, { type: 'test_held_reply', userId: await user(), payload: { name } });
    }
    jobs.start();
    await until(() => running.length === 2, 'a render and a first stage running');
    await sleep(200);
    // Two reply places, one taken by the render: one first stage waits although its lane is not full.
    expect([...running].sort()).toEqual(['render', 'reply-1']);
    release.get('render')?.();
    await until(() => running.includes('reply-2'), 'the second first stage');
    expect([...running].sort()).toEqual(['reply-1', 'reply-2']);
    release.get('reply-1')?.();
    release.get('reply-2')?.();
    await until(() => running.length === 0, 'all done');
  });

  it('lets no user fill a lane: one job of a kind per user runs at once', async () => {
    const jobs = queue({ lanes: { render: 0, reply: 2, avatar: 0 }, perUser: 1 });
    const running = new Set<string>();
    const seenTogether: string[][] = [];
    const release: (() => void)[] = [];
    jobs.register('test_fair', { kind: 'reply', payload: anyPayload }, async (job) => {
      running.add(String(job.payload.name));
      seenTogether.push([...running].sort());
      await new Promise<void>((resolve) => release.push(resolve));
      running.delete(String(job.payload.name));
      return {};
    });
    const [busy, other] = [await user(), await user()];
    for (const name of ['busy-1', 'busy-2', 'busy-3']) {
      await jobs.enqueue(db, { type: 'test_fair', userId: busy, payload: { name } });
    }
    await jobs.enqueue(db, { type: 'test_fair', userId: other, payload: { name: 'other-1' } });
    jobs.start();
    await until(() => running.size === 2, 'two jobs running');
    await sleep(200);
    // The busy user queued first, three times; the other user still gets the second slot.
    expect([...running].sort()).toEqual(['busy-1', 'other-1']);
    while (running.size > 0 || release.length > 0) {
      release.shift()?.();
      await sleep(30);
    }
    expect(seenTogether.every((names) => names.filter((name) => name.startsWith('busy')).length <= 1)).toBe(
      true,
    );
  });
});

describe('fencing', () => {
  it("refuses the completion of a runner whose lease was taken over, and keeps the new runner's result", async () => {
    const first = queue({ lanes: { render: 0, reply: 0, avatar: 1 }, leaseSeconds: 30 });
    const second = queue({ lanes: { render: 0, reply: 0, avatar: 1 }, leaseSeconds: 30 });
    let unblock: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    let firstStarted = false;
    first.register('test_slow', { kind: 'avatar', payload: anyPayload }, async () => {
      firstStarted = true;
      // A runner that stalls (a long pause, a network partition) past its lease.
      await blocked;
      return { jobData: { winner: 'first' } };
    });
    second.register('test_slow', { kind: 'avatar', payload: anyPayload }, async () => ({
      jobData: { winner: 'second' },
    }));
    const id = await first.enqueue(db, { type: 'test_slow', userId: await user() });
    first.start();
    await until(() => firstStarted, 'the first runner');
    await db.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1`, [id]);
    second.start();
    await until(async () => (await row(id))?.status === 'success', 'the second runner');
    unblock();
    await sleep(200);
    await first.stop();
    const done = await row(id);
    expect(done).toMatchObject({ status: 'success', attempts: 2, job_data: { winner: 'second' } });
    expect(first.counters.stale_completions_refused + first.counters.leases_lost).toBeGreaterThan(0);
    // The fence is the claim number: an old claim cannot end the job, the current one can.
    expect(await first.complete({ id, type: 'test_slow' }, 1, { jobData: { winner: 'stale' } })).toBe(false);
    expect((await row(id))?.job_data).toMatchObject({ winner: 'second' });
  });
});

describe('payloads', () => {
  const replyPayload = z.object({ message_text: z.string() });

  it('refuses to queue a payload that does not match its type', async () => {
    const jobs = queue({ lanes: { render: 0, reply: 1, avatar: 0 } });
    jobs.register('test_typed_enqueue', { kind: 'reply', payload: replyPayload }, async () => ({}));
    await expect(
      jobs.enqueue(db, { type: 'test_typed_enqueue', userId: await user(), payload: { message_text: 42 } }),
    ).rejects.toThrow(/invalid payload/);
    expect(await db.query(`SELECT id FROM jobs WHERE type = 'test_typed_enqueue'`)).toEqual([]);
  });

  it('fails with a reason, without running it, a stored job whose payload does not match', async () => {
    const jobs = queue({ lanes: { render: 0, reply: 1, avatar: 0 } });
    let ran = false;
    jobs.register('test_typed', { kind: 'reply', payload: replyPayload }, async () => {
      ran = true;
      return {};
    });
    const id = randomUUID();
    await db.query(
      `INSERT INTO jobs (id, user_id, type, payload) VALUES ($1, $2, 'test_typed', '{"nope": 1}')`,
      [id, await user()],
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    jobs.start();
    const failed = await until(async () => {
      const current = await row(id);
      return current?.status === 'failed' ? current : undefined;
    }, 'the job to fail');
    log.mockRestore();
    expect(ran).toBe(false);
    expect(failed.job_data.error_message).toMatch(/queued with data it cannot use/);
    expect(jobs.counters.invalid_payloads).toBe(1);
  });
});

describe('retries and heartbeats', () => {
  it('retries an unexpected error after a pause, and succeeds', async () => {
    const jobs = queue({ lanes: { render: 0, reply: 0, avatar: 1 }, retryBaseMs: 400 });
    const attempts: number[] = [];
    jobs.register('test_flaky', { kind: 'avatar', payload: anyPayload }, async () => {
      attempts.push(performance.now());
      if (attempts.length === 1) throw new Error('connection reset');
      return { jobData: { ok: true } };
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = await jobs.enqueue(db, { type: 'test_flaky', userId: await user() });
    jobs.start();
    const done = await until(async () => {
      const current = await row(id);
      return current?.status === 'success' ? current : undefined;
    }, 'the retried job');
    log.mockRestore();
    expect(done).toMatchObject({ attempts: 2, job_data: { ok: true } });
    // Half the base at least (jitter), not at once.
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(180);
    expect(jobs.counters.retries).toBe(1);
  });

  it('counts and logs heartbeat failures', async () => {
    // The database refuses lease renewals (as when it is unreachable); every other query works.
    const failing: Database = {
      ...db,
      query: (sql, params) =>
        /SET locked_until = now\(\) \+ make_interval\(secs => \$3\)\s+WHERE/.test(sql)
          ? Promise.reject(new Error('connection lost'))
          : db.query(sql, params),
    };
    const jobs = new JobQueue(failing, {
      pollMs: 50,
      leaseSeconds: 0.3,
      lanes: { render: 0, reply: 0, avatar: 1 },
    });
    queues.push(jobs);
    jobs.register('test_long', { kind: 'avatar', payload: anyPayload }, async () => {
      await sleep(400);
      return {};
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await jobs.enqueue(db, { type: 'test_long', userId: await user() });
    jobs.start();
    await until(() => jobs.counters.heartbeat_failures > 0, 'a heartbeat failure');
    expect(log.mock.calls.some(([message]) => String(message).includes('heartbeat failed'))).toBe(true);
    log.mockRestore();
  });
});

describe('stopping', () => {
  it('waits for a job whose claim was answered while it stopped, before the database may close', async () => {
    // The claim's answer is held back until stop() has begun, as when a server closes just after
    // a job was queued.
    let claimAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      claimAsked = resolve;
    });
    let answerClaim = () => {};
    const answer = new Promise<void>((resolve) => {
      answerClaim = resolve;
    });
    const slow: Database = {
      ...db,
      query: async (sql, params) => {
        if (sql.includes('claimed_by = $5')) {
          claimAsked();
          await answer;
        }
        return db.query(sql, params);
      },
    };
    const jobs = new JobQueue(slow, { pollMs: 50, lanes: { render: 0, reply: 0, avatar: 1 } });
    queues.push(jobs);
    let finished = false;
    jobs.register('test_claimed_late', { kind: 'avatar', payload: anyPayload }, async () => {
      await sleep(100);
      finished = true;
      return {};
    });
    const id = await jobs.enqueue(db, { type: 'test_claimed_late', userId: await user() });
    jobs.start();
    await asked;
    const stopped = jobs.stop();
    answerClaim();
    await stopped;
    expect(finished).toBe(true);
    expect((await row(id))?.status).toBe('success');
  });

  it('logs a failure it cannot record (the database gone) instead of rejecting, leaving the job to its lease', async () => {
    let gone = false;
    const closing: Database = {
      ...db,
      query: (sql, params) =>
        gone
          ? Promise.reject(new Error('Cannot use a pool after calling end on the pool'))
          : db.query(sql, params),
    };
    const jobs = new JobQueue(closing, { pollMs: 50, lanes: { render: 0, reply: 0, avatar: 1 } });
    queues.push(jobs);
    jobs.register('test_db_gone', { kind: 'avatar', payload: anyPayload }, async () => {
      gone = true;
      throw new Error('connection lost');
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = await jobs.enqueue(db, { type: 'test_db_gone', userId: await user() });
    jobs.start();
    await until(
      () => log.mock.calls.some(([message]) => String(message).includes('could not be recorded')),
      'the logged failure',
    );
    await jobs.stop();
    await sleep(20);
    process.off('unhandledRejection', onUnhandled);
    log.mockRestore();
    expect(unhandled).toEqual([]);
    expect((await row(id))?.status).toBe('processing');
  });
});

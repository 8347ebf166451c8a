/**
 * A user's data key asked for inside a transaction, on PGlite (one connection): the first job a
 * restarted server enqueues for a coach seals its payload with a key not yet in the cache. Read
 * beside the transaction, that key waited for the transaction forever, and every later query
 * waited behind them: the server stopped answering after a restart (crash-orphans.test.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { UserKeys } from '../src/data-keys/user-keys';
import { type Database, openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { JobQueue } from '../src/jobs/queue';
import { JobWords } from '../src/jobs/sealed-words';

let db: Database;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
}, 240_000);
afterAll(() => db?.close());

/** Resolves with `work`'s value, or rejects naming `what` after `ms`. */
const within = <T>(ms: number, what: string, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: still waiting`)), ms)),
  ]);

it('seals a job enqueued in a transaction with a key not cached yet, and keeps answering', async () => {
  const userId = randomUUID();
  await db.query(
    `INSERT INTO users (id, username, email, first_name, last_name, password_hash)
     VALUES ($1, $2, $3, 'T', 'U', 'x')`,
    [userId, `u_${userId.slice(0, 8)}`, `${userId.slice(0, 8)}@example.com`],
  );
  const keys = new UserKeys(db, randomBytes(32));
  const queue = new JobQueue(db, { sealer: new JobWords(keys) });
  queue.register(
    'keys_test',
    { kind: 'reply', payload: z.object({ message_text: z.string() }) },
    async () => ({}),
  );

  const id = await within(
    5_000,
    'enqueue in a transaction',
    db.transaction((tx) =>
      queue.enqueue(tx, { type: 'keys_test', userId, payload: { message_text: 'hello' } }),
    ),
  );
  const [row] = await within(
    5_000,
    'a query after it',
    db.query<{ payload: { message_text: string } }>('SELECT payload FROM jobs WHERE id = $1', [id]),
  );
  expect(row?.payload.message_text).toMatch(/^rbe1:/);
  expect(await new JobWords(keys).open(userId, row?.payload ?? {})).toEqual({ message_text: 'hello' });
  await queue.stop();
});

it('does not keep a key made in a transaction that rolled back', async () => {
  const userId = randomUUID();
  await db.query(
    `INSERT INTO users (id, username, email, first_name, last_name, password_hash)
     VALUES ($1, $2, $3, 'T', 'U', 'x')`,
    [userId, `v_${userId.slice(0, 8)}`, `v${userId.slice(0, 8)}@example.com`],
  );
  const keys = new UserKeys(db, randomBytes(32));
  let inside: Buffer | undefined;
  await db
    .transaction(async (tx) => {
      inside = await keys.keyOf(userId, tx);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  const after = await keys.keyOf(userId);
  expect(inside).toBeDefined();
  expect(after.equals(inside as Buffer)).toBe(false);
  expect((await keys.keyOf(userId)).equals(after)).toBe(true);
});

import { chmod, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something that runs parameterised SQL: the database, or a transaction on it. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One PostgreSQL, embedded (PGlite) or a server (pg); the rest of the code cannot tell them apart. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each `NOTIFY` on `channel` (sent by any process on the same database,
   * on commit); resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Makes a folder and everything in it private to the server's user: folders 0700, files 0600. */
async function privatise(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory()) await privatise(inner);
    else if (entry.isFile()) await chmod(inner, 0o600);
  }
}

/**
 * PGlite with its data in `dataDir/pgdata` (or in memory when `dataDir` is undefined). PGlite's
 * file system sets the modes of the files it unpacks itself (0666, whatever the umask), so they
 * are made private once it has opened them.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : undefined;
  const db = await PGlite.create(pgdata);
  // WAL segments behind a checkpoint are deleted, not renamed for reuse with the rows they held.
  await db.query('SET wal_recycle = off');
  if (pgdata) await privatise(pgdata);
  const run = async <T extends object>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) =>
    (await target.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };
}

/** A PostgreSQL server through a pg pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // A connection of its own per listener, outside the pool: LISTEN holds its session.
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      client.on('error', (error) => console.error(`database: LISTEN ${channel} failed`, error));
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

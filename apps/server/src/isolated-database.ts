// A schema of its own on PostgreSQL for one test server: a module of its own (only `pg`), so the
// browser tests' setup can use it without loading the server.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface IsolatedDatabase {
  /** `DATABASE_URL` for a server of this test, or undefined on PGlite (each data folder is its own). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * On PostgreSQL (`DATABASE_URL` set, as in CI), a fresh schema for one test server, so servers
 * running side by side never see, or claim, each other's rows and jobs. On PGlite, nothing to do.
 */
export async function isolatedDatabase(databaseUrl = process.env.DATABASE_URL): Promise<IsolatedDatabase> {
  if (!databaseUrl) return { url: undefined, drop: async () => undefined };
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}

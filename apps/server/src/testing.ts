import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from './server';

/**
 * Starts a real server for a test: a fresh data folder, a free port, and PGlite unless
 * `DATABASE_URL` is set in the environment (CI runs the suite once more against PostgreSQL).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-test-'));
  const server = await startServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  });
  return {
    ...server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A name no other test (or earlier run on a shared PostgreSQL) has used. */
export const uniqueName = (prefix = 'user') => `${prefix}_${randomUUID().slice(0, 8)}`;

/** Registration fields for a fresh user. */
export function newUser(prefix = 'coach') {
  const username = uniqueName(prefix);
  return {
    first_name: 'Test',
    last_name: prefix,
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
  };
}

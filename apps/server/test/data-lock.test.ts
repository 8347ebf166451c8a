import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/data-lock';
import { startServer } from '../src/server';
import { type ServerProcess, startServerProcess } from './server-process';

let dataDir: string;
let first: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-lock-test-'));
});
afterAll(async () => {
  await first?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({
  DATA_DIR: dataDir,
  PORTAL_DIR: path.join(dataDir, 'no-portal'),
  ENGINE_THREADS: '0',
  DATABASE_URL: '',
});

describe('the data folder is one server process at a time', () => {
  it('refuses a second server on the same data folder with a message, and exits', async () => {
    first = await startServerProcess(env());
    expect((await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(String(first.process.pid));
    const second = await startServerProcess(env()).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(second).toMatch(/server exited \(1\)/);
    expect(second).toMatch(new RegExp(`in use by another Rebond server \\(process ${first.process.pid}\\)`));
    // The first one still answers.
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
  }, 240_000);

  it('takes over the lock of a server that was killed', async () => {
    await first?.kill();
    first = undefined;
    const next = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', ...env() });
    try {
      expect((await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(String(process.pid));
    } finally {
      await next.close();
    }
    await expect(readFile(path.join(dataDir, LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  }, 240_000);
});

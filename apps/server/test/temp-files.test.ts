import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { startTestServer } from '../src/testing';
import { startServerProcess } from './server-process';
import { spokenMessage } from './sessions-fixtures';

/**
 * A temporary folder of this test's own, made the system's (`TMPDIR`) for the servers started
 * here, so that what the engine leaves in "the temp folder" is exactly what is under it.
 */
let systemTemp: string;
const savedTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  systemTemp = await mkdtemp(path.join(tmpdir(), 'rebond-temp-test-'));
  process.env.TMPDIR = systemTemp;
});
afterAll(async () => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  await rm(systemTemp, { recursive: true, force: true });
});

/** Every file under `folder` (recursively) whose bytes contain one of `words`. */
async function filesHolding(folder: string, words: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}pgdata${path.sep}`)) continue;
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    if (words.some((word) => bytes.includes(word))) found.push(file);
  }
  return found;
}

describe('engine temporary files', () => {
  it('leaves no recognised words in any temp folder after a recognition', async () => {
    const server = await startTestServer();
    try {
      const audio = await spokenMessage(server, 'Remember the purple garden and the yellow kitchen window.');
      const { text } = await server.services.engine.transcriber.transcribe(audio);
      const words = text.split(' ').filter((word) => word.length >= 5);
      expect(words.length).toBeGreaterThan(0);
      // The recogniser is still running (it stays for a minute); its folder must hold nothing readable.
      expect(await filesHolding(systemTemp, words)).toEqual([]);
      const privateRoot = path.join(server.config.dataDir, 'tmp');
      expect((await stat(privateRoot)).mode & 0o077).toBe(0);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("removes a killed server's temporary folder at the next start", async () => {
    const dataDir = await mkdtemp(path.join(systemTemp, 'data-'));
    const killed = await startServerProcess({ DATA_DIR: dataDir, TMPDIR: systemTemp, ENGINE_THREADS: '0' });
    const [folder] = await readdir(path.join(dataDir, 'tmp'));
    expect(folder).toMatch(new RegExp(`^${killed.process.pid}-`));
    // What a recognition in flight leaves: the recording and the recogniser's text.
    const left = path.join(dataDir, 'tmp', folder ?? '', 'rebond-stt-batch-x');
    await rm(left, { recursive: true, force: true });
    await mkdir(left, { recursive: true });
    await writeFile(path.join(left, 'results.txt'), 'u1 S 0 T -1 A -1 L -1 marmalade 0 -1 -1\n');
    await writeFile(path.join(left, 'u1.wav'), 'RIFF marmalade');
    await killed.kill();
    expect(await filesHolding(dataDir, ['marmalade'])).toHaveLength(2);

    const restarted = await startServer({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIR: path.join(dataDir, 'no-portal'),
      ENGINE_THREADS: '0',
    });
    try {
      expect(await filesHolding(dataDir, ['marmalade'])).toEqual([]);
      expect(await filesHolding(systemTemp, ['marmalade'])).toEqual([]);
    } finally {
      await restarted.close();
    }
  }, 180_000);
});

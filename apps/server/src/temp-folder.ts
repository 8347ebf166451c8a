import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** The folder of the data folder that holds each server process's private temporary folder. */
const TEMP_ROOT = 'tmp';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * This process's private temporary folder, `DATA_DIR/tmp/<pid>-<random>` (mode 0700, inside the
 * private data folder, never the shared system temp folder): the engine's recordings, recognised
 * text, speech and frames and the server's voice-sample cleaning go there while a job runs, each
 * call in a folder of its own that it removes when it ends. Opening it first removes the folders of
 * processes that no longer run (a server killed mid-job), so no clear-text copy survives a crash
 * past the next start; `remove` deletes this process's folder when the server stops.
 */
export async function openTempFolder(dataDir: string): Promise<{ path: string; remove(): Promise<void> }> {
  const root = path.join(dataDir, TEMP_ROOT);
  await mkdir(root, { recursive: true, mode: 0o700 });
  for (const name of await readdir(root)) {
    const pid = Number(name.split('-')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) {
      await rm(path.join(root, name), { recursive: true, force: true });
    }
  }
  const folder = path.join(root, `${process.pid}-${randomBytes(6).toString('hex')}`);
  await mkdir(folder, { mode: 0o700 });
  return { path: folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

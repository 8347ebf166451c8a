import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** The lock file of a data folder whose embedded database a server process holds. */
export const LOCK_FILE = 'server.lock';

/** Why a server refuses to start: another live process holds the data folder. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data folder for this process: `DATA_DIR/server.lock` holds its pid, created
 * exclusively. A lock whose process no longer runs (a server killed with -9) is taken over; a live
 * one means another server has this folder and its PGlite database open, and starting a second
 * would split (and lose) what each writes, so this throws `DataFolderInUseError` with what to do.
 * Only servers that open PGlite take it: with `DATABASE_URL` the database is shared on purpose,
 * and processes may share `DATA_DIR/media` (README). Resolves to the release.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return async () => {
        const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
        if (holder === process.pid) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new DataFolderInUseError(
        `The data folder ${dataDir} is in use by another Rebond server (process ${holder}). ` +
          'Stop that server first, or give this one its own DATA_DIR (several servers share one ' +
          'database only through DATABASE_URL).',
      );
    }
    // The process that held it is gone: take the lock over.
    await rm(file, { force: true });
  }
  throw new DataFolderInUseError(
    `The data folder ${dataDir} could not be locked: another server is starting.`,
  );
}

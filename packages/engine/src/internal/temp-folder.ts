import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh folder for one call's temporary files (recordings, recognised text, speech, frames) under
 * `root`: the engine's `tempDir` (the server gives a private folder of its data folder, README
 * "Temporary files"), else the system's. The caller removes it when the call ends.
 */
export async function makeTempFolder(root: string | undefined, prefix: string): Promise<string> {
  if (root) await mkdir(root, { recursive: true, mode: 0o700 });
  return mkdtemp(join(root ?? tmpdir(), prefix));
}

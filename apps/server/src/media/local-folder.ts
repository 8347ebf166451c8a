import { mkdirSync } from 'node:fs';
import { access, open, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ByteRange,
  checkStorageKey,
  type MediaBackend,
  MediaMissingError,
  STORAGE_KEY,
} from './backend';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media in one folder on this machine (`DATA_DIR/media`), one file per key, mode 0600. */
export class LocalFolder implements MediaBackend {
  readonly description = 'local folder';
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  /** Writes the file whole, or leaves none: a write that fails (a full disk) removes what it began. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    try {
      await writeFile(this.#path(key), bytes, { mode: 0o600 });
    } catch (error) {
      await rm(this.#path(key), { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array>> {
    try {
      const handle = await open(this.#path(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) throw new MediaMissingError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.#path(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *keys(): AsyncIterable<string> {
    for (const name of await readdir(this.#dir)) if (STORAGE_KEY.test(name)) yield name;
  }

  async deleteKey(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  #path(key: string): string {
    return path.join(this.#dir, checkStorageKey(key));
  }
}

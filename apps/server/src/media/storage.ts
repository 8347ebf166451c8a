import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';

export interface MediaRow {
  id: string;
  user_id: string;
  kind: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: Date | string;
}

/** How long a media URL handed to a browser stays valid. */
export const MEDIA_URL_TTL_SECONDS = 6 * 3600;

/**
 * Media files (photos, voice samples, recordings, videos) in a local folder, one row each in
 * `media`. Files are named by random ids, never by user input. Browsers fetch them through signed,
 * expiring URLs (`/media/{id}?exp=&sig=`) that the API hands only to the owner, so a `<video>` or
 * `<img>` can load them without a bearer header and nobody can guess one.
 */
export class MediaStore {
  readonly #dir: string;
  readonly #key: Buffer;

  constructor(dataDir: string, secret: Uint8Array) {
    this.#dir = path.join(dataDir, 'media');
    mkdirSync(this.#dir, { recursive: true });
    this.#key = createHmac('sha256', secret).update('rebond media urls').digest();
  }

  /** Writes the file, then its row (inside the caller's transaction when `q` is one). */
  async save(
    q: Queryable,
    media: { userId: string; kind: string; contentType: string; bytes: Uint8Array },
  ): Promise<MediaRow> {
    const id = randomUUID();
    const storageKey = id;
    await writeFile(this.#path(storageKey), media.bytes, { mode: 0o600 });
    const [row] = await q.query<MediaRow>(
      `INSERT INTO media (id, user_id, kind, content_type, size_bytes, storage_key)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [id, media.userId, media.kind, media.contentType, media.bytes.byteLength, storageKey],
    );
    if (!row) throw new Error('INSERT returned no row');
    return row;
  }

  async find(q: Queryable, id: string): Promise<MediaRow | undefined> {
    const [row] = await q.query<MediaRow>('SELECT * FROM media WHERE id = $1', [id]);
    return row;
  }

  read(row: Pick<MediaRow, 'storage_key'>): Promise<Buffer> {
    return readFile(this.#path(row.storage_key));
  }

  /**
   * Deletes rows and then their files. Call it after the transaction that removed the owning
   * records commits, or inside it: the rows go with the transaction, and a file whose row survived
   * a rollback is never removed because it is deleted only after its row.
   */
  async remove(q: Queryable, ids: readonly (string | null | undefined)[]): Promise<void> {
    const wanted = ids.filter((id): id is string => Boolean(id));
    if (wanted.length === 0) return;
    const rows = await q.query<{ storage_key: string }>(
      'DELETE FROM media WHERE id = ANY($1::uuid[]) RETURNING storage_key',
      [wanted],
    );
    await Promise.all(rows.map((row) => rm(this.#path(row.storage_key), { force: true })));
  }

  /** The storage keys of every file present, whether or not a row names it (for the sweeper). */
  async *keys(): AsyncIterable<string> {
    for (const name of await readdir(this.#dir)) if (/^[0-9a-f-]{36}$/.test(name)) yield name;
  }

  /** Deletes one file by its storage key; a missing file is not an error. */
  async deleteKey(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  /** Whether the file of a row is on disk (tests check that deletion really removes media). */
  filePath(row: Pick<MediaRow, 'storage_key'>): string {
    return this.#path(row.storage_key);
  }

  /** A relative URL that lets a browser fetch the file until it expires. */
  signedUrl(id: string, ttlSeconds = MEDIA_URL_TTL_SECONDS, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + ttlSeconds;
    return `/media/${id}?exp=${exp}&sig=${this.#sign(id, exp)}`;
  }

  verify(id: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
    const expiry = Number(exp);
    if (!sig || !Number.isInteger(expiry) || expiry * 1000 < now) return false;
    const expected = Buffer.from(this.#sign(id, expiry));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  #sign(id: string, exp: number): string {
    return createHmac('sha256', this.#key).update(`${id}.${exp}`).digest('base64url');
  }

  #path(storageKey: string): string {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) throw new Error('bad storage key');
    return path.join(this.#dir, storageKey);
  }
}

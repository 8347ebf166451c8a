import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
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
 * expiring URLs (`/media/{id}?exp=&sig=&iat=`) that the API hands only to the owner, so a `<video>` or
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

  /** Whether the file of a row is on disk (tests check that deletion really removes media). */
  filePath(row: Pick<MediaRow, 'storage_key'>): string {
    return this.#path(row.storage_key);
  }

  /**
   * A relative URL that lets a browser fetch the file until it expires, or until its owner signs out
   * (it names the moment it was signed, `iat` in milliseconds, which the media route compares with
   * the owner's last sign-out).
   */
  signedUrl(id: string, ttlSeconds = MEDIA_URL_TTL_SECONDS, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + ttlSeconds;
    return `/media/${id}?exp=${exp}&sig=${this.#sign(id, exp, now)}&iat=${now}`;
  }

  /** When the link was signed (epoch milliseconds) if its signature is good and it has not expired. */
  verify(
    id: string,
    link: { exp?: string; iat?: string; sig?: string },
    now = Date.now(),
  ): number | undefined {
    const expiry = Number(link.exp);
    const issuedAt = Number(link.iat);
    if (!link.sig || !Number.isInteger(expiry) || !Number.isInteger(issuedAt) || expiry * 1000 < now) {
      return undefined;
    }
    const expected = Buffer.from(this.#sign(id, expiry, issuedAt));
    const given = Buffer.from(link.sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAt : undefined;
  }

  #sign(id: string, exp: number, issuedAt: number): string {
    return createHmac('sha256', this.#key).update(`${id}.${exp}.${issuedAt}`).digest('base64url');
  }

  #path(storageKey: string): string {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) throw new Error('bad storage key');
    return path.join(this.#dir, storageKey);
  }
}

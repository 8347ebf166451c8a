import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { type ByteRange, collect, loadedOnFirstUse, type MediaBackend, NO_BYTES } from './backend';
import { HEADER_BYTES, isEncrypted, MediaCipher } from './encryption';
import { LocalFolder } from './local-folder';
import type { S3Settings } from './s3-bucket';

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

/** How long a presigned object-store URL that `/media/{id}` redirects to stays valid. */
export const PRESIGNED_URL_TTL_SECONDS = 5 * 60;

/** The embed key and visit a visitor's media link was handed to. */
export interface MediaVisit {
  key: string;
  visit: string;
}

/** A picture's variant a link may ask for: `small`, a 96 px square WebP (the widget's avatar). */
export type MediaVariant = 'small';

/** How a media link is signed: its lifetime, its moment, the visit it is for and the variant, if any. */
export interface SignOptions {
  ttlSeconds?: number;
  now?: number;
  visit?: MediaVisit | undefined;
  variant?: MediaVariant | undefined;
}

/** A verified media link: when it was signed, the visit it was handed to and its variant, if any. */
export interface SignedLink {
  signedAt: number;
  visit?: MediaVisit;
  variant?: MediaVariant;
}

/** Where media bytes go and how (README: `S3_*`, `S3_PRESIGNED_MEDIA`, `MEDIA_ENCRYPTION*`). */
export interface MediaSettings {
  /** An S3-compatible bucket; when absent, the local folder `DATA_DIR/media`. */
  s3?: S3Settings | undefined;
  /** Redirect `/media/{id}` to a short-lived presigned bucket URL (files stored in plain only). */
  presignedUrls?: boolean;
  /** The master key that wraps each file's key; without it encrypted files cannot be read. */
  encryptionKey?: Uint8Array | undefined;
  /** Encrypt the files written from now on (needs `encryptionKey`). */
  encryptNewFiles?: boolean;
}

/** The backend the settings name: the S3-compatible bucket when set, else `DATA_DIR/media`. */
export function openMediaBackend(dataDir: string, s3?: S3Settings): MediaBackend {
  return s3
    ? loadedOnFirstUse(`s3 bucket ${s3.bucket}`, async () => new (await import('./s3-bucket')).S3Bucket(s3))
    : new LocalFolder(path.join(dataDir, 'media'));
}

/**
 * Media files (photos, voice samples, recordings, videos), one row each in `media`, their bytes in
 * a backend: the local folder `DATA_DIR/media` or an S3-compatible bucket. Objects are named by
 * random ids, never by user input, and encrypted at rest unless configured off (encryption.ts).
 * Browsers fetch them through signed, expiring URLs (`/media/{id}?exp=&sig=&iat=`) that the API hands
 * only to the owner, so a `<video>` or `<img>` can load them without a bearer header and nobody can
 * guess one.
 */
export class MediaStore {
  readonly #key: Buffer;
  readonly #backend: MediaBackend;
  readonly #cipher: MediaCipher | undefined;
  readonly #encryptNewFiles: boolean;
  readonly #presignedUrls: boolean;

  constructor(dataDir: string, secret: Uint8Array, settings: MediaSettings = {}) {
    const { s3 } = settings;
    this.#backend = openMediaBackend(dataDir, s3);
    this.#cipher = settings.encryptionKey ? new MediaCipher(settings.encryptionKey) : undefined;
    this.#encryptNewFiles = Boolean(this.#cipher && settings.encryptNewFiles !== false);
    this.#presignedUrls = Boolean(settings.presignedUrls && s3);
    this.#key = createHmac('sha256', secret).update('rebond media urls').digest();
  }

  /** `local folder` or `s3 bucket NAME`, with `, encrypted` when new files are encrypted. */
  get description(): string {
    return `${this.#backend.description}${this.#encryptNewFiles ? ', encrypted' : ''}`;
  }

  /** Writes the file, then its row (inside the caller's transaction when `q` is one). */
  async save(
    q: Queryable,
    media: { userId: string; kind: string; contentType: string; bytes: Uint8Array },
  ): Promise<MediaRow> {
    const id = randomUUID();
    const storageKey = id;
    const stored =
      this.#cipher && this.#encryptNewFiles ? this.#cipher.encrypt(storageKey, media.bytes) : media.bytes;
    await this.#backend.put(storageKey, stored);
    try {
      const [row] = await q.query<MediaRow>(
        `INSERT INTO media (id, user_id, kind, content_type, size_bytes, storage_key)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [id, media.userId, media.kind, media.contentType, media.bytes.byteLength, storageKey],
      );
      if (!row) throw new Error('INSERT returned no row');
      return row;
    } catch (error) {
      await this.#backend.deleteKey(storageKey);
      throw error;
    }
  }

  async find(q: Queryable, id: string): Promise<MediaRow | undefined> {
    const [row] = await q.query<MediaRow>('SELECT * FROM media WHERE id = $1', [id]);
    return row;
  }

  /** The whole file, decrypted and checked (for jobs: engine inputs are small). */
  async read(row: Pick<MediaRow, 'storage_key'>): Promise<Buffer> {
    const key = row.storage_key;
    const stored = await collect(await this.#backend.get(key));
    if (!isEncrypted(stored)) return stored;
    const header = this.#requireCipher().readHeader(key, stored);
    if (header.plainBytes === 0) return Buffer.alloc(0);
    const whole = { start: 0, end: header.plainBytes - 1 };
    return collect(this.#requireCipher().decrypt(key, header, [stored.subarray(HEADER_BYTES)], 0, whole));
  }

  /**
   * The file, or the plaintext bytes of `range`, as a stream that reads from the backend and
   * decrypts only the chunks it needs as the consumer pulls. The first piece is read before this
   * resolves, so a missing object or a tampered first chunk throws here (an error answer) rather
   * than mid-response; a later tampered chunk errors the stream, which aborts the response.
   */
  async open(row: Pick<MediaRow, 'storage_key'>, range?: ByteRange): Promise<ReadableStream<Uint8Array>> {
    const iterator = (await this.#plain(row, range))[Symbol.asyncIterator]();
    let next: Promise<IteratorResult<Uint8Array>> | undefined = iterator.next();
    await next;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const step = await (next ?? iterator.next());
        next = undefined;
        if (step.done) controller.close();
        else controller.enqueue(step.value);
      },
      async cancel() {
        await iterator.return?.();
      },
    });
  }

  /**
   * A short-lived URL of the object in the bucket, when presigned media URLs are configured and
   * the file is stored in plain (an encrypted one must pass through the server to be decrypted).
   */
  async presignedUrl(row: Pick<MediaRow, 'storage_key' | 'content_type'>): Promise<string | undefined> {
    if (!this.#presignedUrls || !this.#backend.presignedUrl) return undefined;
    if (isEncrypted(await this.#head(row.storage_key))) return undefined;
    return this.#backend.presignedUrl(row.storage_key, {
      ttlSeconds: PRESIGNED_URL_TTL_SECONDS,
      contentType: row.content_type,
    });
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
    await Promise.all(rows.map((row) => this.#backend.deleteKey(row.storage_key)));
  }

  /** Whether the stored object of a row exists (tests check that deletion really removes media). */
  exists(row: Pick<MediaRow, 'storage_key'>): Promise<boolean> {
    return this.#backend.exists(row.storage_key);
  }

  /** Every storage key held by the backend, whether or not a row references it. */
  keys(): AsyncIterable<string> {
    return this.#backend.keys();
  }

  /** Deletes one stored object by key (the sweeper's orphans; rows go through `remove`). */
  deleteKey(key: string): Promise<void> {
    return this.#backend.deleteKey(key);
  }

  /**
   * A relative URL that lets a browser fetch the file until it expires, or until its owner signs out
   * (it names the moment it was signed, `iat` in milliseconds, which the media route compares with
   * the owner's last sign-out). A link handed to an embed visitor also names the key and the visit
   * (`key`, `visit`, signed with the rest), so it ends when the key is revoked or the visit ends.
   */
  signedUrl(
    id: string,
    { ttlSeconds = MEDIA_URL_TTL_SECONDS, now = Date.now(), visit, variant }: SignOptions = {},
  ): string {
    const exp = Math.floor(now / 1000) + ttlSeconds;
    const scope = visit ? `&key=${visit.key}&visit=${visit.visit}` : '';
    const size = variant ? `&variant=${variant}` : '';
    return `/media/${id}?exp=${exp}&sig=${this.#sign(id, exp, now, visit, variant)}&iat=${now}${scope}${size}`;
  }

  /** When the link was signed and for which visit, if its signature is good and it has not expired. */
  verify(
    id: string,
    link: { exp?: string; iat?: string; sig?: string; key?: string; visit?: string; variant?: string },
    now = Date.now(),
  ): SignedLink | undefined {
    const expiry = Number(link.exp);
    const issuedAt = Number(link.iat);
    if (!link.sig || !Number.isInteger(expiry) || !Number.isInteger(issuedAt) || expiry * 1000 < now) {
      return undefined;
    }
    const visit = link.key && link.visit ? { key: link.key, visit: link.visit } : undefined;
    const variant = link.variant === 'small' ? link.variant : undefined;
    if (link.variant !== undefined && !variant) return undefined;
    const expected = Buffer.from(this.#sign(id, expiry, issuedAt, visit, variant));
    const given = Buffer.from(link.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { signedAt: issuedAt, ...(visit ? { visit } : {}), ...(variant ? { variant } : {}) };
  }

  #sign(id: string, exp: number, issuedAt: number, visit?: MediaVisit, variant?: MediaVariant): string {
    const scope = `${visit ? `.${visit.key}.${visit.visit}` : ''}${variant ? `:${variant}` : ''}`;
    return createHmac('sha256', this.#key).update(`${id}.${exp}.${issuedAt}${scope}`).digest('base64url');
  }

  /** The first stored bytes of an object: an encryption header, or the start of a plain file. */
  #head(key: string): Promise<Buffer> {
    return this.#backend.get(key, { start: 0, end: HEADER_BYTES - 1 }).then(collect);
  }

  async #plain(
    row: Pick<MediaRow, 'storage_key'>,
    range: ByteRange | undefined,
  ): Promise<AsyncIterable<Uint8Array>> {
    const key = row.storage_key;
    const head = await this.#head(key);
    if (!isEncrypted(head)) return this.#backend.get(key, range);
    const cipher = this.#requireCipher();
    const header = cipher.readHeader(key, head);
    const last = header.plainBytes - 1;
    const wanted = { start: range?.start ?? 0, end: Math.min(range?.end ?? last, last) };
    if (wanted.start > wanted.end) return NO_BYTES;
    const { stored, firstChunk } = cipher.locate(header, wanted);
    return cipher.decrypt(key, header, await this.#backend.get(key, stored), firstChunk, wanted);
  }

  #requireCipher(): MediaCipher {
    if (!this.#cipher)
      throw new Error('an encrypted media file needs MEDIA_ENCRYPTION_KEY or DATA_DIR/media-key');
    return this.#cipher;
  }
}

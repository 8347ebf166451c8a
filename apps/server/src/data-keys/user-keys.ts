import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { isSealed, openText, sealText } from './field-cipher';

const WRAP_IV = Buffer.from('A6A6A6A6A6A6A6A6', 'hex');
/** How long an unwrapped key stays in memory, and how many at most (the oldest go first). */
const CACHE_MS = 5 * 60_000;
const CACHE_ENTRIES = 10_000;

/**
 * Each user's data key: 256 random bits, kept in `user_keys` wrapped (AES key wrap, RFC 3394) by a
 * key derived from the media master key (HKDF, its own label, so neither key can stand for the
 * other). Deleting the account deletes the row (`ON DELETE CASCADE`): what was sealed with the key
 * (`field-cipher.ts`) cannot be opened again, in the database files or in any later copy of them.
 * Unwrapped keys are cached for a few minutes, bounded, so reads do not unwrap on every row.
 */
export class UserKeys {
  readonly #wrapKey: Buffer;
  readonly #lookupKey: Buffer;
  readonly #cache = new Map<string, { key: Buffer; until: number }>();

  constructor(
    private readonly db: Database,
    masterKey: Uint8Array,
  ) {
    this.#wrapKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'rebond user data keys', 32));
    this.#lookupKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'rebond lookup hashes', 32));
  }

  /**
   * What stands for a sealed value that must still be found (a username or e-mail at sign-in): a
   * keyed hash (HMAC-SHA-256 under its own key derived from the master key) of the value in lower
   * case. Without the master key it cannot be tested against guesses; it is not shredded with the
   * user's key, but the row that holds it is deleted with the account.
   */
  lookupHash(value: string): Buffer {
    return createHmac('sha256', this.#lookupKey).update(value.toLowerCase()).digest();
  }

  /**
   * The user's data key, made and stored on first use. Code inside a transaction passes it as `q`:
   * a query on the database would wait for that transaction (forever on PGlite, which has one
   * connection). A key read or made through a transaction is not cached, since the transaction may
   * still roll back; one made outside any is committed at once and cached.
   */
  async keyOf(userId: string, q: Queryable = this.db): Promise<Buffer> {
    const cached = this.#cache.get(userId);
    if (cached && cached.until > Date.now()) return cached.key;
    let [row] = await q.query<{ wrapped: Uint8Array }>('SELECT wrapped FROM user_keys WHERE user_id = $1', [
      userId,
    ]);
    if (!row) {
      const wrap = createCipheriv('id-aes256-wrap', this.#wrapKey, WRAP_IV);
      const fresh = Buffer.concat([wrap.update(randomBytes(32)), wrap.final()]);
      [row] = await q.query<{ wrapped: Uint8Array }>(
        `INSERT INTO user_keys (user_id, wrapped) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING wrapped`,
        [userId, fresh],
      );
      if (!row) throw new Error('user_keys: INSERT returned no row');
    }
    const unwrap = createDecipheriv('id-aes256-wrap', this.#wrapKey, WRAP_IV);
    const key = Buffer.concat([unwrap.update(Buffer.from(row.wrapped)), unwrap.final()]);
    if (q !== this.db) return key;
    this.#cache.delete(userId);
    if (this.#cache.size >= CACHE_ENTRIES) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(userId, { key, until: Date.now() + CACHE_MS });
    return key;
  }

  /** `plain` sealed with the user's key (null stays null). */
  async seal(userId: string, plain: string, q?: Queryable): Promise<string>;
  async seal(userId: string, plain: string | null, q?: Queryable): Promise<string | null>;
  async seal(userId: string, plain: string | null, q?: Queryable): Promise<string | null> {
    return plain === null ? null : sealText(await this.keyOf(userId, q), userId, plain);
  }

  /** A stored value of the user's in clear: opened when sealed, legacy plain text as it is. */
  async open(userId: string, stored: string, q?: Queryable): Promise<string>;
  async open(userId: string, stored: string | null, q?: Queryable): Promise<string | null>;
  async open(userId: string, stored: string | null, q?: Queryable): Promise<string | null> {
    if (stored === null || !isSealed(stored)) return stored;
    return openText(await this.keyOf(userId, q), userId, stored);
  }

  /** Forgets the user's key in memory (their row is deleted with the account). */
  forget(userId: string): void {
    this.#cache.delete(userId);
  }
}

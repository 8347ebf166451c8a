import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept in the database (two-factor secrets) sealed with AES-256-GCM under a key
 * derived (HKDF-SHA256) from the media master key (`MEDIA_ENCRYPTION_KEY` or `DATA_DIR/media-key`),
 * bound to their row (the associated data), so a database copy alone reveals none of them and a
 * sealed value cannot be moved to another user. Stored as `v1.<nonce>.<sealed+tag>` (base64url).
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(masterKey: Uint8Array, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `rebond ${purpose}`, 32));
  }

  seal(plain: string, boundTo: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, nonce).setAAD(Buffer.from(boundTo));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return ['v1', nonce.toString('base64url'), sealed.toString('base64url')].join('.');
  }

  open(stored: string, boundTo: string): string {
    const [version, nonce, sealed] = stored.split('.');
    if (version !== 'v1' || !nonce || !sealed) throw new Error('not a sealed secret');
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(nonce, 'base64url'))
      .setAAD(Buffer.from(boundTo))
      .setAuthTag(bytes.subarray(-16));
    return Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString('utf8');
  }
}

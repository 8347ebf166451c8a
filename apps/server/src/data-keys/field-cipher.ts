import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A text column's value sealed with its owner's data key (AES-256-GCM, a random 96-bit nonce per
 * value, the owner's id as associated data so a value cannot be moved to another user's row):
 * `rbe1:` and the base64 of nonce, ciphertext and tag. A value without the prefix was written
 * before encryption and is read as it is, so legacy rows keep working.
 */
const PREFIX = 'rbe1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function sealText(key: Buffer, ownerId: string, plain: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(ownerId, 'utf8'));
  const sealed = Buffer.concat([nonce, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return PREFIX + sealed.toString('base64');
}

/** The plain text of a stored value: opened when sealed, as it is when legacy plain text. */
export function openText(key: Buffer, ownerId: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const sealed = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(ownerId, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.byteLength - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(NONCE_BYTES, sealed.byteLength - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** A JSON value (a jsonb column) sealed as one JSON string. */
export const sealJson = (key: Buffer, ownerId: string, value: unknown): string =>
  JSON.stringify(sealText(key, ownerId, JSON.stringify(value)));

/** A jsonb column's value: a sealed string opened and parsed, legacy JSON as it is. */
export const openJson = <T>(key: Buffer, ownerId: string, stored: unknown): T =>
  typeof stored === 'string' && isSealed(stored)
    ? (JSON.parse(openText(key, ownerId, stored)) as T)
    : (stored as T);

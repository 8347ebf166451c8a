import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ByteRange, Bytes } from './backend';

/**
 * Media encryption at rest. Each file gets a random 256-bit data key, wrapped with the master key
 * (AES-256 key wrap, RFC 3394) and kept in the file's 64-byte header:
 *
 *   0  magic `RBNDENC1` · 8 chunk size (u32) · 12 plaintext size (u64) · 20 wrapped key (40) · 60 zero
 *
 * then the contents in chunks of `chunk size` bytes, each sealed with AES-256-GCM and followed by
 * its 16-byte tag. A chunk's nonce is its index (the key is never used for another file), and its
 * associated data is the header's first 20 bytes, the file's storage key and the chunk's index, so
 * a chunk cannot be altered, moved, swapped with another file's or cut off without failing to open.
 * A byte range needs only the chunks it covers. Files without the magic were stored in plain (before
 * encryption, or with `MEDIA_ENCRYPTION=off`) and are read as they are: uploads are sniffed as images
 * or audio and generated media are MP4 or JPEG, so none can begin with the magic.
 */
const MAGIC = Buffer.from('RBNDENC1', 'latin1');
export const HEADER_BYTES = 64;
const AUTHENTICATED_HEADER_BYTES = 20;
export const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const WRAP_IV = Buffer.from('A6A6A6A6A6A6A6A6', 'hex');

/** Stored bytes that do not open with their key: altered, truncated or not this file's. */
export class MediaIntegrityError extends Error {
  constructor(key: string, what: string) {
    super(`media object ${key} failed its integrity check: ${what}`);
    this.name = 'MediaIntegrityError';
  }
}

export interface EncryptedHeader {
  chunkBytes: number;
  plainBytes: number;
  dataKey: Buffer;
  authenticated: Buffer;
}

export const isEncrypted = (prefix: Uint8Array) =>
  prefix.byteLength >= HEADER_BYTES && MAGIC.equals(prefix.subarray(0, MAGIC.byteLength));

const nonce = (index: number) => {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(index, 8);
  return bytes;
};

const associatedData = (header: Buffer, key: string, index: number) => {
  const position = Buffer.alloc(4);
  position.writeUInt32BE(index);
  return Buffer.concat([header, Buffer.from(key, 'utf8'), position]);
};

export class MediaCipher {
  readonly #masterKey: Buffer;

  constructor(masterKey: Uint8Array) {
    if (masterKey.byteLength !== 32) throw new Error('the media encryption key must be 32 bytes');
    this.#masterKey = Buffer.from(masterKey);
  }

  /** The stored form of `plain` for the object `key`: header, then sealed chunks. */
  encrypt(key: string, plain: Uint8Array, chunkBytes = CHUNK_BYTES): Buffer {
    const dataKey = randomBytes(32);
    const wrap = createCipheriv('id-aes256-wrap', this.#masterKey, WRAP_IV);
    const wrapped = Buffer.concat([wrap.update(dataKey), wrap.final()]);
    const header = Buffer.alloc(HEADER_BYTES);
    MAGIC.copy(header, 0);
    header.writeUInt32BE(chunkBytes, 8);
    header.writeBigUInt64BE(BigInt(plain.byteLength), 12);
    wrapped.copy(header, AUTHENTICATED_HEADER_BYTES);
    const authenticated = header.subarray(0, AUTHENTICATED_HEADER_BYTES);
    const parts: Buffer[] = [header];
    for (let index = 0; index * chunkBytes < plain.byteLength; index += 1) {
      const cipher = createCipheriv('aes-256-gcm', dataKey, nonce(index));
      cipher.setAAD(associatedData(authenticated, key, index));
      const chunk = plain.subarray(index * chunkBytes, (index + 1) * chunkBytes);
      parts.push(cipher.update(chunk), cipher.final(), cipher.getAuthTag());
    }
    return Buffer.concat(parts);
  }

  /** Reads a header (the first `HEADER_BYTES` stored bytes) and unwraps its data key. */
  readHeader(key: string, bytes: Uint8Array): EncryptedHeader {
    const header = Buffer.from(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
    const chunkBytes = header.readUInt32BE(8);
    const plainBytes = Number(header.readBigUInt64BE(12));
    if (chunkBytes === 0 || !Number.isSafeInteger(plainBytes))
      throw new MediaIntegrityError(key, 'bad header');
    try {
      const unwrap = createDecipheriv('id-aes256-wrap', this.#masterKey, WRAP_IV);
      const wrapped = header.subarray(AUTHENTICATED_HEADER_BYTES, AUTHENTICATED_HEADER_BYTES + 40);
      const dataKey = Buffer.concat([unwrap.update(wrapped), unwrap.final()]);
      return {
        chunkBytes,
        plainBytes,
        dataKey,
        authenticated: header.subarray(0, AUTHENTICATED_HEADER_BYTES),
      };
    } catch {
      throw new MediaIntegrityError(key, 'the file key does not unwrap with this master key');
    }
  }

  /** The stored bytes that hold the plaintext `range`, and the first chunk among them. */
  locate(header: EncryptedHeader, range: ByteRange): { stored: ByteRange; firstChunk: number } {
    const firstChunk = Math.floor(range.start / header.chunkBytes);
    const lastChunk = Math.floor(range.end / header.chunkBytes);
    const frame = header.chunkBytes + TAG_BYTES;
    return {
      firstChunk,
      stored: {
        start: HEADER_BYTES + firstChunk * frame,
        end: HEADER_BYTES + lastChunk * frame + sealedLength(header, lastChunk) - 1,
      },
    };
  }

  /**
   * Opens the chunks read from `stored` (starting at `firstChunk`) one at a time and yields the
   * plaintext of `range`; a chunk that does not authenticate, or a stream that ends early, throws.
   */
  async *decrypt(
    key: string,
    header: EncryptedHeader,
    stored: Bytes,
    firstChunk: number,
    range: ByteRange,
  ): AsyncGenerator<Buffer> {
    let index = firstChunk;
    let pending = Buffer.alloc(0);
    const lastChunk = Math.floor(range.end / header.chunkBytes);
    const open = function* (this: void): Generator<Buffer> {
      while (index <= lastChunk) {
        const length = sealedLength(header, index);
        if (pending.byteLength < length) return;
        const sealed = pending.subarray(0, length);
        pending = pending.subarray(length);
        const decipher = createDecipheriv('aes-256-gcm', header.dataKey, nonce(index));
        decipher.setAAD(associatedData(header.authenticated, key, index));
        decipher.setAuthTag(sealed.subarray(length - TAG_BYTES));
        let plain: Buffer;
        try {
          plain = Buffer.concat([decipher.update(sealed.subarray(0, length - TAG_BYTES)), decipher.final()]);
        } catch {
          throw new MediaIntegrityError(key, `chunk ${index} does not authenticate`);
        }
        const offset = index * header.chunkBytes;
        const from = Math.max(0, range.start - offset);
        const to = Math.min(plain.byteLength, range.end - offset + 1);
        index += 1;
        yield plain.subarray(from, to);
      }
    };
    for await (const part of stored) {
      pending = pending.byteLength === 0 ? Buffer.from(part) : Buffer.concat([pending, part]);
      yield* open();
      if (index > lastChunk) return;
    }
    if (index <= lastChunk) throw new MediaIntegrityError(key, `chunk ${index} is missing`);
  }
}

/** A chunk's stored length: its plaintext length (the last one may be short) plus the tag. */
function sealedLength(header: EncryptedHeader, index: number): number {
  return Math.min(header.chunkBytes, header.plainBytes - index * header.chunkBytes) + TAG_BYTES;
}

/** A byte range, both ends included, as in an HTTP `Range` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Storage keys are random UUIDs chosen by the server, never user input. */
export const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('bad storage key');
  return key;
}

/** The stored bytes of a key are not there (deleted, or never written). */
export class MediaMissingError extends Error {
  constructor(key: string) {
    super(`media object ${key} is missing`);
    this.name = 'MediaMissingError';
  }
}

/**
 * Where media bytes live: a local folder or an S3-compatible bucket. Backends move opaque bytes
 * (already encrypted by the store when encryption is on) and know nothing about rows or users.
 */
export interface MediaBackend {
  /** Written to logs and `/health`-style diagnostics: `local folder` or `s3 bucket NAME`. */
  readonly description: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or the bytes of `range`, as a stream; throws `MediaMissingError`. */
  get(key: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array>>;
  exists(key: string): Promise<boolean>;
  /** Every storage key held (for the sweeper that removes files no row references). */
  keys(): AsyncIterable<string>;
  /** Deletes one key; deleting a missing key is not an error. */
  deleteKey(key: string): Promise<void>;
  /** A URL that fetches the object directly from the store, when the backend can make one. */
  presignedUrl?(key: string, options: { ttlSeconds: number; contentType: string }): Promise<string>;
}

/** Bytes as they arrive from a backend (a file or HTTP stream), or already in memory. */
export type Bytes = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export const NO_BYTES: AsyncIterable<Uint8Array> = { async *[Symbol.asyncIterator]() {} };

/**
 * A backend whose code loads on first use: the AWS SDK takes over a second to import, which a
 * server on the local folder should not pay at every start.
 */
export function loadedOnFirstUse(description: string, load: () => Promise<MediaBackend>): MediaBackend {
  let loaded: Promise<MediaBackend> | undefined;
  const backend = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    description,
    put: async (key, bytes) => (await backend()).put(key, bytes),
    get: async (key, range) => (await backend()).get(key, range),
    exists: async (key) => (await backend()).exists(key),
    async *keys() {
      yield* (await backend()).keys();
    },
    deleteKey: async (key) => (await backend()).deleteKey(key),
    async presignedUrl(key, options) {
      const inner = await backend();
      if (!inner.presignedUrl) throw new Error(`${description} cannot presign URLs`);
      return inner.presignedUrl(key, options);
    },
  };
}

/** Collects a stream into one buffer (for jobs that need a small file whole). */
export async function collect(stream: Bytes): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

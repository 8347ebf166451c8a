import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type ByteRange,
  checkStorageKey,
  type MediaBackend,
  MediaMissingError,
  NO_BYTES,
  STORAGE_KEY,
} from './backend';

/** Where the bucket is (README: `S3_*` variables). */
export interface S3Settings {
  /** Unset for AWS S3 itself; MinIO, Ceph, R2 and test servers give their URL. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's default chain (AWS_* variables, instance roles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path rather than the host name (MinIO and most local servers need it). */
  forcePathStyle: boolean;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Media as objects in an S3-compatible bucket, through the official AWS SDK client. */
export class S3Bucket implements MediaBackend {
  readonly description: string;
  readonly client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.description = `s3 bucket ${settings.bucket}`;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: checkStorageKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array>> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: checkStorageKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!answer.Body) throw new MediaMissingError(key);
      // In Node the body is the HTTP response (an `IncomingMessage`), read as it arrives.
      return answer.Body as AsyncIterable<Uint8Array>;
    } catch (error) {
      if (notFound(error)) throw new MediaMissingError(key);
      // A range that starts past the end (the header probe of an empty plain file) holds nothing.
      if (error instanceof S3ServiceException && error.name === 'InvalidRange') return NO_BYTES;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: checkStorageKey(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async *keys(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.#bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && STORAGE_KEY.test(object.Key)) yield object.Key;
      }
    }
  }

  async deleteKey(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: checkStorageKey(key) }));
  }

  presignedUrl(key: string, { ttlSeconds, contentType }: { ttlSeconds: number; contentType: string }) {
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: checkStorageKey(key),
      ResponseContentType: contentType,
      ResponseCacheControl: 'private, max-age=60',
    });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }
}

import type { Context } from 'hono';
import { ApiError, badRequest } from '../http/errors';

/** Upload limits (spec: pictures "max 10MB", voice files "up to 25MB"), enforced on the server. */
export const UPLOAD_LIMITS = { image: 10 * 1024 * 1024, audio: 25 * 1024 * 1024 } as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type from the file's first bytes (never from its name or declared type). */
export function sniffImage(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The audio container from the file's first bytes: MP3, WAV, M4A/MP4, WebM or Ogg. */
export function sniffAudio(bytes: Uint8Array): string | null {
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (startsWith(bytes, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'audio/mp4';
  if (startsWith(bytes, ascii('ID3'))) return 'audio/mpeg';
  const [first, second = 0] = bytes;
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'audio/mpeg';
  return null;
}

const DESCRIPTIONS: Record<
  UploadKind,
  { what: string; formats: string; sniff: (b: Uint8Array) => string | null }
> = {
  image: { what: 'image', formats: 'a JPG, PNG, GIF or WebP image', sniff: sniffImage },
  audio: { what: 'audio file', formats: 'an MP3, WAV, M4A, WebM or Ogg audio file', sniff: sniffAudio },
};

/** Multipart requests may carry the file plus a little form overhead. */
export const uploadBodyLimit = (kind: UploadKind) => UPLOAD_LIMITS[kind] + 256 * 1024;

export interface Upload {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** Reads a multipart form once; fields are strings, files are `File`s. */
export async function multipartForm(c: Context): Promise<Record<string, string | File>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data'))
    throw new ApiError(415, 'Send the request as multipart/form-data');
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw badRequest('The request body is not a valid multipart form');
  }
}

/** Takes a file field, checks its size and its content, and returns its bytes and real type. */
export async function takeUpload(
  form: Record<string, string | File>,
  field: string,
  kind: UploadKind,
): Promise<Upload> {
  const file = form[field];
  if (!(file instanceof File)) throw badRequest(`${field}: a file is required`);
  const limit = UPLOAD_LIMITS[kind];
  const { what, formats, sniff } = DESCRIPTIONS[kind];
  if (file.size > limit) {
    throw new ApiError(413, `The ${what} is too large: the limit is ${limit / (1024 * 1024)} MB`);
  }
  if (file.size === 0) throw badRequest(`${field}: the ${what} is empty`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniff(bytes);
  if (!contentType) throw new ApiError(415, `${field}: the file is not ${formats}`);
  return { bytes, contentType, fileName: file.name };
}

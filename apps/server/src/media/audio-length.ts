import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { runChildInBackground } from '@rebond/engine';
import pLimit from 'p-limit';
import { ApiError } from '../http/errors';
import { sniffAudio } from './uploads';

/**
 * How long an audio upload lasts, found without decoding it all. `declaredSeconds` reads what the
 * container says (a few header fields, the last Ogg page); `measureSeconds` decodes in an ffmpeg
 * child process that stops after the limit; `checkAudioLength` refuses an upload over its limit
 * with a "too long" 400 before any work is queued. Nothing here holds more than the upload itself
 * and a small read buffer in the server's memory.
 */

const text = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Seconds of audio in a PCM WAV, from its header (bounded by the bytes really there). */
export function wavSeconds(bytes: Uint8Array): number | undefined {
  const data = view(bytes);
  if (bytes.byteLength < 12 || text(bytes, 0, 4) !== 'RIFF' || text(bytes, 8, 4) !== 'WAVE') return undefined;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.byteLength; ) {
    const size = data.getUint32(offset + 4, true);
    const tag = text(bytes, offset, 4);
    if (tag === 'fmt ' && offset + 20 <= bytes.byteLength) byteRate = data.getUint32(offset + 16, true);
    if (tag === 'data') {
      if (byteRate === 0) return undefined;
      return Math.min(size, bytes.byteLength - offset - 8) / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/**
 * Seconds of an Ogg Opus or Vorbis stream: the granule position of the last page that has one,
 * over the codec's rate (48 kHz less the pre-skip for Opus, the identification header's rate for
 * Vorbis). Other Ogg codecs answer undefined.
 */
export function oggSeconds(bytes: Uint8Array): number | undefined {
  if (bytes.byteLength < 28 || text(bytes, 0, 4) !== 'OggS') return undefined;
  const data = view(bytes);
  const firstPacket = 27 + (bytes[26] ?? 0);
  let rate: number;
  let skip = 0;
  if (text(bytes, firstPacket, 8) === 'OpusHead' && firstPacket + 16 <= bytes.byteLength) {
    rate = 48_000;
    skip = data.getUint16(firstPacket + 10, true);
  } else if (text(bytes, firstPacket, 7) === '\x01vorbis' && firstPacket + 16 <= bytes.byteLength) {
    rate = data.getUint32(firstPacket + 12, true);
  } else {
    return undefined;
  }
  if (rate === 0) return undefined;
  const capture = Buffer.from('OggS');
  const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let end = all.byteLength; end > 0; ) {
    const page = all.lastIndexOf(capture, end - 1);
    if (page < 0 || page + 14 > all.byteLength) return undefined;
    const granule = data.getBigInt64(page + 6, true);
    // -1: no packet ends on this page; look at the one before.
    if (bytes[page + 4] === 0 && granule >= 0n) return Math.max(0, Number(granule) - skip) / rate;
    end = page;
  }
  return undefined;
}

/** An EBML variable-length integer at `offset`: its value (marker bit removed unless `id`) and length. */
function vint(bytes: Uint8Array, offset: number, id = false): { value: number; length: number } | undefined {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.byteLength) return undefined;
  let value = id ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { value: !id && unknown ? Number.POSITIVE_INFINITY : value, length };
}

const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  scale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
};

/** The children of an EBML element between `start` and `end`: id, payload offset and size. */
function* children(bytes: Uint8Array, start: number, end: number) {
  for (let offset = start; offset < end; ) {
    const id = vint(bytes, offset, true);
    const size = id && vint(bytes, offset + id.length);
    if (!id || !size) return;
    const body = offset + id.length + size.length;
    yield { id: id.value, body, size: Math.min(size.value, bytes.byteLength - body) };
    if (!Number.isFinite(size.value)) return;
    offset = body + size.value;
  }
}

const uint = (bytes: Uint8Array, offset: number, size: number) =>
  bytes.subarray(offset, offset + size).reduce((value, byte) => value * 256 + byte, 0);

/**
 * Seconds of a WebM/Matroska file: the Segment Info's Duration when the file has one; otherwise
 * (browsers' MediaRecorder writes none) the time code of the last cluster, a lower bound that is
 * enough to refuse a file that is too long.
 */
export function webmSeconds(bytes: Uint8Array): number | undefined {
  let scale = 1_000_000;
  for (const top of children(bytes, 0, bytes.byteLength)) {
    if (top.id !== EBML.segment) continue;
    for (const element of children(bytes, top.body, top.body + top.size)) {
      if (element.id === EBML.cluster) break;
      if (element.id !== EBML.info) continue;
      let duration: number | undefined;
      for (const field of children(bytes, element.body, element.body + element.size)) {
        if (field.id === EBML.scale) scale = uint(bytes, field.body, field.size);
        if (field.id === EBML.duration && (field.size === 4 || field.size === 8)) {
          const data = view(bytes);
          duration = field.size === 4 ? data.getFloat32(field.body) : data.getFloat64(field.body);
        }
      }
      if (duration !== undefined && Number.isFinite(duration) && duration > 0)
        return (duration * scale) / 1e9;
    }
    break;
  }
  const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const marker = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
  let end = all.byteLength;
  for (let tries = 0; tries < 16 && end > 0; tries++) {
    const at = all.lastIndexOf(marker, end - 1);
    if (at < 0) return undefined;
    const size = vint(bytes, at + 4);
    const body = size && at + 4 + size.length;
    const first = body ? [...children(bytes, body, Math.min(bytes.byteLength, body + 64))][0] : undefined;
    if (first?.id === EBML.timecode && first.size <= 8)
      return (uint(bytes, first.body, first.size) * scale) / 1e9;
    end = at;
  }
  return undefined;
}

/** Seconds of an MP4/M4A file from its movie header (`moov/mvhd`); fragmented files answer undefined. */
export function mp4Seconds(bytes: Uint8Array): number | undefined {
  const data = view(bytes);
  const boxes = function* (start: number, end: number) {
    for (let offset = start; offset + 8 <= end; ) {
      let size = data.getUint32(offset);
      let header = 8;
      if (size === 1 && offset + 16 <= end) {
        size = Number(data.getBigUint64(offset + 8));
        header = 16;
      } else if (size === 0) size = end - offset;
      if (size < header) return;
      yield { type: text(bytes, offset + 4, 4), body: offset + header, end: Math.min(end, offset + size) };
      offset += size;
    }
  };
  for (const box of boxes(0, bytes.byteLength)) {
    if (box.type !== 'moov') continue;
    for (const inner of boxes(box.body, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const version = bytes[inner.body];
      const at = inner.body + (version === 1 ? 20 : 12);
      if (at + (version === 1 ? 12 : 8) > bytes.byteLength) return undefined;
      const timescale = data.getUint32(at);
      const duration = version === 1 ? Number(data.getBigUint64(at + 4)) : data.getUint32(at + 4);
      return timescale > 0 && duration > 0 ? duration / timescale : undefined;
    }
  }
  return undefined;
}

/**
 * What the container says about its length, without decoding: WAV, Ogg (Opus, Vorbis), WebM and
 * MP4 headers. Undefined when it does not say (MP3, fragmented MP4, other Ogg codecs); the capped
 * decode of `measureSeconds` answers then.
 */
export function declaredSeconds(bytes: Uint8Array): number | undefined {
  switch (sniffAudio(bytes)) {
    case 'audio/wav':
      return wavSeconds(bytes);
    case 'audio/ogg':
      return oggSeconds(bytes);
    case 'audio/webm':
      return webmSeconds(bytes);
    case 'audio/mp4':
      return mp4Seconds(bytes);
    default:
      return undefined;
  }
}

/** The wall-clock cap of one measuring decode. */
const MEASURE_TIMEOUT_MS = 30_000;

/**
 * Measuring decodes run one per core at most, at the engine's background priority: twenty
 * recordings arriving at once wait their turn (tens of milliseconds each) instead of twenty
 * ffmpeg processes crowding out the event loop, which answered other requests up to 0.7 s late.
 */
const measuring = pLimit(availableParallelism());

/**
 * Decodes at most `limitSeconds` + 1 s of the file in an ffmpeg child process (`-t`), counting
 * samples as they stream out, so neither a long file nor a lying header costs more than that.
 * Resolves the length in seconds (just over the limit when the file is longer), `null` when ffmpeg
 * cannot decode it, and, without ffmpeg, what a WAV header says (`undefined` for other files: the
 * transcriber measures them later). Decodes wait their turn in `measuring`.
 */
export function measureSeconds(
  bytes: Uint8Array,
  ffmpeg: string | null,
  limitSeconds: number,
): Promise<number | null | undefined> {
  if (!ffmpeg) return Promise.resolve(wavSeconds(bytes));
  return measuring(() => decodeSeconds(bytes, ffmpeg, limitSeconds));
}

/** One measuring decode in its ffmpeg child process, lowered to the background priority. */
function decodeSeconds(
  bytes: Uint8Array,
  ffmpeg: string,
  limitSeconds: number,
): Promise<number | null | undefined> {
  const sampleRate = 8000;
  const args = ['-hide_banner', '-loglevel', 'error', '-threads', '1', '-i', 'pipe:0', '-vn'];
  args.push('-t', String(limitSeconds + 1), '-ac', '1', '-ar', String(sampleRate), '-f', 's16le', 'pipe:1');
  return new Promise((resolve) => {
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    runChildInBackground(child);
    let samples = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), MEASURE_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      samples += chunk.length / 2;
    });
    // ffmpeg stops reading at the limit or on a broken file; that is its answer, not our error.
    child.stdin.on('error', () => undefined);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(wavSeconds(bytes));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0 && samples > 0 ? samples / sampleRate : null);
    });
    child.stdin.end(bytes);
  });
}

/**
 * Refuses an audio upload longer than `limitSeconds` (400, "too long") from its header first, then
 * from a capped decode; refuses one ffmpeg cannot decode (400). Answers the measured seconds, or
 * undefined when they cannot be known yet (no ffmpeg and not a WAV).
 */
export async function checkAudioLength(
  bytes: Uint8Array,
  options: { field: string; what: string; limitSeconds: number; ffmpeg: string | null },
): Promise<number | undefined> {
  const { field, what, limitSeconds } = options;
  const tooLong = (seconds: number) =>
    new ApiError(
      400,
      `${field}: the ${what} is too long: it lasts ${Math.round(seconds)} s; the limit is ${limitSeconds} s`,
    );
  const declared = declaredSeconds(bytes);
  if (declared !== undefined && declared > limitSeconds) throw tooLong(declared);
  const seconds = await measureSeconds(bytes, options.ffmpeg, limitSeconds);
  if (seconds === null) {
    throw new ApiError(400, `${field}: the ${what} could not be decoded. Please record again.`);
  }
  if (seconds !== undefined && seconds > limitSeconds) {
    throw new ApiError(
      400,
      `${field}: the ${what} is too long: it lasts more than ${limitSeconds} s; the limit is ${limitSeconds} s`,
    );
  }
  return seconds;
}

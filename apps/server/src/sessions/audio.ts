import { spawn } from 'node:child_process';

/** The recorder's limit (spec section 9): messages longer than this are refused. */
export const MAX_RECORDING_SECONDS = 300;

/** Seconds of audio in a PCM WAV, from its header; undefined when it is not one we can read. */
export function wavSeconds(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return undefined;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'fmt ' && offset + 16 <= bytes.byteLength)
      byteRate = view.getUint32(offset + 16, true);
    if (tag(offset) === 'data') {
      if (byteRate === 0) return undefined;
      return Math.min(size, bytes.byteLength - offset - 8) / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/**
 * Measures a recording by decoding it with ffmpeg (browser WebM files carry no duration in their
 * header, so the samples are counted). Resolves the length in seconds, `null` when ffmpeg cannot
 * decode it, and `undefined` when there is no ffmpeg and the file is not a plain WAV (the reply job
 * measures it then, from the transcriber's answer).
 */
export function measureRecordingSeconds(
  bytes: Uint8Array,
  ffmpeg: string | null,
): Promise<number | null | undefined> {
  if (!ffmpeg) return Promise.resolve(wavSeconds(bytes));
  const sampleRate = 8000;
  return new Promise((resolve) => {
    const child = spawn(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        'pipe:0',
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(sampleRate),
      ].concat(['-f', 's16le', 'pipe:1']),
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    let samples = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      samples += chunk.length / 2;
    });
    // ffmpeg may stop reading early on a broken file; that is its answer, not our error.
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

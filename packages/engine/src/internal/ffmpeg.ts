import { createRequire } from 'node:module';
import { MAX_RECORDING_SECONDS, VOICE_SAMPLE_MAX_SECONDS } from '@rebond/vocabulary';
import { EngineError, type EngineStage } from '../errors.js';
import { run, which } from './process.js';
import { decodeWav, type Pcm } from './wav.js';

let cached: string | null | undefined;

/**
 * Finds ffmpeg: `REBOND_FFMPEG`, then the system's (`/usr/bin/ffmpeg` or PATH), then the optional
 * `@ffmpeg-installer/ffmpeg` npm package when it is installed. ffmpeg builds are often GPL, so the
 * engine never depends on one: without it, only WAV input works and local rendering is unavailable.
 */
export function findFfmpeg(explicit?: string): string | undefined {
  if (explicit) return which(explicit);
  if (cached !== undefined) return cached ?? undefined;
  const fromEnv = process.env.REBOND_FFMPEG;
  let found = fromEnv ? which(fromEnv) : undefined;
  found ??= which('/usr/bin/ffmpeg') ?? which('ffmpeg');
  if (!found) {
    try {
      const require = createRequire(import.meta.url);
      const installer = require('@ffmpeg-installer/ffmpeg') as { path?: string };
      if (installer.path) found = which(installer.path);
    } catch {
      // optional package not installed
    }
  }
  cached = found ?? null;
  return found;
}

/** Like findFfmpeg but throws a user-showable error when there is none. */
export function requireFfmpeg(stage: EngineStage, explicit?: string): string {
  const found = findFfmpeg(explicit);
  if (!found) {
    throw new EngineError(
      stage,
      'missing_dependency',
      'The media engine needs ffmpeg for this step, and it is not installed on the server.',
      { detail: 'install Debian ffmpeg, set REBOND_FFMPEG, or add @ffmpeg-installer/ffmpeg' },
    );
  }
  return found;
}

/**
 * The most audio one decode returns, in seconds: a little over the longest recording or voice
 * sample the server takes, so a file that lies about its length costs no more than that.
 */
export const DECODE_MAX_SECONDS = Math.max(MAX_RECORDING_SECONDS, VOICE_SAMPLE_MAX_SECONDS) + 1;

/**
 * Decodes any audio the browsers send (WebM/Opus, MP4/AAC, Ogg, MP3, WAV) to 16 kHz mono PCM, at
 * most `maxSeconds` of it (ffmpeg's `-t`, in a child process). Plain PCM WAV is read directly
 * without ffmpeg.
 */
export async function decodeAudio(
  bytes: Uint8Array,
  stage: EngineStage,
  options: { ffmpeg?: string; sampleRate?: number; maxSeconds?: number } = {},
): Promise<Pcm> {
  const sampleRate = options.sampleRate ?? 16000;
  const maxSeconds = options.maxSeconds ?? DECODE_MAX_SECONDS;
  if (bytes.length === 0) throw new EngineError(stage, 'bad_audio', 'The recording is empty.');
  const wav = decodeWav(bytes);
  if (wav && wav.sampleRate === sampleRate) return wav;
  if (wav && !findFfmpeg(options.ffmpeg)) {
    const { resample } = await import('./wav.js');
    return resample(wav, sampleRate);
  }
  const ffmpeg = requireFfmpeg(stage, options.ffmpeg);
  const result = await run(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-vn',
      '-t',
      String(maxSeconds),
      '-ac',
      '1',
      '-ar',
      String(sampleRate),
      '-f',
      's16le',
      'pipe:1',
    ],
    { input: bytes, timeoutMs: 60_000 },
  );
  if (result.code !== 0 || result.stdout.length < 2) {
    throw new EngineError(
      stage,
      'bad_audio',
      'The recording could not be decoded. Record again or upload WAV, WebM, MP4 or MP3 audio.',
      {
        detail: result.stderr.trim().split('\n').slice(-2).join(' '),
      },
    );
  }
  const samples = new Int16Array(
    result.stdout.buffer.slice(
      result.stdout.byteOffset,
      result.stdout.byteOffset + (result.stdout.length & ~1),
    ),
  );
  return { sampleRate, samples };
}

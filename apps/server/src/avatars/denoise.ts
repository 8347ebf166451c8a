import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VOICE_SAMPLE_MAX_SECONDS } from '@rebond/vocabulary';

/**
 * ffmpeg filters for `remove_background_noice`: cut rumble below 80 Hz, then FFT denoising that
 * tracks the noise floor. Speech stays; steady hum, fans and hiss drop.
 */
const FILTERS = 'highpass=f=80,afftdn=nr=12:nf=-30:tn=1';

/**
 * Removes background noise from a voice sample with ffmpeg and returns a 16 kHz mono WAV. Files go
 * through a folder of `tempDir` (the process's private one) because MP4/M4A samples need a seekable
 * input.
 */
export async function removeBackgroundNoise(
  ffmpeg: string,
  sample: Uint8Array,
  tempDir: string,
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tempDir, 'rebond-denoise-'));
  try {
    const input = path.join(dir, 'sample');
    const output = path.join(dir, 'clean.wav');
    await writeFile(input, sample, { mode: 0o600 });
    await new Promise<void>((resolve, reject) => {
      execFile(
        ffmpeg,
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-i',
          input,
          '-vn',
          '-t',
          String(VOICE_SAMPLE_MAX_SECONDS + 1),
          '-af',
          FILTERS,
          '-ac',
          '1',
          '-ar',
          '16000',
        ].concat(['-c:a', 'pcm_s16le', output]),
        { timeout: 60_000 },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

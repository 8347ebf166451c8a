import { EngineError } from '../errors.js';
import { run, which } from '../internal/process.js';
import { decodeWav, encodeWav, type Pcm, resample } from '../internal/wav.js';

/**
 * espeak-ng is GPL-3.0: the engine never bundles it and uses the system binary only when it is
 * installed (Debian `espeak-ng`), for Spanish and German voices.
 */
export function findEspeak(): string | undefined {
  return which(process.env.REBOND_ESPEAK ?? 'espeak-ng');
}

/**
 * Speaks text with espeak-ng; `pitch`, `speed`, `amplitude` and `wordGap` use espeak's own scales
 * (0-99, words per minute, 0-200 with 100 normal, units of 10 ms).
 */
export async function espeakSynthesize(
  text: string,
  options: { voice: string; pitch: number; speed: number; amplitude?: number; wordGap?: number },
): Promise<{ pcm: Pcm; wav: Buffer }> {
  const bin = findEspeak();
  if (!bin) {
    throw new EngineError(
      'synthesize',
      'unsupported_language',
      'Local voices speak English only on this server. Install espeak-ng for Spanish and German, or configure ElevenLabs.',
    );
  }
  const args = [
    '-v',
    options.voice,
    '-p',
    String(Math.round(options.pitch)),
    '-s',
    String(Math.round(options.speed)),
    ...(options.amplitude !== undefined ? ['-a', String(Math.round(options.amplitude))] : []),
    ...(options.wordGap ? ['-g', String(Math.round(options.wordGap))] : []),
    '--stdout',
    text,
  ];
  const result = await run(bin, args, { timeoutMs: 30_000 });
  const decoded = result.code === 0 ? decodeWav(result.stdout) : undefined;
  if (!decoded || decoded.samples.length === 0) {
    throw new EngineError('synthesize', 'internal', 'The local voice could not speak this reply.', {
      detail: result.stderr.slice(0, 200),
    });
  }
  const pcm = resample(decoded, 16000);
  return { pcm, wav: encodeWav(pcm) };
}

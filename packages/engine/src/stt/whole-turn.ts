import { encodeWav } from '../internal/wav.js';
import type { ListenOptions, LiveTranscription, Transcriber } from './types.js';

/**
 * Listening with a recogniser that cannot recognise as the audio arrives: the turn is kept and
 * transcribed whole when it ends (no partial results).
 */
export function wholeTurn(
  transcriber: Pick<Transcriber, 'transcribe'>,
  options: ListenOptions,
): LiveTranscription {
  let chunks: Int16Array[] = [];
  return {
    write(samples) {
      chunks.push(samples);
    },
    finish() {
      const samples = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        samples.set(chunk, at);
        at += chunk.length;
      }
      chunks = [];
      return transcriber.transcribe(encodeWav({ sampleRate: options.sampleRate, samples }), {
        mimeType: 'audio/wav',
        ...(options.hints?.length ? { hints: options.hints } : {}),
      });
    },
    cancel() {
      chunks = [];
    },
  };
}

import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PocketsphinxTranscriber } from '../src/index.js';
import { decodeWav } from '../src/internal/wav.js';
import { PocketsphinxLive } from '../src/stt/pocketsphinx-live.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { wordErrorRate } from './helpers.js';

const FIRST = 'I feel like you never listen to me.';
const SECOND = 'What would you like to be different between us?';

/** A sentence as 16 kHz samples. */
async function spoken(text: string): Promise<Int16Array> {
  const speech = await fliteSynthesize(text, { voice: 'rms' });
  const pcm = decodeWav(speech.wav);
  if (pcm?.sampleRate !== 16000) throw new Error('flite did not give 16 kHz PCM');
  return pcm.samples;
}

/** Writes samples in 40 ms frames, as the live channel receives them. */
function writeFrames(live: { write(samples: Int16Array): void }, samples: Int16Array) {
  for (let at = 0; at < samples.length; at += 640) live.write(samples.subarray(at, at + 640));
}

describe('listening to a turn as it is spoken (pocketsphinx_continuous)', () => {
  it('gives the first sentence as a partial result at the pause, and the whole turn with confidences at its end', async () => {
    const partials: string[] = [];
    let heardFirst: () => void = () => undefined;
    const firstHeard = new Promise<void>((resolve) => {
      heardFirst = resolve;
    });
    const live = new PocketsphinxTranscriber().listen({
      sampleRate: 16000,
      onPartial(text) {
        partials.push(text);
        heardFirst();
      },
    });
    writeFrames(live, await spoken(FIRST));
    // A pause of one second: the recogniser ends its utterance and prints it.
    writeFrames(live, new Int16Array(16000));
    await firstHeard;
    expect(wordErrorRate(FIRST, partials[0] ?? '')).toBeLessThanOrEqual(0.2);
    writeFrames(live, await spoken(SECOND));
    const result = await live.finish();
    expect(wordErrorRate(`${FIRST} ${SECOND}`, result.text)).toBeLessThanOrEqual(0.2);
    expect(result.text.startsWith(partials[0] ?? '-')).toBe(true);
    // Each word keeps the recogniser's posterior confidence (the heard turn's unsure words).
    for (const word of result.words) expect(word.confidence).toBeGreaterThanOrEqual(0);
    expect(result.durationS).toBeGreaterThan(5);
    expect(result.report.implementation).toMatch(/^pocketsphinx-cli/);
  }, 60_000);

  it('takes audio at another rate', async () => {
    const samples = await spoken(FIRST);
    // The same sound at 32 kHz (each sample twice).
    const doubled = new Int16Array(samples.length * 2).map((_, i) => samples[i >> 1] ?? 0);
    const live = new PocketsphinxTranscriber().listen({ sampleRate: 32000 });
    writeFrames(live, doubled);
    const result = await live.finish();
    expect(wordErrorRate(FIRST, result.text)).toBeLessThanOrEqual(0.2);
    expect(result.durationS).toBeCloseTo(samples.length / 16000, 1);
  }, 60_000);

  it('transcribes the turn whole when the live program fails', async () => {
    let fallbackGot = 0;
    const live = new PocketsphinxLive({
      bin: '/bin/false',
      settings: [],
      tempDir: undefined,
      implementation: 'test',
      sampleRate: 16000,
      async fallback(wav) {
        fallbackGot = wav.byteLength;
        return {
          text: 'heard whole',
          words: [],
          report: { stage: 'transcribe', implementation: 'x', ms: 1 },
        };
      },
    });
    live.write(new Int16Array(1600));
    expect((await live.finish()).text).toBe('heard whole');
    expect(fallbackGot).toBe(44 + 3200);
  });

  it('leaves nothing behind when a turn is dropped', async () => {
    const tempDir = await mkdtemp(join(tmpdir(), 'rebond-listen-'));
    const live = new PocketsphinxTranscriber({ tempDir }).listen({ sampleRate: 16000 });
    writeFrames(live, await spoken(FIRST));
    await new Promise((resolve) => setTimeout(resolve, 200));
    live.cancel();
    await vi.waitFor(async () => expect(await readdir(tempDir)).toEqual([]), { timeout: 1000, interval: 20 });
  });
});

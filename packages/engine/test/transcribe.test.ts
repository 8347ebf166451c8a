import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError, PocketsphinxTranscriber, SoundSwallowerTranscriber } from '../src/index.js';
import { encodeWav } from '../src/internal/wav.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { convertAudio, wordErrorRate } from './helpers.js';

const SENTENCE = 'I feel like you never listen to me, and it makes me angry.';

describe('local speech to text', () => {
  describe('given a synthesized sentence', () => {
    it('pocketsphinx transcribes it back to nearly the same words, with word timings', async () => {
      const speech = await fliteSynthesize(SENTENCE, { voice: 'rms' });
      const result = await new PocketsphinxTranscriber().transcribe(speech.wav, { mimeType: 'audio/wav' });
      expect(wordErrorRate(SENTENCE, result.text)).toBeLessThanOrEqual(0.2);
      expect(result.words.length).toBeGreaterThan(8);
      const last = result.words.at(-1);
      expect(last?.end).toBeGreaterThan(2);
      expect(last?.end).toBeLessThanOrEqual((result.durationS ?? 0) + 0.05);
      expect(result.report.implementation).toMatch(/^pocketsphinx-cli/);
      expect(result.report.ms).toBeGreaterThan(0);
    });

    it('reads a browser WebM/Opus recording and a Safari MP4/AAC recording', async () => {
      const speech = await fliteSynthesize(SENTENCE, { voice: 'slt' });
      const stt = new PocketsphinxTranscriber();
      const webm = await stt.transcribe(convertAudio(speech.wav, 'webm'), {
        mimeType: 'audio/webm;codecs=opus',
      });
      const mp4 = await stt.transcribe(convertAudio(speech.wav, 'mp4'), { mimeType: 'audio/mp4' });
      expect(wordErrorRate(SENTENCE, webm.text)).toBeLessThanOrEqual(0.35);
      expect(wordErrorRate(SENTENCE, mp4.text)).toBeLessThanOrEqual(0.35);
    });

    it('the npm-only fallback recognises most words of its limited vocabulary', async () => {
      const speech = await fliteSynthesize(SENTENCE, { voice: 'rms' });
      const result = await new SoundSwallowerTranscriber().transcribe(speech.wav);
      expect(wordErrorRate(SENTENCE, result.text)).toBeLessThanOrEqual(0.5);
      expect(result.report.implementation).toBe('soundswallower-wasm-grammar');
    });
  });

  describe('when there is nothing to hear', () => {
    it('fails with a reason instead of inventing text', async () => {
      const silence = encodeWav({ sampleRate: 16000, samples: new Int16Array(16000 * 2) });
      const error = await new PocketsphinxTranscriber().transcribe(silence).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('no_speech');
      expect((error as EngineError).reason).toMatch(/No speech/);
    });

    it('rejects bytes that are not audio', async () => {
      const error = await new PocketsphinxTranscriber()
        .transcribe(Buffer.from('not audio at all'))
        .catch((e: unknown) => e);
      expect((error as EngineError).code).toBe('bad_audio');
    });
  });
});

describe('given real read speech (Debian pocketsphinx-testdata, LibriVox public domain)', () => {
  it('gets most words right, with the honest error rate of a small local model', async () => {
    const dir = '/usr/share/pocketsphinx/test/data/librivox';
    const lines = readFileSync(join(dir, 'transcription'), 'utf8').trim().split('\n');
    const stt = new PocketsphinxTranscriber();
    const rates: number[] = [];
    for (const line of lines) {
      const m = /^(.*)\s+\((.*)\)$/.exec(line.trim());
      if (!m) continue;
      const reference = (m[1] ?? '').replace(/<\/?s>/g, ' ');
      const result = await stt.transcribe(readFileSync(join(dir, `${m[2]}.wav`)));
      rates.push(wordErrorRate(reference, result.text));
    }
    expect(rates).toHaveLength(5);
    rates.sort((a, b) => a - b);
    // Median word error rate is 0.36 on these five clips; the README states it.
    expect(rates[2]).toBeLessThanOrEqual(0.5);
    expect(rates[0]).toBeLessThan(0.35);
  });
});

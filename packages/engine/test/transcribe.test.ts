import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EngineError, PocketsphinxTranscriber, SoundSwallowerTranscriber } from '../src/index.js';
import { encodeWav } from '../src/internal/wav.js';
import { POCKETSPHINX_SEARCH, parseHypseg } from '../src/stt/pocketsphinx.js';
import { PocketsphinxBatch } from '../src/stt/pocketsphinx-batch.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { childProcesses, convertAudio, wordErrorRate } from './helpers.js';

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
    }, 20_000);

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

describe('the recogniser kept running between recordings (pocketsphinx_batch)', () => {
  it('reads its result lines: words, start and end times in seconds, fillers left out', () => {
    expect(
      parseHypseg(
        'u3 S 0 T -8884396 A -8882176 L -2220 0 -324608 0 <s> 16 -396288 -160 i 30 -946176 -365 wanted 70 -673792 -26 to(3) 86 -1 -1 </s> 120',
      ),
    ).toEqual([
      { word: 'i', start: 0.16, end: 0.3 },
      { word: 'wanted', start: 0.3, end: 0.7 },
      { word: 'to', start: 0.7, end: 0.86 },
    ]);
  });

  it("puts each word's posterior confidence from the -ctm lines on it, and none where they do not match", () => {
    const hypseg =
      'u3 S 0 T -8884396 A -8882176 L -2220 0 -324608 0 <s> 16 -396288 -160 i 30 -946176 -365 wanted 70 -673792 -26 to(3) 86 -1 -1 </s> 120';
    expect(
      parseHypseg(hypseg, ['u3 1 0.16 0.14 i 0.912', 'u3 1 0.30 0.40 wanted 0.044']).map((w) => w.confidence),
    ).toEqual([0.912, 0.044, undefined]);
    expect(parseHypseg(hypseg, ['u3 1 0.16 0.14 you 0.9']).every((w) => w.confidence === undefined)).toBe(
      true,
    );
  });

  it('loads the model once for many recordings, and starts a new one after it died', async () => {
    const batch = new PocketsphinxBatch('/usr/bin/pocketsphinx_batch', POCKETSPHINX_SEARCH);
    try {
      const speech = await fliteSynthesize(SENTENCE, { voice: 'rms' });
      const first = await batch.recognize(speech.wav, 60_000).then((r) => parseHypseg(r.hypseg, r.ctm));
      const pid = batch.pid;
      const second = await batch.recognize(speech.wav, 60_000).then((r) => parseHypseg(r.hypseg, r.ctm));
      // Every word gets the recogniser's posterior confidence, both times (the -ctm file is read as it grows).
      for (const words of [first, second]) {
        expect(words.length).toBeGreaterThan(0);
        for (const w of words) expect(w.confidence).toBeGreaterThanOrEqual(0);
      }
      expect(pid).toBeGreaterThan(0);
      expect(batch.pid).toBe(pid);
      for (const words of [first, second]) {
        expect(wordErrorRate(SENTENCE, words.map((w) => w.word).join(' '))).toBeLessThanOrEqual(0.2);
      }
      process.kill(pid as number, 'SIGKILL');
      await vi.waitFor(() => expect(batch.pid).toBeUndefined(), { timeout: 10_000, interval: 20 });
      const again = await batch.recognize(speech.wav, 60_000).then((r) => parseHypseg(r.hypseg, r.ctm));
      expect(batch.pid).not.toBe(pid);
      expect(again.map((w) => w.word)).toEqual(first.map((w) => w.word));
    } finally {
      await batch.close();
    }
    expect(batch.pid).toBeUndefined();
  }, 20_000);

  it('is what the transcriber uses with its general model too, and ends when the transcriber closes', async () => {
    const before = new Set(childProcesses('pocketsphinx_batch'));
    const stt = new PocketsphinxTranscriber();
    const speech = await fliteSynthesize(SENTENCE, { voice: 'rms' });
    await stt.transcribe(speech.wav, { mimeType: 'audio/wav' });
    // Was none: `this.batch?.lm !== lm` was false for the general model, whose lm is undefined, so
    // each recording loaded the model in a program of its own.
    const started = childProcesses('pocketsphinx_batch').filter((pid) => !before.has(pid));
    expect(started).toHaveLength(1);
    await stt.transcribe(speech.wav, { mimeType: 'audio/wav' });
    expect(childProcesses('pocketsphinx_batch').filter((pid) => !before.has(pid))).toEqual(started);
    await stt.close();
    // Reaped when close settles: no /proc entry is left.
    expect(existsSync(`/proc/${started[0]}`)).toBe(false);
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
    // Median word error rate is 0.29 on these five clips (0.36 one-shot); the README states it.
    expect(rates[2]).toBeLessThanOrEqual(0.5);
    expect(rates[0]).toBeLessThan(0.35);
  }, 30_000);
});

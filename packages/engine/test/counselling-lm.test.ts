import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELD_OUT_SENTENCES } from '../bench/stt-held-out.js';
import { counsellingCorpus, normaliseSentence } from '../src/stt/counselling-corpus.js';
import { counsellingLanguageModel } from '../src/stt/counselling-lm.js';
import { generalModelFiles, readTrigramModel } from '../src/stt/general-model.js';
import { transcriptionHints } from '../src/stt/hints.js';
import { POCKETSPHINX_SEARCH, parseHypseg } from '../src/stt/pocketsphinx.js';
import { PocketsphinxBatch } from '../src/stt/pocketsphinx-batch.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { wordErrorRate } from './helpers.js';

// Debian's small test model (91 words about a turtle robot) stands in for the 72,000-word general
// model, which takes too long to mix in a test; the dictionary is the real one.
const TURTLE = '/usr/share/pocketsphinx/test/data/turtle.lm.bin';
const DICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
const dir = mkdtempSync(join(tmpdir(), 'rebond-counselling-lm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const build = (hints: string[] = []) =>
  counsellingLanguageModel({ hints, dir, general: { lm: TURTLE, dict: DICT } }) as string;

const unigramOf = (arpa: string, word: string) =>
  arpa
    .slice(arpa.indexOf('\\1-grams:'), arpa.indexOf('\\2-grams:'))
    .split('\n')
    .find((line) => line.split(' ')[1] === word);

async function recognise(lm: string, text: string): Promise<string> {
  const batch = new PocketsphinxBatch('/usr/bin/pocketsphinx_batch', [...POCKETSPHINX_SEARCH, '-lm', lm]);
  try {
    const speech = await fliteSynthesize(text, { voice: 'rms' });
    return parseHypseg((await batch.recognize(speech.wav, 60_000)).hypseg)
      .map((w) => w.word)
      .join(' ');
  } finally {
    batch.close();
  }
}

describe('the counselling corpus', () => {
  it('has thousands of sentences, and none of the held-out bench sentences', () => {
    const corpus = counsellingCorpus();
    expect(corpus.length).toBeGreaterThan(3000);
    const lines = new Set(corpus);
    for (const sentence of HELD_OUT_SENTENCES) expect(lines.has(normaliseSentence(sentence))).toBe(false);
  });
});

describe('the counselling language model', () => {
  it('mixes the corpus into the general model, and the recogniser loads it and hears counselling words', async () => {
    const path = build();
    expect(build()).toBe(path); // cached
    const arpa = readFileSync(path, 'utf8');
    // The general model's words and the corpus's, with the corpus's trigrams.
    expect(unigramOf(arpa, 'backward')).toBeDefined();
    expect(unigramOf(arpa, 'drinking')).toBeDefined();
    expect(arpa).toMatch(/\n-[0-9.]+ tell me more\n/);
    const sentence = 'Tell me more about your drinking.';
    expect(wordErrorRate(sentence, await recognise(path, sentence))).toBeLessThanOrEqual(0.2);
    // The turtle model alone has none of these words.
    expect(wordErrorRate(sentence, await recognise(TURTLE, sentence))).toBeGreaterThanOrEqual(0.8);
  }, 180_000);

  it("puts the coach's hint words into the model, where the recogniser hears them", async () => {
    const plain = readFileSync(build(), 'utf8');
    const hinted = build(['Marguerite', 'the avatar: Marguerite, a nurse', '']);
    expect(unigramOf(plain, 'marguerite')).toBeUndefined();
    expect(unigramOf(readFileSync(hinted, 'utf8'), 'marguerite')).toMatch(/^-[0-9.]+ marguerite/);
    expect(await recognise(hinted, 'Marguerite, tell me more about your drinking.')).toMatch(/^marguerite /);
  }, 180_000);
});

describe("the coach's hint words for a turn", () => {
  it("are the avatar's name first, then its profile's words and the session's scenario", () => {
    const hints = transcriptionHints(
      { name: 'Marguerite', role_occupation: 'night nurse', personality_keywords: 'guarded, proud' },
      'She has been drinking since the divorce.',
    );
    expect(hints[0]).toBe('Marguerite');
    expect(hints).toContain('night nurse');
    expect(hints).toContain('guarded, proud');
    expect(hints.at(-1)).toBe('She has been drinking since the divorce.');
  });
});

describe("reading Debian's general model back from its binary", () => {
  it.runIf(generalModelFiles())('gives its probabilities: unigrams sum to one, "thank you" is likely', () => {
    const model = readTrigramModel(generalModelFiles()?.lm as string);
    expect(model.words).toHaveLength(72547);
    const sum = model.unigramProb.reduce((total, lp) => total + 10 ** lp, 0);
    expect(sum).toBeCloseTo(1, 3);
    const thank = model.words.indexOf('thank');
    const you = model.words.indexOf('you');
    const j = model.bigramFirst.findIndex((v, i) => v === thank && model.bigramSecond[i] === you);
    expect(model.bigramProb[j]).toBeGreaterThan(-0.3);
  });
});

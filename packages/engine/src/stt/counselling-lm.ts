import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { counsellingCorpus, normaliseSentence } from './counselling-corpus.js';
import {
  generalModelFiles,
  readDictionaryWords,
  readTrigramModel,
  type TrigramModel,
} from './general-model.js';
import { CorpusNgrams, pairKey } from './ngram-model.js';

/**
 * The counselling model: P(w | u v) = corpus * P_counselling(w | u v) + (1 - corpus) * P_general(w | u v)
 * at every order, written back as a backoff model (the union of both models' n-grams, the
 * backoff weights recomputed so that it sums to one, as SRILM's `-mix-lm` does). `hints` is the
 * share of the counselling model's unigrams given to the call's hint words. An even mix, not
 * tuned: the only setting measured, and never against the bench's held-out sentences.
 */
export const COUNSELLING_MIX = { corpus: 0.5, hints: 0.05 } as const;

/** The most words a transcription's hints add. */
const MAX_HINTS = 200;

interface General {
  model: TrigramModel;
  ids: Map<string, number>;
  dictionary: Set<string>;
  key: string;
}

/** The general model last read (read again only for another file). */
let general: General | undefined;

function loadGeneral(files: { lm: string; dict: string }): General {
  const { size, mtimeMs } = statSync(files.lm);
  const key = `${files.lm}:${size}:${mtimeMs}:${files.dict}`;
  if (general?.key === key) return general;
  const model = readTrigramModel(files.lm);
  general = {
    model,
    ids: new Map(model.words.map((w, i) => [w, i])),
    dictionary: readDictionaryWords(files.dict),
    key,
  };
  return general;
}

const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99).toFixed(4);

/** Writes the counselling model for these hint words (already `hintWords`) as ARPA text to `path`. */
function writeCounsellingArpa(
  path: string,
  g: General,
  hints: readonly string[],
  mix: typeof COUNSELLING_MIX,
) {
  const { model } = g;
  const words = [...model.words];
  const ids = new Map(g.ids);
  const idOf = (w: string) => {
    let id = ids.get(w);
    if (id === undefined) {
      id = words.length;
      words.push(w);
      ids.set(w, id);
    }
    return id;
  };
  const speakable = (w: string) => ids.has(w) || g.dictionary.has(w);
  const sentences = counsellingCorpus()
    .map((s) => s.split(' '))
    .filter((s) => s.every(speakable))
    .map((s) => [idOf('<s>'), ...s.map(idOf), idOf('</s>')]);
  const corpus = new CorpusNgrams(sentences, hints.map(idOf), mix.hints);
  const bos = idOf('<s>');
  const n1 = words.length;
  const lambda = mix.corpus;
  const generalN1 = model.words.length;

  // Unigrams.
  const uni = new Float64Array(n1);
  for (let w = 0; w < n1; w++) {
    const pg = w < generalN1 ? 10 ** (model.unigramProb[w] as number) : 0;
    uni[w] = lambda * corpus.unigram(w) + (1 - lambda) * pg;
  }
  const generalBackoff = (v: number) => (v < generalN1 ? 10 ** (model.unigramBackoff[v] as number) : 1);
  const generalUnigram = (w: number) => (w < generalN1 ? 10 ** (model.unigramProb[w] as number) : 0);

  // Bigrams: the general model's, then the corpus's that it lacks.
  const n2 = model.bigramFirst.length;
  const bigram = new Float64Array(n2);
  const generalBigram = new Map<number, number>();
  const corpusOnly = new Map<number, number>();
  for (const [v, context] of corpus.bigrams)
    for (const w of context.next.keys()) corpusOnly.set(pairKey(v, w), 0);
  // The general bigrams the corpus's trigrams need (as a context, or as the lower order).
  const wanted = new Set<number>();
  for (const [uv, context] of corpus.trigrams) {
    wanted.add(uv);
    const v = uv % 131072;
    for (const w of context.next.keys()) wanted.add(pairKey(v, w));
  }
  const bigramSum = new Float64Array(n1);
  const bigramLower = new Float64Array(n1);
  for (let j = 0; j < n2; j++) {
    const v = model.bigramFirst[j] as number;
    const w = model.bigramSecond[j] as number;
    const key = pairKey(v, w);
    const p = lambda * corpus.bigram(v, w) + (1 - lambda) * 10 ** (model.bigramProb[j] as number);
    bigram[j] = p;
    bigramSum[v] = (bigramSum[v] as number) + p;
    bigramLower[v] = (bigramLower[v] as number) + (uni[w] as number);
    corpusOnly.delete(key);
    if (wanted.has(key)) generalBigram.set(key, j);
  }
  for (const key of corpusOnly.keys()) {
    const v = Math.floor(key / 131072);
    const w = key % 131072;
    const p = lambda * corpus.bigram(v, w) + (1 - lambda) * generalBackoff(v) * generalUnigram(w);
    corpusOnly.set(key, p);
    bigramSum[v] = (bigramSum[v] as number) + p;
    bigramLower[v] = (bigramLower[v] as number) + (uni[w] as number);
  }
  const backoff1 = (v: number) => (1 - (bigramSum[v] as number)) / (1 - (bigramLower[v] as number));

  // Trigrams: the general model's, then the corpus's that it lacks.
  const n3 = model.trigramFirst.length;
  const trigram = new Float64Array(n3);
  const contextSums = new Map<number, [number, number]>();
  const addToContext = (uv: number, p: number, lower: number) => {
    const sums = contextSums.get(uv) ?? [0, 0];
    sums[0] += p;
    sums[1] += lower;
    contextSums.set(uv, sums);
  };
  const corpusTrigrams = new Map<string, number>();
  for (const [uv, context] of corpus.trigrams)
    for (const w of context.next.keys()) corpusTrigrams.set(`${uv} ${w}`, 0);
  for (let k = 0; k < n3; k++) {
    const j = model.trigramBigram[k] as number;
    const u = model.trigramFirst[k] as number;
    const v = model.bigramFirst[j] as number;
    const w = model.bigramSecond[j] as number;
    const uv = pairKey(u, v);
    const p = lambda * corpus.trigram(u, v, w) + (1 - lambda) * 10 ** (model.trigramProb[k] as number);
    trigram[k] = p;
    addToContext(uv, p, bigram[j] as number);
    if (corpus.trigrams.has(uv)) corpusTrigrams.delete(`${uv} ${w}`);
  }
  const writtenBigram = (v: number, w: number) => {
    const key = pairKey(v, w);
    const j = generalBigram.get(key);
    if (j !== undefined) return bigram[j] as number;
    return corpusOnly.get(key) ?? backoff1(v) * (uni[w] as number);
  };
  const generalBigramProb = (v: number, w: number) => {
    const j = generalBigram.get(pairKey(v, w));
    return j !== undefined ? 10 ** (model.bigramProb[j] as number) : generalBackoff(v) * generalUnigram(w);
  };
  for (const key of corpusTrigrams.keys()) {
    const [uvText, wText] = key.split(' ') as [string, string];
    const uv = Number(uvText);
    const w = Number(wText);
    const u = Math.floor(uv / 131072);
    const v = uv % 131072;
    const j = generalBigram.get(uv);
    const contextBackoff = j !== undefined ? 10 ** (model.bigramBackoff[j] as number) : 1;
    const p = lambda * corpus.trigram(u, v, w) + (1 - lambda) * contextBackoff * generalBigramProb(v, w);
    corpusTrigrams.set(key, p);
    addToContext(uv, p, writtenBigram(v, w));
  }
  const backoff2 = (uv: number) => {
    const sums = contextSums.get(uv);
    return sums ? (1 - sums[0]) / (1 - sums[1]) : undefined;
  };

  // Written in chunks: the model has millions of lines.
  const partial = `${path}.${process.pid}.partial`;
  const fd = openSync(partial, 'w');
  let buffer: string[] = [];
  const line = (text: string) => {
    buffer.push(text);
    if (buffer.length >= 50_000) flush();
  };
  const flush = () => {
    writeSync(fd, `${buffer.join('\n')}\n`);
    buffer = [];
  };
  const withBackoff = (b: number | undefined) => (b === undefined ? '' : ` ${log10(b)}`);
  try {
    line('\\data\\');
    line(`ngram 1=${n1}`);
    line(`ngram 2=${n2 + corpusOnly.size}`);
    line(`ngram 3=${n3 + corpusTrigrams.size}`);
    line('');
    line('\\1-grams:');
    for (let w = 0; w < n1; w++) {
      const p = w === bos ? -99 : uni[w];
      line(`${w === bos ? '-99.0000' : log10(p as number)} ${words[w]} ${log10(backoff1(w))}`);
    }
    line('');
    line('\\2-grams:');
    for (let j = 0; j < n2; j++) {
      const v = model.bigramFirst[j] as number;
      const w = model.bigramSecond[j] as number;
      line(`${log10(bigram[j] as number)} ${words[v]} ${words[w]}${withBackoff(backoff2(pairKey(v, w)))}`);
    }
    for (const [key, p] of corpusOnly) {
      const v = Math.floor(key / 131072);
      const w = key % 131072;
      line(`${log10(p)} ${words[v]} ${words[w]}${withBackoff(backoff2(key))}`);
    }
    line('');
    line('\\3-grams:');
    for (let k = 0; k < n3; k++) {
      const j = model.trigramBigram[k] as number;
      line(
        `${log10(trigram[k] as number)} ${words[model.trigramFirst[k] as number]} ${words[model.bigramFirst[j] as number]} ${words[model.bigramSecond[j] as number]}`,
      );
    }
    for (const [key, p] of corpusTrigrams) {
      const [uvText, wText] = key.split(' ') as [string, string];
      const uv = Number(uvText);
      line(`${log10(p)} ${words[Math.floor(uv / 131072)]} ${words[uv % 131072]} ${words[Number(wText)]}`);
    }
    line('');
    line('\\end\\');
    flush();
  } finally {
    closeSync(fd);
  }
  // Renamed into place whole, so a recogniser never reads half a file.
  renameSync(partial, path);
}

/**
 * The counselling model's ARPA file for these hints (the words the dictionary can say, at most
 * 200), built on first use (the general model is read back from its binary: 73 s measured on two
 * heavily loaded cores for Debian's, 90 MB of ARPA) and cached in `dir` under a name that
 * changes with the corpus, the mix, the hints and the installed general model. Undefined when the
 * general model is not installed.
 */
export function counsellingLanguageModel(
  options: {
    hints?: readonly string[];
    dir?: string;
    mix?: typeof COUNSELLING_MIX;
    /** The general model and dictionary (default: Debian's `pocketsphinx-en-us`). */
    general?: { lm: string; dict: string };
  } = {},
): string | undefined {
  const files = options.general ?? generalModelFiles();
  if (!files) return undefined;
  const { size, mtimeMs } = statSync(files.lm);
  const dictionary = general?.key.startsWith(`${files.lm}:`)
    ? general.dictionary
    : readDictionaryWords(files.dict);
  // The first 200 in the caller's order (the avatar's name first), sorted for the cache key.
  const hints = [
    ...new Set(
      (options.hints ?? [])
        .flatMap((h) => normaliseSentence(h).split(' '))
        .filter((w) => w && dictionary.has(w)),
    ),
  ]
    .slice(0, MAX_HINTS)
    .sort();
  const mix = options.mix ?? COUNSELLING_MIX;
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        corpus: corpusDigest(),
        hints,
        mix,
        general: `${files.lm}:${size}:${mtimeMs}:${files.dict}`,
      }),
    )
    .digest('hex')
    .slice(0, 16);
  const dir = options.dir ?? join(tmpdir(), 'rebond-language-models');
  const path = join(dir, `counselling-${key}.arpa`);
  if (existsSync(path)) return path;
  const g = loadGeneral(files);
  mkdirSync(dir, { recursive: true });
  writeCounsellingArpa(path, g, hints, mix);
  return path;
}

let digest: string | undefined;
function corpusDigest(): string {
  digest ??= createHash('sha256').update(counsellingCorpus().join('\n')).digest('hex');
  return digest;
}

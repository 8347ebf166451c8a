import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { counsellingCorpus, normaliseSentence } from './counselling-corpus.js';
import { generalModelFiles, readDictionaryWords, readUnigrams } from './general-model.js';
import { buildArpa, corpusUnigrams } from './ngram-model.js';

/**
 * How the counselling model's unigrams mix: the corpus's own word frequencies, the general
 * model's (its most frequent words only) and the coach's hint words, shared equally. Chosen on
 * the speech bench's development clips (the twelve flite sentences), never on its held-out ones.
 */
export const COUNSELLING_MIX = { corpus: 0.5, hints: 0.05, generalWords: 30_000 } as const;

/** The most words a transcription's hints add. */
const MAX_HINTS = 200;

let general: { unigrams: Map<string, number>; dictionary: Set<string>; key: string } | undefined;

function loadGeneral() {
  if (general) return general;
  const files = generalModelFiles();
  if (!files) return undefined;
  const unigrams = readUnigrams(files.lm);
  const dictionary = readDictionaryWords(files.dict);
  const { size, mtimeMs } = statSync(files.lm);
  general = { unigrams, dictionary, key: `${files.lm}:${size}:${mtimeMs}` };
  return general;
}

/** The hint words the recogniser's dictionary can say, lower case, at most 200, sorted. */
export function hintWords(hints: readonly string[] = []): string[] {
  const dictionary = loadGeneral()?.dictionary;
  const words = new Set(
    hints.flatMap((h) => normaliseSentence(h).split(' ')).filter((w) => w && (!dictionary || dictionary.has(w))),
  );
  return [...words].sort().slice(0, MAX_HINTS);
}

/** The ARPA text of the counselling model with these hint words (already `hintWords`). */
export function counsellingArpa(hints: readonly string[], mix = COUNSELLING_MIX): string | undefined {
  const g = loadGeneral();
  if (!g) return undefined;
  const speakable = (w: string) => w === '</s>' || g.dictionary.has(w);
  const corpus = counsellingCorpus();
  const own = corpusUnigrams(corpus, speakable);
  const frequent = [...g.unigrams]
    .filter(([w]) => speakable(w))
    .sort((a, b) => b[1] - a[1])
    .slice(0, mix.generalWords);
  const generalTotal = frequent.reduce((sum, [, lp]) => sum + 10 ** lp, 0);
  const hintShare = hints.length > 0 ? mix.hints : 0;
  const generalShare = 1 - mix.corpus - hintShare;
  const unigrams = new Map<string, number>();
  const add = (w: string, p: number) => unigrams.set(w, (unigrams.get(w) ?? 0) + p);
  for (const [w, p] of own) add(w, mix.corpus * p);
  for (const [w, lp] of frequent) add(w, (generalShare * 10 ** lp) / generalTotal);
  for (const w of hints) add(w, hintShare / hints.length);
  return buildArpa(corpus, unigrams);
}

/**
 * The counselling model's ARPA file for these hints, built on first use (well under a second)
 * and cached in `dir` under a name that changes with the corpus, the mix, the hints and the
 * installed general model. Undefined when the general model is not installed.
 */
export function counsellingLanguageModel(
  options: { hints?: readonly string[]; dir?: string; mix?: typeof COUNSELLING_MIX } = {},
): string | undefined {
  const g = loadGeneral();
  if (!g) return undefined;
  const hints = hintWords(options.hints);
  const mix = options.mix ?? COUNSELLING_MIX;
  const key = createHash('sha256')
    .update(JSON.stringify({ corpus: counsellingCorpus(), hints, mix, general: g.key }))
    .digest('hex')
    .slice(0, 16);
  const dir = options.dir ?? join(tmpdir(), 'rebond-language-models');
  const path = join(dir, `counselling-${key}.arpa`);
  if (existsSync(path)) return path;
  const arpa = counsellingArpa(hints, mix);
  if (!arpa) return undefined;
  mkdirSync(dir, { recursive: true });
  // Written beside and renamed, so a recogniser never reads half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, arpa);
  renameSync(partial, path);
  return path;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's `pocketsphinx-en-us` puts the US English model (`REBOND_POCKETSPHINX_MODEL` overrides). */
export function pocketsphinxModelDir(): string {
  return process.env.REBOND_POCKETSPHINX_MODEL ?? '/usr/share/pocketsphinx/model/en-us';
}

/** The general model's files, when they are installed. */
export function generalModelFiles(dir = pocketsphinxModelDir()): { lm: string; dict: string } | undefined {
  const lm = join(dir, 'en-us.lm.bin');
  const dict = join(dir, 'cmudict-en-us.dict');
  return existsSync(lm) && existsSync(dict) ? { lm, dict } : undefined;
}

/** The recogniser's scores are logs in base 1.0001 (sphinxbase's default `-logbase`). */
const LOG10_OF_LOGBASE = Math.log10(1.0001);
const HEADER = 'Trie Language Model';

/**
 * The unigram log10 probabilities of a sphinxbase trie binary (`*.lm.bin`, as Debian ships
 * `en-us.lm.bin`): the header, the order and n-gram counts, the quantisation tables (16-bit, one
 * probability and one backoff table a middle order, one probability table for the highest), the
 * unigrams (probability, backoff, next: 12 bytes each, one more than the count), the packed higher
 * orders, then the words as one block of NUL-ended strings after its byte length. Only the
 * unigrams are read: the higher orders are bit-packed and are not needed to mix word frequencies.
 */
export function readUnigrams(path: string): Map<string, number> {
  const bin = readFileSync(path);
  if (bin.toString('latin1', 0, HEADER.length) !== HEADER) throw new Error(`${path} is not a trie language model`);
  const order = bin[HEADER.length] ?? 0;
  const counts: number[] = [];
  let at = HEADER.length + 1;
  for (let i = 0; i < order; i++, at += 4) counts.push(bin.readUInt32LE(at));
  const unigramCount = counts[0] ?? 0;
  // The quantisation type (4 bytes), then 2^16 floats a table.
  if (order > 1) at += 4 + ((order - 2) * 2 + 1) * 65536 * 4;
  const unigrams = at;
  // The word block is last: find the offset whose length field says it runs to the end of the file.
  let words = -1;
  for (let p = bin.length - 5; p > unigrams; p--) {
    if (bin.readUInt32LE(p) === bin.length - p - 4) {
      words = p + 4;
      break;
    }
  }
  const names = bin.toString('latin1', words, bin.length).split('\0');
  if (words < 0 || names.length < unigramCount) throw new Error(`${path}: no word list found`);
  const result = new Map<string, number>();
  for (let i = 0; i < unigramCount; i++) {
    result.set(names[i] ?? '', bin.readFloatLE(unigrams + 12 * i) * LOG10_OF_LOGBASE);
  }
  return result;
}

/** The words of a pocketsphinx dictionary (alternative pronunciations `word(2)` folded). */
export function readDictionaryWords(path: string): Set<string> {
  const words = new Set<string>();
  for (const line of readFileSync(path, 'latin1').split('\n')) {
    const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
    if (word) words.add(word);
  }
  return words;
}

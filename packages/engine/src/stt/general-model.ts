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

/** A trigram model read back: log10 probabilities and backoff weights, words by index. */
export interface TrigramModel {
  words: string[];
  /** Per word: log10 probability and backoff weight. */
  unigramProb: Float64Array;
  unigramBackoff: Float64Array;
  /** Bigram i is (bigramFirst[i], bigramSecond[i]). */
  bigramFirst: Uint32Array;
  bigramSecond: Uint32Array;
  bigramProb: Float32Array;
  bigramBackoff: Float32Array;
  /** Trigram i is (trigramFirst[i], bigram trigramBigram[i]'s two words). */
  trigramFirst: Uint32Array;
  trigramBigram: Uint32Array;
  trigramProb: Float32Array;
}

const bitsFor = (max: number) => {
  let bits = 0;
  while (2 ** bits <= max) bits++;
  return bits;
};

/**
 * Reads a sphinxbase trie binary (`*.lm.bin`, as Debian ships `en-us.lm.bin`, order 3): the header,
 * the order and n-gram counts, the 16-bit quantisation tables (bigram probabilities, bigram
 * backoffs, trigram probabilities: 2^16 floats each, after a 4-byte type), the unigrams
 * (probability, backoff, first bigram: 12 bytes each, one more than the count), the bit-packed
 * bigrams (word, backoff code, probability code, first trigram) and trigrams (word, probability
 * code), then the words as one block of NUL-ended strings after its byte length. As in KenLM, whose
 * layout it is, the trie runs from the last word back: a unigram's bigrams are the words before it.
 */
export function readTrigramModel(path: string): TrigramModel {
  const bin = readFileSync(path);
  if (bin.toString('latin1', 0, HEADER.length) !== HEADER)
    throw new Error(`${path} is not a trie language model`);
  if (bin[HEADER.length] !== 3) throw new Error(`${path}: only trigram models are read`);
  let at = HEADER.length + 1;
  const [n1, n2, n3] = [0, 1, 2].map((i) => bin.readUInt32LE(at + 4 * i)) as [number, number, number];
  at += 12 + 4;
  const table = (t: number) => (code: number) =>
    bin.readFloatLE(at + (t * 65536 + code) * 4) * LOG10_OF_LOGBASE;
  const [bigramProbOf, bigramBackoffOf, trigramProbOf] = [table(0), table(1), table(2)];
  const unigrams = at + 3 * 65536 * 4;
  const wordBits = bitsFor(n1);
  const nextBits = bitsFor(n3);
  const middleBits = wordBits + 32 + nextBits;
  const middle = unigrams + (n1 + 1) * 12;
  const longest = middle + Math.floor(((1 + n2) * middleBits + 7) / 8) + 8;
  const longestBits = wordBits + 16;
  const wordsAt = longest + Math.floor(((1 + n3) * longestBits + 7) / 8) + 8;
  if (bin.readUInt32LE(wordsAt) !== bin.length - wordsAt - 4) throw new Error(`${path}: unexpected layout`);
  const words = bin
    .toString('latin1', wordsAt + 4, bin.length)
    .split('\0')
    .slice(0, n1);
  // Every field is at most 25 bits, so it lies within the 4 bytes from its first (8 bytes of padding follow each array).
  const read = (bit: number, length: number) =>
    (bin.readUInt32LE(bit >>> 3) >>> (bit & 7)) & ((1 << length) - 1);
  const model: TrigramModel = {
    words,
    unigramProb: new Float64Array(n1),
    unigramBackoff: new Float64Array(n1),
    bigramFirst: new Uint32Array(n2),
    bigramSecond: new Uint32Array(n2),
    bigramProb: new Float32Array(n2),
    bigramBackoff: new Float32Array(n2),
    trigramFirst: new Uint32Array(n3),
    trigramBigram: new Uint32Array(n3),
    trigramProb: new Float32Array(n3),
  };
  for (let u = 0; u < n1; u++) {
    model.unigramProb[u] = bin.readFloatLE(unigrams + 12 * u) * LOG10_OF_LOGBASE;
    model.unigramBackoff[u] = bin.readFloatLE(unigrams + 12 * u + 4) * LOG10_OF_LOGBASE;
    const end = bin.readUInt32LE(unigrams + 12 * (u + 1) + 8);
    for (let j = bin.readUInt32LE(unigrams + 12 * u + 8); j < end; j++) model.bigramSecond[j] = u;
  }
  const middleBit = middle * 8;
  const nextOf = (j: number) => read(middleBit + j * middleBits + wordBits + 32, nextBits);
  for (let j = 0; j < n2; j++) {
    const bit = middleBit + j * middleBits;
    model.bigramFirst[j] = read(bit, wordBits);
    model.bigramBackoff[j] = bigramBackoffOf(read(bit + wordBits, 16));
    model.bigramProb[j] = bigramProbOf(read(bit + wordBits + 16, 16));
    const end = nextOf(j + 1);
    for (let k = nextOf(j); k < end; k++) {
      const tbit = longest * 8 + k * longestBits;
      model.trigramFirst[k] = read(tbit, wordBits);
      model.trigramBigram[k] = j;
      model.trigramProb[k] = trigramProbOf(read(tbit + wordBits, 16));
    }
  }
  return model;
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

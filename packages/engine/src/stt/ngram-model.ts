/**
 * A trigram model of a small corpus (normalised sentences), smoothed by interpolated absolute
 * discounting: an n-gram seen c times gets (c - D) / c(context) plus the context's share
 * D * N1+(context) / c(context) of the next lower order; unigrams are the corpus's frequencies,
 * optionally mixed with hint words. Words are the caller's numeric ids.
 */

/** The discount taken from every seen bigram and trigram. */
const DISCOUNT = 0.7;

interface Context {
  total: number;
  next: Map<number, number>;
}

/** A pair or triple of word ids as one number (ids below 2^17, as in the recogniser's trie). */
export const pairKey = (a: number, b: number) => a * 131072 + b;

export class CorpusNgrams {
  readonly unigrams = new Map<number, number>();
  readonly bigrams = new Map<number, Context>();
  /** Keyed by `pairKey(u, v)` of the first two words. */
  readonly trigrams = new Map<number, Context>();

  /**
   * @param sentences word-id sequences, sentence start and end ids included
   * @param hints word ids given `hintShare` of the unigram probability between them
   */
  constructor(sentences: readonly number[][], hints: readonly number[] = [], hintShare = 0) {
    const add = (table: Map<number, Context>, context: number, word: number) => {
      const entry = table.get(context) ?? { total: 0, next: new Map<number, number>() };
      entry.total++;
      entry.next.set(word, (entry.next.get(word) ?? 0) + 1);
      table.set(context, entry);
    };
    const counts = new Map<number, number>();
    let total = 0;
    for (const tokens of sentences) {
      for (let i = 1; i < tokens.length; i++) {
        const word = tokens[i] as number;
        const previous = tokens[i - 1] as number;
        counts.set(word, (counts.get(word) ?? 0) + 1);
        total++;
        add(this.bigrams, previous, word);
        if (i >= 2) add(this.trigrams, pairKey(tokens[i - 2] as number, previous), word);
      }
    }
    const share = hints.length > 0 ? hintShare : 0;
    for (const [w, c] of counts) this.unigrams.set(w, ((1 - share) * c) / total);
    for (const w of hints) this.unigrams.set(w, (this.unigrams.get(w) ?? 0) + share / hints.length);
  }

  private static share(context: Context): number {
    return (DISCOUNT * context.next.size) / context.total;
  }

  unigram(w: number): number {
    return this.unigrams.get(w) ?? 0;
  }

  bigram(v: number, w: number): number {
    const context = this.bigrams.get(v);
    if (!context) return this.unigram(w);
    const seen = context.next.get(w) ?? 0;
    return Math.max(seen - DISCOUNT, 0) / context.total + CorpusNgrams.share(context) * this.unigram(w);
  }

  trigram(u: number, v: number, w: number): number {
    const context = this.trigrams.get(pairKey(u, v));
    if (!context) return this.bigram(v, w);
    const seen = context.next.get(w) ?? 0;
    return Math.max(seen - DISCOUNT, 0) / context.total + CorpusNgrams.share(context) * this.bigram(v, w);
  }
}

/**
 * A trigram language model in ARPA form, the text format pocketsphinx loads with `-lm`, from
 * normalised sentences. Interpolated absolute discounting: an n-gram seen c times gets
 * (c - D) / c(context) plus the context's share D * N1+(context) / c(context) of the lower order;
 * that share is exactly the ARPA backoff weight, so the model sums to one. The unigrams are a
 * mixture given by the caller (the corpus's own frequencies, the general model's, hint words).
 */

/** The discount taken from every seen bigram and trigram. */
const DISCOUNT = 0.7;

const BOS = '<s>';
const EOS = '</s>';

interface Context {
  total: number;
  next: Map<string, number>;
}

function countNgrams(sentences: readonly string[], keep: (word: string) => boolean) {
  const unigrams = new Map<string, number>();
  const bigrams = new Map<string, Context>();
  const trigrams = new Map<string, Context>();
  const add = (table: Map<string, Context>, context: string, word: string) => {
    const entry = table.get(context) ?? { total: 0, next: new Map<string, number>() };
    entry.total++;
    entry.next.set(word, (entry.next.get(word) ?? 0) + 1);
    table.set(context, entry);
  };
  for (const sentence of sentences) {
    const words = sentence.split(' ').filter(Boolean);
    if (words.length === 0 || !words.every(keep)) continue;
    const tokens = [BOS, ...words, EOS];
    for (let i = 1; i < tokens.length; i++) {
      const word = tokens[i] as string;
      unigrams.set(word, (unigrams.get(word) ?? 0) + 1);
      add(bigrams, tokens[i - 1] as string, word);
      if (i >= 2) add(trigrams, `${tokens[i - 2]} ${tokens[i - 1]}`, word);
    }
  }
  return { unigrams, bigrams, trigrams };
}

/** The corpus's own unigram frequencies (sentence ends included), for the caller's mixture. */
export function corpusUnigrams(sentences: readonly string[], keep: (word: string) => boolean): Map<string, number> {
  const { unigrams } = countNgrams(sentences, keep);
  const total = [...unigrams.values()].reduce((a, b) => a + b, 0);
  return new Map([...unigrams].map(([w, c]) => [w, c / total]));
}

const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99).toFixed(5);

/**
 * Writes the ARPA text. `unigrams` are probabilities summing to one over the vocabulary (without
 * `<s>`); sentences with a word outside it are left out of the higher orders.
 */
export function buildArpa(sentences: readonly string[], unigrams: ReadonlyMap<string, number>): string {
  const { bigrams, trigrams } = countNgrams(sentences, (w) => unigrams.has(w));
  const share = (c: Context) => (DISCOUNT * c.next.size) / c.total;
  const bigramProb = new Map<string, number>();
  const lines2: string[] = [];
  for (const [v, context] of bigrams) {
    for (const [w, count] of context.next) {
      const p = (count - DISCOUNT) / context.total + share(context) * (unigrams.get(w) ?? 0);
      bigramProb.set(`${v} ${w}`, p);
    }
  }
  // A bigram's backoff weight is its share as a trigram context (0 when it is none).
  for (const [key, p] of bigramProb) {
    const context = trigrams.get(key);
    lines2.push(`${log10(p)} ${key}${context ? ` ${log10(share(context))}` : ''}`);
  }
  const lines3: string[] = [];
  for (const [key, context] of trigrams) {
    const last = key.slice(key.indexOf(' ') + 1);
    for (const [w, count] of context.next) {
      const lower = bigramProb.get(`${last} ${w}`) ?? share(bigrams.get(last) as Context) * (unigrams.get(w) ?? 0);
      const p = (count - DISCOUNT) / context.total + share(context) * lower;
      lines3.push(`${log10(p)} ${key} ${w}`);
    }
  }
  const lines1: string[] = [`-99.00000 ${BOS} ${log10(share(bigrams.get(BOS) as Context))}`];
  for (const [w, p] of unigrams) {
    if (w === BOS) continue;
    const context = bigrams.get(w);
    lines1.push(`${log10(p)} ${w}${context ? ` ${log10(share(context))}` : ''}`);
  }
  return [
    '\\data\\',
    `ngram 1=${lines1.length}`,
    `ngram 2=${lines2.length}`,
    `ngram 3=${lines3.length}`,
    '',
    '\\1-grams:',
    ...lines1,
    '',
    '\\2-grams:',
    ...lines2,
    '',
    '\\3-grams:',
    ...lines3,
    '',
    '\\end\\',
    '',
  ].join('\n');
}

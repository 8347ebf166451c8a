/**
 * Text handling shared by the rules and the classifier: tokens that remember where they came from
 * (so evidence is always the coach's own words), contractions spelled out the way a speech
 * recogniser may or may not write them, sentences, fillers and content words.
 */

/** One normalised word and the span of the original text it came from. */
export interface Token {
  /** Lower-case, contraction expanded ("you're" gives "you" then "are"). */
  norm: string;
  start: number;
  end: number;
}

/** A sentence of the utterance: its tokens, whether it ends with "?" and its span. */
export interface Sentence {
  tokens: Token[];
  question: boolean;
  start: number;
  end: number;
}

const CONTRACTIONS: Record<string, string[]> = {
  "can't": ['can', 'not'],
  cant: ['can', 'not'],
  "won't": ['will', 'not'],
  "shan't": ['shall', 'not'],
  "ain't": ['is', 'not'],
  "i'm": ['i', 'am'],
  im: ['i', 'am'],
  "let's": ['let', 'us'],
  lets: ['let', 'us'],
  youre: ['you', 'are'],
  youve: ['you', 'have'],
  youd: ['you', 'would'],
  youll: ['you', 'will'],
  ive: ['i', 'have'],
  thats: ['that', 'is'],
  whats: ['what', 'is'],
  hows: ['how', 'is'],
  theyre: ['they', 'are'],
  dont: ['do', 'not'],
  doesnt: ['does', 'not'],
  didnt: ['did', 'not'],
  isnt: ['is', 'not'],
  arent: ['are', 'not'],
  wasnt: ['was', 'not'],
  werent: ['were', 'not'],
  havent: ['have', 'not'],
  hasnt: ['has', 'not'],
  wouldnt: ['would', 'not'],
  couldnt: ['could', 'not'],
  shouldnt: ['should', 'not'],
  gonna: ['going', 'to'],
  wanna: ['want', 'to'],
  gotta: ['got', 'to'],
  dunno: ['do', 'not', 'know'],
};

const SUFFIXES: [string, string][] = [
  ["n't", 'not'],
  ["'re", 'are'],
  ["'ve", 'have'],
  ["'ll", 'will'],
  ["'d", 'would'],
  ["'m", 'am'],
  ["'s", 'is'],
];

function expand(word: string): string[] {
  const w = word.toLowerCase().replace(/[’‘`]/g, "'");
  const known = CONTRACTIONS[w];
  if (known) return known;
  for (const [suffix, full] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length > suffix.length) {
      const stem = w.slice(0, -suffix.length);
      // "let's" and possessives ("mum's car") read as "is" are harmless for our cues.
      return [stem, full];
    }
  }
  return [w.replace(/'/g, '')];
}

/** Splits text into normalised tokens with their original spans. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9]+(?:['’‘][A-Za-z]+)*/g)) {
    const start = m.index;
    const end = start + m[0].length;
    for (const norm of expand(m[0])) if (norm) tokens.push({ norm, start, end });
  }
  return tokens;
}

/** Splits text into sentences at ".", "!", "?" (speech-recogniser text without stops is one sentence). */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^.!?]+[.!?]*/g;
  for (const m of text.matchAll(re)) {
    const tokens = tokenize(m[0]).map((t) => ({ ...t, start: t.start + m.index, end: t.end + m.index }));
    if (!tokens.length) {
      // A lone "?" after a dropped word still marks the previous sentence as a question.
      const last = out[out.length - 1];
      if (last && m[0].includes('?')) last.question = true;
      continue;
    }
    out.push({
      tokens,
      question: /\?/.test(m[0]),
      start: tokens[0]!.start,
      end: m.index + m[0].trimEnd().length,
    });
  }
  return out;
}

/** Words that only hold the floor. */
export const FILLERS = new Set(['um', 'uh', 'erm', 'er', 'ah', 'uhm', 'hmm', 'mm', 'mhm', 'hm', 'eh']);

/** Words that open a sentence without being its head ("so", "okay", "and"...). */
const OPENERS = new Set([
  ...FILLERS,
  'so',
  'okay',
  'ok',
  'alright',
  'right',
  'well',
  'and',
  'but',
  'now',
  'yeah',
  'yes',
  'oh',
  'then',
  'anyway',
  'hey',
  'look',
  'huh',
  'hmm',
  'also',
]);

/** The tokens of a sentence after opening fillers and discourse markers ("so um okay what..."). */
export function head(tokens: readonly Token[]): Token[] {
  let i = 0;
  while (i < tokens.length) {
    const w = tokens[i]!.norm;
    const next = tokens[i + 1]?.norm;
    if (OPENERS.has(w) && tokens.length - i > 1) {
      i++;
    } else if ((w === 'you' && next === 'know') || (w === 'i' && next === 'mean')) {
      if (tokens.length - i > 2) i += 2;
      else break;
    } else {
      break;
    }
  }
  return tokens.slice(i);
}

const STOP = new Set(
  (
    'a an the and or but so if then than to of in on at by for with about from into over after before ' +
    'i me my mine myself you your yours yourself we us our they them their he him his she her it its this that ' +
    'these those is am are was were be been being do does did have has had would will can could should shall may ' +
    'might must not no just really very quite bit kind sort like um uh erm er ah mm hmm okay ok yeah well know ' +
    'mean get got go going there here what how why when where who which all any some more most much many also ' +
    'too again still even ever never always now up out as one thing things lot lots little actually honestly ' +
    'maybe guess think sounds sound seems seem feel feeling feels right'
  ).split(' '),
);

/** A crude stem so "drinking", "drinks" and "drink" meet. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Content-word stems of a text (no pronouns, auxiliaries, fillers or hedges). */
export function contentStems(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens) if (!STOP.has(t.norm) && t.norm.length > 1) out.add(stem(t.norm));
  return out;
}

/** Cuts an evidence span down to about `maxWords` words starting at `from`. */
export function excerpt(text: string, tokens: readonly Token[], from: number, maxWords = 14): string {
  if (!tokens.length) return text.trim();
  const first = Math.max(0, Math.min(from, tokens.length - 1));
  // Expanded contractions share one span: count original words, not normalised tokens.
  let words = 0;
  let last = first;
  for (let i = first; i < tokens.length; i++) {
    if (i === first || tokens[i]!.start !== tokens[i - 1]!.start) words++;
    if (words > maxWords) break;
    last = i;
  }
  let end = tokens[last]!.end;
  // Keep a closing "?" so a question reads as one.
  if (text[end] === '?') end++;
  return text.slice(tokens[first]!.start, end).trim();
}

/**
 * What a text is about, as topic keys: each content word's stem, the word it is another name for
 * ("mum" and "mother" are `=mother`) and the parts of a life it belongs to ("exams" and "studies"
 * are `#school`; "son" and "kids" are `#child`). The coach's turn and the story's sentences are
 * read the same way, so "How are things with your mother?" meets "I've never told my mum". Two
 * texts that share a word share its stem, its other names and its domains, so the same word counts
 * more than another name for it, and another name more than a word of the same domain.
 */
import { contentWords, stem } from './words.js';

/** Words that name the same thing. The first word names the group. */
const SAME: readonly string[] = [
  'mother mum mom mam mummy mommy',
  'father dad daddy papa',
  'child kid kids children',
  'grandmother gran granny grandma nan nana',
  'grandfather grandad granddad grandpa',
  'doctor gp physician',
  'job work career employment',
  'school studies study studying schoolwork',
  'exam exams',
  'revise revising revision revised',
  'money cash finances funds',
  'house home',
  'sleep sleeping asleep slept',
  'friend mate pal buddy',
  'drink drinking drinks drank drunk alcohol booze',
  'smoke smoking smoked',
  'cannabis weed pot marijuana',
  'gamble gambling gambled',
  'wife missus',
  'husband hubby',
  'baby newborn',
];

/** Parts of a life: words that belong to the same one. */
const DOMAINS: Record<string, string> = {
  parent: 'mother mum mom mam mummy mommy father dad daddy papa parent parents folks stepdad stepmum stepmom',
  child:
    'child children kid kids son sons daughter daughters baby boy girl toddler teenager stepson stepdaughter',
  baby: 'baby newborn pregnant pregnancy expecting due birth born',
  partner:
    'wife husband partner girlfriend boyfriend spouse fiance fiancee marriage married divorce divorced separated separation ex',
  sibling: 'brother brothers sister sisters sibling siblings',
  grandparent: 'gran granny grandma nan nana grandmother grandad granddad grandpa grandfather grandparents',
  friend: 'friend friends mate mates pal pals buddy bestie',
  work: 'work job career boss manager colleague colleagues coworker coworkers shift shifts office employer workplace fired sacked layoff layoffs redundancy redundant unemployed overtime promotion wage wages salary crew depot warehouse factory site',
  school:
    'school studies study studying student class classes lesson lessons homework revision revise revising exam exams grades teacher teachers college university uni degree course scholarship gcse gcses',
  money:
    'money cash debt debts owe owed owing loan loans bank savings saving afford bills rent mortgage pounds dollars euros spend spending spent broke pay paid finances financial',
  home: 'house home flat apartment rent mortgage moving neighbourhood neighborhood',
  health: 'health doctor gp hospital liver heart blood test tests diagnosis ill illness sick pain medication',
  sleep: 'sleep sleeping asleep slept insomnia bed bedtime awake',
  drinking:
    'drink drinking drinks drank drunk alcohol beer beers wine lager pint pints vodka whisky spirits booze cans hangover pub bottle bottles',
  smoking: 'smoke smoking smoked cigarette cigarettes cigs fags vape vapes vaping nicotine patches',
  cannabis: 'cannabis weed pot marijuana joint joints stoned',
  gambling: 'gamble gambling gambled bet bets betting slots casino poker lottery bookies',
  harm: 'cut cutting cuts harm harming marks scars',
  sport:
    'football soccer rugby cricket gym running sport sports match training swimming basketball tennis golf',
  food: 'eat eating food meal meals hungry diet weight breakfast lunch dinner',
  death: 'died death dead funeral passed grief grieving widow widower',
  law: 'police court arrested charged lawyer solicitor prison jail probation',
  faith: 'church faith god pray prayer mosque temple',
};

/**
 * Words that frame a question rather than name a part of a life ("what happened last week", "what
 * worries you"): they point at no topic of the story, so a question made only of them names none.
 */
const FRAME_WORDS = new Set(
  'happen happened happening usual usually last week weeks day days year years lately recently kind sort part bit worry worried worries worrying scared afraid fear fears frightened life matter matters'.split(
    ' ',
  ),
);
/** Their stems, but not an adverb's: "lately" is a frame word, "late" ("How often are you late?") is not. */
const FRAME = new Set([...FRAME_WORDS].filter((word) => !word.endsWith('ly')).map(stem));

/** Every word (and its stem) to the keys it adds besides its own stem. */
const KEYS = new Map<string, string[]>();
const addKey = (word: string, key: string) => {
  for (const form of new Set([word, stem(word)])) {
    const keys = KEYS.get(form) ?? [];
    if (!keys.includes(key)) keys.push(key);
    KEYS.set(form, keys);
  }
};
for (const line of SAME) {
  const words = line.split(' ');
  for (const word of words) addKey(word, `=${words[0]}`);
}
for (const [domain, line] of Object.entries(DOMAINS))
  for (const word of line.split(' ')) addKey(word, `#${domain}`);

/** The topic keys of some content words: their stems, the names they share and their domains. */
export function topicsOf(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const raw of words) {
    const word = raw.toLowerCase();
    const own = stem(word);
    if (FRAME_WORDS.has(word) || FRAME.has(own)) continue;
    out.add(own);
    for (const key of KEYS.get(word) ?? KEYS.get(own) ?? []) out.add(key);
  }
  return out;
}

/**
 * The topic keys of a text: its content words, and the two-letter words that name something
 * ("my GP", "my ex"), which content words leave out.
 */
export function topicsOfText(text: string): Set<string> {
  const short = (text.toLowerCase().match(/\b[a-z]{2}\b/g) ?? []).filter((w) => KEYS.has(w));
  return topicsOf([...contentWords(text), ...short]);
}

/** How many topic keys two texts share: 0 when one names nothing of the other. */
export function sharedTopics(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const key of a) if (b.has(key)) n++;
  return n;
}

/** Whether a key names a thing itself (its stem or another name for it, `=mother`), not only its domain (`#parent`). */
export const namesItself = (key: string) => !key.startsWith('#');

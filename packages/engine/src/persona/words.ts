/**
 * Words of a coach's turn the persona answers with: its content words (to find the story's facts
 * it points at), feeling words, and a short "you ..." clause it can echo in the first person. These
 * say what a turn is about, never what it does: that is the skill coder's code (`coach-move.ts`).
 */

const STOP = new Set(
  `a an the and or but so to of in on at for with from by as is am are was were be been being it its it's that this these those
  what when why how who whom which where do does did done doing not no never always just really like feel feels felt feeling think
  know can could would should will shall may might must have has had having about they them their there here very i me my mine
  myself you your yours yourself we us our he him his she her hers then than too also only even still ever more most much many
  some any all one get got go going went come came say said tell told want wanted need let make made thing things way lot bit
  maybe well yeah yes okay ok oh um uh right now today time someone something anything everything nothing because if into out up
  down over again back off sure mean means meant see seen look hear heard talk talking sounds sound seems seem`.split(
    /\s+/,
  ),
);

/** Feeling words, mapped to the adjective the avatar can say back ("hurt", "embarrassed"). */
const FEELINGS: Record<string, string> = {
  hurt: 'hurt',
  hurts: 'hurt',
  hurting: 'hurt',
  sad: 'sad',
  sadness: 'sad',
  upset: 'upset',
  angry: 'angry',
  anger: 'angry',
  mad: 'angry',
  furious: 'angry',
  annoyed: 'annoyed',
  frustrated: 'frustrated',
  frustrating: 'frustrated',
  scared: 'scared',
  afraid: 'scared',
  frightened: 'scared',
  worried: 'worried',
  worry: 'worried',
  anxious: 'anxious',
  nervous: 'nervous',
  embarrassed: 'embarrassed',
  embarrassing: 'embarrassed',
  humiliated: 'humiliated',
  humiliating: 'humiliated',
  ashamed: 'ashamed',
  shame: 'ashamed',
  lonely: 'lonely',
  alone: 'alone',
  disappointed: 'disappointed',
  disappointing: 'disappointed',
  betrayed: 'betrayed',
  ignored: 'ignored',
  unheard: 'unheard',
  invisible: 'invisible',
  overwhelmed: 'overwhelmed',
  exhausted: 'exhausted',
  tired: 'tired',
  stressed: 'stressed',
  guilty: 'guilty',
  confused: 'confused',
  defensive: 'defensive',
  attacked: 'attacked',
  judged: 'judged',
  blamed: 'blamed',
  happy: 'happy',
  proud: 'proud',
  relieved: 'relieved',
  grateful: 'grateful',
  excited: 'excited',
  shocked: 'shocked',
  shock: 'shocked',
  stunned: 'stunned',
  surprised: 'surprised',
  jealous: 'jealous',
  rejected: 'rejected',
  excluded: 'left out',
  misunderstood: 'misunderstood',
  trapped: 'trapped',
  stuck: 'stuck',
  helpless: 'helpless',
  hopeless: 'hopeless',
  pressured: 'pressured',
  terrified: 'terrified',
  panicked: 'panicked',
  insecure: 'insecure',
  uncomfortable: 'uncomfortable',
  unappreciated: 'unappreciated',
};

/**
 * The glad feelings among them: a coach who is glad or proud says nothing the avatar should be sorry
 * for ("I'm sorry you felt proud").
 */
export const GLAD_FEELINGS: ReadonlySet<string> = new Set([
  'happy',
  'proud',
  'relieved',
  'grateful',
  'excited',
]);

/** Feelings of more than one word ("left out"), said back as they are. */
const FEELING_PHRASES = /\b(left out|let down|fed up|put on the spot|taken for granted|pushed aside)\b/g;

/** The feeling words of a text, as adjectives the avatar can say back. */
export function feelingsIn(text: string): string[] {
  const out: string[] = [...new Set(text.match(FEELING_PHRASES) ?? [])];
  for (const w of text.replace(FEELING_PHRASES, ' ').match(/[a-z]+/g) ?? []) {
    const f = FEELINGS[w];
    if (f && !out.includes(f)) out.push(f);
  }
  return out;
}

/** Words of a text that carry content (lower case, no stop words, at least 3 letters). */
export function contentWords(text: string): string[] {
  const words = (text.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [])
    .map((w) => w.replace(/'s$/, '').replace(/^'+|'+$/g, ''))
    .filter((w) => w.length >= 3 && !w.includes("'") && !STOP.has(w));
  return [...new Set(words)];
}

/** A crude stem, so "beers" meets "beer" and "shouted" meets "shouting". */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  return (IRREGULAR[lower] ?? lower).replace(/(ing|ed|es|s|ly)$/, '').replace(/(.)\1$/, '$1');
}

/** Past forms that share no stem with their verb ("spoken" and "speak" are one word to `stem`). */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  (
    'spoke:speak spoken:speak saw:see seen:see went:go gone:go told:tell said:say left:leave lost:lose ' +
    'met:meet took:take taken:take came:come began:begin begun:begin wrote:write written:write ' +
    'found:find thought:think felt:feel heard:hear got:get gotten:get made:make paid:pay ate:eat ' +
    'eaten:eat drank:drink drunk:drink broke:break broken:break fell:fall fallen:fall gave:give ' +
    'given:give knew:know known:know spent:spend sent:send kept:keep slept:sleep'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

const SUBJECT_SWAP: Record<string, string> = {
  'you are': 'I am',
  "you're": "I'm",
  'you were': 'I was',
  'you have': 'I have',
  "you've": "I've",
  'you had': 'I had',
  'you do': 'I do',
  "you don't": "I don't",
  "you didn't": "I didn't",
  "you can't": "I can't",
  "you won't": "I won't",
  'you never': 'I never',
  'you always': 'I always',
  'you just': 'I just',
};
const OBJECT_SWAP: Record<string, string> = { me: 'you', my: 'your', myself: 'yourself' };
const ECHO_UNSAFE =
  /\b(i|i'm|i've|i'd|i'll|you|your|yours|we|us|our|he|she|him|her|his|they|them|their|that|which|who|because|if|when)\b/;

/**
 * Finds a short "you ..." clause and turns it into the avatar's first person, or gives up.
 * Only the subject ("you never" -> "I never") and the coach's own object words ("me" -> "you")
 * are swapped, and only when nothing else in the clause could be mis-turned.
 */
export function echoClause(text: string): string | undefined {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const m =
    /\byou(?:'re| are| were|'ve| have| had| do| don't| didn't| can't| won't| never| always| just)\b([a-z' ]{2,40}?)(?=[,.;!?]|$| and | but | because | when | so )/.exec(
      lower,
    );
  if (!m) return undefined;
  const head = m[0].slice(0, m[0].length - (m[1] ?? '').length).trim();
  const rest = (m[1] ?? '').trim();
  const subject = SUBJECT_SWAP[head];
  if (!subject || !rest) return undefined;
  const words = rest.split(/\s+/);
  if (words.length > 6) return undefined;
  // Keep the coach's own spelling (names, "Thanksgiving") for the words that are not swapped.
  const original = text
    .replace(/[’]/g, "'")
    .slice(m.index + head.length)
    .trim()
    .split(/\s+/);
  const swapped = words.map(
    (w, i) =>
      OBJECT_SWAP[w] ??
      (original[i]?.replace(/[^\w']+$/, '').toLowerCase() === w ? original[i]?.replace(/[^\w']+$/, '') : w) ??
      w,
  );
  // Anything that could point at someone else, or chain a second clause, makes the echo unsafe.
  if (words.some((w) => ECHO_UNSAFE.test(w))) return undefined;
  return `${subject} ${swapped.join(' ')}`;
}

/** A text matched literally inside a regular expression: a name like "Dad (angry)" is user input. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

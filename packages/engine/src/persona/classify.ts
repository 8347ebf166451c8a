/**
 * Reads what one coach turn does, in the vocabulary of motivational interviewing and
 * non-violent communication: questions (open or closed), reflections, advice, apologies,
 * affirmations, confrontations, the coach's own feeling statements, greetings and goodbyes.
 * A turn can do several things; `primary` is the one the avatar answers first.
 */

import type { SkillCode } from '../skills/types.js';

/** One thing a coach's turn can do. */
export type CoachIntent =
  | 'greeting'
  | 'farewell'
  | 'open_question'
  | 'closed_question'
  | 'reflection'
  | 'advice'
  | 'apology'
  | 'affirmation'
  | 'confrontation'
  | 'feeling'
  | 'statement';

/** What the avatar reads in one coach turn. */
export interface CoachMove {
  /** Every intent found, most important first. */
  intents: CoachIntent[];
  /** The intent the reply answers first. */
  primary: CoachIntent;
  /** Feeling words the coach used about themself ("hurt", "embarrassed"), as adjectives. */
  coachFeelings: string[];
  /** Feeling words the coach attributed to the avatar ("you seem angry" -> "angry"). */
  reflectedFeelings: string[];
  /** Content words (lower case, no stop words), for overlap with facts and replies. */
  content: string[];
  /** A short "you ..." clause safe to echo in the first person ("you never listen to me" -> "I never listen to you"), when there is one. */
  echo?: string;
  /** For questions: the question word (`what`, `how`, `why`, `do`...). */
  questionWord?: string;
  /** The MITI coder's code of this turn, when the server gave one (see `withSkill`). */
  skill?: SkillCode;
}

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
};

const has = (re: RegExp, s: string) => re.test(s);

function feelingsIn(text: string): string[] {
  const out: string[] = [];
  for (const w of text.match(/[a-z]+/g) ?? []) {
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
  return word
    .toLowerCase()
    .replace(/(ing|ed|es|s|ly)$/, '')
    .replace(/(.)\1$/, '$1');
}

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

/** Classifies one coach turn. */
export function classifyCoachTurn(message: string): CoachMove {
  const text = message.trim().replace(/[’]/g, "'");
  const lower = text.toLowerCase();
  const intents: CoachIntent[] = [];
  const sentences = lower.split(/(?<=[.!?])\s+/).filter(Boolean);
  const questions = sentences.filter(
    (s) =>
      /\?\s*$/.test(s) ||
      /^(what|why|how|when|where|who|which|tell me|can you tell|could you tell|help me understand)\b/.test(s),
  );
  let questionWord: string | undefined;
  for (const q of questions) {
    const w = /^(?:so|and|but|okay|ok|well)?[ ,]*([a-z']+)/.exec(q)?.[1] ?? '';
    const open =
      /^(what|why|how|when|where|who|which|tell|could you tell|can you tell|help)/.test(w) ||
      /\b(tell me (more|about)|what (was|is|were|did|do|does|would|happened)|how (do|did|does|was|is|are|were|come|much|long|often|would))\b/.test(
        q,
      );
    questionWord ??= w;
    if (open) {
      if (!intents.includes('open_question')) intents.push('open_question');
    } else if (!intents.includes('closed_question')) intents.push('closed_question');
  }
  const negatedBlame =
    /\b(not|n't|never) (trying to |here to |going to )?(blam|attack|accus|judg|criticiz|criticis)\w*/.test(
      lower,
    );
  if (
    /\b(it sounds like|sounds like you|that sounds|it seems like|seems like you|you seem|you sound|you feel|you felt|you're feeling|you are feeling|you were feeling|you've been feeling|must (be|have been|feel|have felt)|i hear (you|that)|i can (see|hear|imagine)|what i'm hearing|if i understand|so you're saying|so what you're saying|makes sense that|it makes sense|i get that|i understand (that|why|how)|that must)\b/.test(
      lower,
    ) &&
    !/^(do|does|did|are|is|were|have|has) you\b/.test(lower)
  )
    intents.push('reflection');
  if (
    /\b(you should|you shouldn't|you need to|you have to|you've got to|you ought|you must(?! (be|have been|feel|have felt))|why don't you|why not just|have you tried|have you thought about|have you considered|maybe you could|you could try|you might try|try to|it would help if you|if i were you|my advice|i suggest|i'd suggest|i recommend|just stop|just talk|just call|you'd better|go see|see a (doctor|therapist|counsellor|counselor))\b/.test(
      lower,
    )
  )
    intents.push('advice');
  if (
    /\b(i'm sorry|i am sorry|i apologi[sz]e|my apologies|sorry (for|that i|i)|i was wrong|my fault|my bad|forgive me)\b/.test(
      lower,
    ) &&
    !/\bsorry (to hear|for your loss|you (feel|felt|had|have|went))\b/.test(lower)
  )
    intents.push('apology');
  if (
    /\b(thank you|thanks|i appreciate|i admire|i respect|proud of you|well done|good job|great job|you did (well|great|a good)|that took (courage|guts)|it takes courage|you care (a lot|so much|about)|you clearly care|you love (her|him|them|us)|you're a good|you are a good|you work(ed)? (so )?hard|you've worked hard|you've done|that's brave|you're brave|i know you (love|care|mean|tried|want))\b/.test(
      lower,
    )
  )
    intents.push('affirmation');
  if (
    !negatedBlame &&
    has(
      /\b(you never|you always|your fault|you're wrong|you are wrong|you don't care|you don't listen|you don't even|you ruined|you embarrassed|you humiliated|you ruin|you were drunk|you're drunk|you drink too|you are drunk|admit it|admit that|be honest|stop lying|you're lying|you lied|why can't you|how could you|what's wrong with you|grow up(?=[.!,]|$)|stop (it|shouting|yelling|that)|enough|shut up|you're shouting|you are shouting|you're yelling|you're being|you made (me|everyone)|you owe|that's ridiculous|that's not true|that's a lie|blame you|your problem)\b/,
      lower,
    )
  )
    intents.push('confrontation');
  const done: string[] = [
    ...(lower.match(
      /\byou (embarrassed|humiliated|hurt|scared|ignored|betrayed|disappointed|upset|frightened) me\b/g,
    ) ?? []),
  ];
  const coachFeelings = feelingsIn(
    done
      .concat(
        lower.match(
          /\b(i (feel|felt|was|am|get|got|have been|'ve been)|i'm|it (felt|feels|hurt|made me)|made me( feel)?|how it felt for me|for me)\b[^.?!]*/g,
        ) ?? [],
      )
      .join(' '),
  );
  if (
    coachFeelings.length > 0 ||
    /\b(how it felt for me|i want you to (hear|know) how|it hurt me|hurt me|i miss(ed)? you)\b/.test(lower)
  )
    intents.push('feeling');
  if (/^(hi|hello|hey|good (morning|afternoon|evening)|nice to see you)\b/.test(lower))
    intents.push('greeting');
  if (
    /\b(bye|goodbye|see you|talk (later|soon)|let's stop here|that's all for today|we'll stop)\b/.test(lower)
  )
    intents.push('farewell');
  if (intents.length === 0) intents.push('statement');

  const reflectedFeelings = intents.includes('reflection')
    ? feelingsIn(
        (lower.match(/\b(you|must|sounds|seems|seem|sound)\b[^.?!]*/g) ?? [])
          .join(' ')
          .replace(/\bi \w+\b/g, ''),
      )
    : [];
  // Answer order: what most demands a response comes first.
  const ORDER: CoachIntent[] = [
    'confrontation',
    'apology',
    'advice',
    'feeling',
    'reflection',
    'open_question',
    'closed_question',
    'affirmation',
    'farewell',
    'greeting',
    'statement',
  ];
  intents.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  // A reflection phrased as a question ("it sounds like that hurt?") is still a reflection first.
  let primary = intents[0] ?? 'statement';
  if (primary === 'greeting' && intents.length > 1) primary = intents[1] ?? primary;
  const echo = echoClause(text);
  return {
    intents,
    primary,
    coachFeelings,
    reflectedFeelings,
    content: contentWords(text),
    ...(echo ? { echo } : {}),
    ...(questionWord ? { questionWord } : {}),
  };
}

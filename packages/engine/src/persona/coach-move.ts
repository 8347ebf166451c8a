/**
 * What a coach's turn does, as the avatar answers it: the skill coder's MITI code of the turn (the
 * same coding the chips, the scorecard and the summary read), mapped to the moves the persona has
 * replies for. There is no second classifier here: the code decides the move. Only what MITI leaves
 * in "other" (a greeting, a goodbye, an apology, the coach's own feelings, none of which MITI codes)
 * is told apart by its words, and a greeting or an apology beside a coded move is heard as well.
 */
import type { SkillCode } from '../skills/types.js';
import type { CoachSkill } from './coach-skill.js';
import { topicsOfText } from './topics.js';
import { contentWords, echoClause, feelingsIn, GLAD_FEELINGS } from './words.js';

/** One thing a coach's turn can do, for the avatar. */
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
  | 'collaboration'
  | 'autonomy'
  | 'feeling'
  | 'affection'
  | 'statement';

/** What the avatar reads in one coach turn. */
export interface CoachMove {
  /** Every intent heard, the one the reply answers first at the front. */
  intents: CoachIntent[];
  /** The intent the reply answers first. */
  primary: CoachIntent;
  /** Feeling words the coach used about themself ("hurt", "embarrassed"), as adjectives. */
  coachFeelings: string[];
  /** Feeling words a reflection gives the avatar ("you seem angry" -> "angry"). */
  reflectedFeelings: string[];
  /** Content words (lower case, no stop words), for overlap with facts and replies. */
  content: string[];
  /**
   * What the turn is about, as topic keys (`topics.ts`): the content words' stems, the other names
   * they share ("mum" and "mother") and the parts of a life they belong to ("exams" and "school"),
   * to find the part of the story a question names.
   */
  topics: string[];
  /** A short "you ..." clause safe to echo in the first person ("you never listen to me" -> "I never listen to you"), when there is one. */
  echo?: string;
  /** For questions: the question word (`what`, `how`, `why`, `do`...). */
  questionWord?: string;
  /** The skill coder's code of this turn. */
  skill: SkillCode;
  /** For advice: whether the client had given permission. */
  withPermission?: boolean;
}

/** The move each code is: permitted advice is information the client asked for, not a push. */
const MOVE_OF: Record<SkillCode, CoachIntent> = {
  open_question: 'open_question',
  closed_question: 'closed_question',
  simple_reflection: 'reflection',
  complex_reflection: 'reflection',
  affirmation: 'affirmation',
  seek_collaboration: 'collaboration',
  emphasize_autonomy: 'autonomy',
  giving_information: 'statement',
  advice: 'advice',
  confront: 'confrontation',
  other: 'statement',
};

const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|nice to see you)\b/;
const FAREWELL =
  /\b(bye|goodbye|see you|talk (later|soon)|let's stop here|that's all for today|we'll stop)\b/;
const APOLOGY =
  /\b(i'm sorry|i am sorry|i apologi[sz]e|my apologies|sorry (for|that i|i)|i was wrong|my fault|my bad|forgive me)\b/;
const SYMPATHY = /\bsorry (to hear|for your loss|you (feel|felt|had|have|went))\b/;
/** Where the coach speaks of their own feeling ("I felt hurt", "it made me sad"). */
const OWN_FEELING =
  /\b(i (feel|felt|was|am|get|got|have been|'ve been)|i'm|it (felt|feels|hurt|made me)|made me( feel)?|how it felt for me|for me)\b[^.?!]*/g;
const OWN_FEELING_PHRASE =
  /\b(how it felt for me|i want you to (hear|know) how|it hurt me|hurt me|i miss(ed)? you)\b/;
/** A word under a negation ("not angry", "wasn't really upset"), left out of the coach's feelings. */
const NEGATED = /(\bnot|\bnever|\bno longer|n't)\s+((really|that|so|very|even|at all)\s+)?[a-z]+/g;
/**
 * Love, missing, pride or thanks for always being there, said to the avatar: not a feeling of the
 * coach's to apologise for, nor a reflection to agree with. MITI codes it as a reflection, an
 * affirmation or nothing; the avatar answers it warmly or awkwardly, in character.
 */
const AFFECTION =
  /\b(i (really |truly |still |just |do )?(love|adore|care about|miss(ed)?) you|i('m| am) (so |really |very |just )?proud (of (you|how you|what you)|that you|you)|you mean (so much|a lot|everything|the world) to me|you('ve| have) always been there for (me|us)|we love you)\b/;
/**
 * A reflection is about the client: it names them ("you", "your"), frames a guess ("it sounds
 * like", "it seems") or names a feeling ("It's been a lonely time"). A "reflection" with none of
 * these ("The team will be merged") tells them something.
 */
const ABOUT_CLIENT = /\b(you|your|you're|yourself|sounds?|seems?|feels? like|must (be|have))\b/;
const DONE_TO_ME =
  /\byou (embarrassed|humiliated|hurt|scared|ignored|betrayed|disappointed|upset|frightened) me\b/g;

/** Question words a yes or a no does not answer (`CoachMove.questionWord`). */
export const WH_WORD = /^(what|who|when|where|which|how|why)$/;

/** The question word of the turn's first question-like sentence ("so what happened?" -> "what"). */
function questionWordOf(lower: string): string | undefined {
  const sentence = lower
    .split(/(?<=[.!?])\s+/)
    .find(
      (s) =>
        /\?\s*$/.test(s) || /^(?:so|and|but|okay|ok|well)?[ ,]*(what|why|how|when|where|who|which)\b/.test(s),
    );
  return sentence ? /^(?:so|and|but|okay|ok|well)?[ ,]*([a-z']+)/.exec(sentence)?.[1] : undefined;
}

/** The move of one coach turn, from its code and its words. */
export function coachMoveOf(message: string, skill: CoachSkill): CoachMove {
  const text = message.trim().replace(/[’]/g, "'");
  const lower = text.toLowerCase();
  const code = skill.code;
  const affection = AFFECTION.test(lower) && !['advice', 'confront'].includes(code);
  const coached =
    code === 'advice' && skill.with_permission
      ? 'statement'
      : MOVE_OF[code] === 'reflection' && !ABOUT_CLIENT.test(lower) && feelingsIn(lower).length === 0
        ? 'statement'
        : MOVE_OF[code];
  const coachFeelings = feelingsIn(
    [...(lower.match(DONE_TO_ME) ?? []), ...(lower.replace(AFFECTION, ' ').match(OWN_FEELING) ?? [])]
      .join(' ')
      // "I am not angry, I just want to understand" names no feeling of the coach's.
      .replace(NEGATED, ' '),
  ).filter((feeling) => !GLAD_FEELINGS.has(feeling));
  // What MITI leaves in "other" (and plain information): told apart by its words.
  const said: CoachIntent[] = [];
  if (APOLOGY.test(lower) && !SYMPATHY.test(lower)) said.push('apology');
  const ownFeeling = coachFeelings.length > 0 || OWN_FEELING_PHRASE.test(lower);
  if (ownFeeling && (code === 'other' || code === 'giving_information')) said.push('feeling');
  if (FAREWELL.test(lower)) said.push('farewell');
  if (GREETING.test(lower)) said.push('greeting');
  const heard: CoachIntent[] =
    coached === 'statement' && said.length > 0 ? said : [coached, ...said.filter((i) => i !== 'farewell')];
  // Affection is answered first, over what MITI made of it (a reflection, an affirmation, a feeling).
  const intents: CoachIntent[] = affection
    ? [
        'affection',
        ...heard.filter((i) => !['reflection', 'affirmation', 'feeling', 'statement'].includes(i)),
      ]
    : heard;
  const reflectedFeelings =
    intents[0] === 'reflection'
      ? feelingsIn(
          (lower.match(/\b(you|must|sounds|seems|seem|sound)\b[^.?!]*/g) ?? [])
            .join(' ')
            .replace(/\bi \w+\b/g, ''),
        )
      : [];
  const echo = echoClause(text);
  const questionWord =
    code === 'open_question' || code === 'closed_question' ? questionWordOf(lower) : undefined;
  return {
    intents,
    primary: intents[0] ?? 'statement',
    coachFeelings,
    reflectedFeelings,
    content: contentWords(text),
    topics: [...topicsOfText(text)],
    ...(echo ? { echo } : {}),
    ...(questionWord ? { questionWord } : {}),
    skill: code,
    ...(code === 'advice' ? { withPermission: skill.with_permission === true } : {}),
  };
}

import { seededRandom } from '@rebond/vocabulary';
import { elapsed } from '../internal/time.js';
import type { ConversationTurn, Emotion } from '../types.js';
import { RELATIVE_LINES } from './case-lines.js';
import { caseReply, storyAnswer } from './case-reply.js';
import { type CoachMove, WH_WORD } from './coach-move.js';
import { DEALT } from './dealt-lines.js';
import {
  type DialogueState,
  dialogueState,
  normaliseSentence,
  sentencesOf,
  type Tone,
} from './dialogue-state.js';
import {
  ADVICE,
  AFFECTION,
  AFFIRMATION,
  APOLOGY,
  AUTONOMY,
  CLOSED_ANSWER,
  COLLABORATION,
  CONFRONTATION,
  FACILITATOR_PHRASES,
  FACT_LINES,
  FAREWELL,
  FEELING,
  GREETING,
  HOW_FEEL,
  type LinePool,
  OPEN_ANSWER,
  PROFILE_LINES,
  REACTIONS,
  REFLECTION,
  RESERVE,
  type Register,
  STATEMENT,
  TAILS,
  TALK_REQUEST,
  TURN_BACK,
  WHY,
} from './lines.js';
import type { CharacterProfile } from './profile.js';
import type { ScenarioFact } from './scenario.js';
import { hash, shareOf, shareOfLine } from './session-share.js';
import { summarizeState } from './summary.js';
import * as TEEN_LINES from './teen-lines.js';
import { sharedTopics, topicsOf, topicsOfText } from './topics.js';
import type { ReplyInput, ReplyResult, ReplyWriter, SummaryOptions, SummaryResult } from './types.js';
import { escapeRegExp, feelingsIn } from './words.js';

const cap = (s: string) => (s ? (s[0] ?? '').toUpperCase() + s.slice(1) : s);

/** The register a reply is written in, from the emotion, the character and resistance. */
export function registerOf(state: DialogueState): Register {
  const heatedTone = state.tone === 'angry' || state.tone === 'hostile';
  if (heatedTone || state.character.defensive) {
    return state.stance === 'closed' || state.stance === 'guarded' ? 'heated' : 'thaw';
  }
  if (state.tone === 'sad' || state.tone === 'anxious') return 'low';
  return 'plain';
}

/** Roles that are not a working life now, and roles at school. */
const PAST_ROLE = /^(retired|former|ex-|unemployed|out of work)\b/i;
const SCHOOL_ROLE = /\b(student|pupil|school|college|university|sixth form)\b/i;

const POINT_TIME =
  /^(last |yesterday|this morning|on |in |a (week|month|year) ago|\S+ (days|weeks|months|years) ago)/;
const article = (role: string) =>
  /^(a|an|the|my)\b/i.test(role)
    ? role.toLowerCase()
    : `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role.toLowerCase()}`;

/** "last year" -> "since last year", "three years ago" -> "for three years". */
const sinceOf = (time: string) =>
  / ago$/.test(time) ? `for ${time.replace(/ ago$/, '').replace(/^a /, 'a ')}` : `since ${time}`;

interface Slots {
  event?: string;
  object?: string;
  person?: string;
  time?: string;
  since?: string;
  place?: string;
  feeling?: string;
  reflected?: string;
  echo?: string;
  'a role'?: string;
  /** The role when it is paid work now ("I work as {a job}"): not a retired, former or school role. */
  'a job'?: string;
  trait?: string;
}

/** Fills a line's slots, or returns undefined when one has no value. */
function fill(line: string, slots: Slots): string | undefined {
  let missing = false;
  const out = line.replace(/\{([A-Za-z ]+)\}/g, (_m, key: string) => {
    const lower = (key[0]?.toLowerCase() ?? '') + key.slice(1);
    const value = slots[lower as keyof Slots];
    if (!value) {
      missing = true;
      return '';
    }
    return key[0] === key[0]?.toUpperCase() && !key.startsWith('a ') ? cap(value) : value;
  });
  return missing ? undefined : out;
}

/** Facts the coach's words point at first, then the ones the avatar has not used yet. */
function rankFacts(state: DialogueState, move: CoachMove): ScenarioFact[] {
  const said = state.avatarTurns.join(' ').toLowerCase();
  const last = (state.avatarTurns.at(-1) ?? '').toLowerCase();
  const topics = new Set(move.topics);
  return [...state.scenario.facts]
    .map((f, i) => {
      const overlap = sharedTopics(topicsOf(f.words), topics);
      const used = said.includes(f.text.toLowerCase()) ? 1 : 0;
      const justUsed = last.includes(f.text.toLowerCase()) ? 1 : 0;
      const salience = f.kind === 'event' || f.kind === 'object' ? 0.5 : f.kind === 'person' ? 0.3 : 0;
      return { f, score: overlap * 3 - used * 1.2 - justUsed * 3 + salience - i * 0.01 };
    })
    .sort((a, b) => b.score - a.score)
    .map((x) => x.f);
}

interface Composer {
  /** What the coach's turn is about (`CoachMove.topics`). */
  topics: Set<string>;
  /** Facts already mentioned in this reply. */
  facts: Set<string>;
  state: DialogueState;
  register: Register;
  r: () => number;
  used: Set<string>;
  /** The session's share of every pool of lines (`session-share.ts`), none for an unnamed session. */
  share: number | undefined;
  /** A teenager (the case formulation's voice): the teen pools first (`teen-lines.ts`). */
  teen: boolean;
  slots: Slots;
  /** Whether news of the story follows the first words: only then may they promise it ("I'll try to explain."). */
  storyFollows: boolean;
}

/** The teen voice of an adult pool, where it has one. */
const TEEN_OF = new Map<LinePool, LinePool>([
  [GREETING, TEEN_LINES.GREETING],
  [REFLECTION, TEEN_LINES.REFLECTION],
  [OPEN_ANSWER, TEEN_LINES.OPEN_ANSWER],
  [HOW_FEEL, TEEN_LINES.HOW_FEEL],
  [WHY, TEEN_LINES.WHY],
  [CLOSED_ANSWER, TEEN_LINES.CLOSED_ANSWER],
  [TALK_REQUEST, TEEN_LINES.TALK_REQUEST],
  [STATEMENT, TEEN_LINES.STATEMENT],
  [AFFIRMATION, TEEN_LINES.AFFIRMATION],
  [ADVICE, TEEN_LINES.ADVICE],
  [AFFECTION, TEEN_LINES.AFFECTION],
  ...Object.values(TAILS).map((pool): [LinePool, LinePool] => [pool, TEEN_LINES.TAILS]),
]);

/**
 * Picks an unsaid, fillable line from a pool, of the session's share when it has one (of any
 * share once it has none, unless `ownShare`).
 */
function choose(
  c: Composer,
  pool: readonly string[],
  extra: Slots = {},
  ownShare = false,
  only: (template: string) => boolean = () => true,
): string | undefined {
  const slots = { ...c.slots, ...extra };
  const options = pool
    .map((template, index) => ({ template, index, line: fill(template, slots) }))
    .filter((o): o is { template: string; index: number; line: string } => !!o.line && only(o.template))
    .filter((o) => sentencesOf(o.line).every((s) => !c.used.has(normaliseSentence(s))))
    .filter((o) => !FACILITATOR_PHRASES.some((re) => re.test(o.line)))
    // A client in counselling talks to a professional, not to a relative or a guest.
    .filter(
      (o) => c.state.case.coach.frame !== 'counselling' || !RELATIVE_LINES.some((re) => re.test(o.line)),
    );
  if (options.length === 0) return undefined;
  // The session's share of the pool first, so practices in a row word it differently: the other
  // shares only once this one has nothing fresh (its share is the template's, as dealt).
  const mine =
    c.share === undefined
      ? options
      : options.filter((o) => shareOfLine(o.template, o.index, DEALT) === c.share);
  if (!mine.length && ownShare) return undefined;
  const own = mine.length ? mine : options;
  // Among them, lines about what the coach just said come first, then lines with a slot filled
  // from this conversation: both show the avatar listened.
  const about = own.filter((o) => sharedTopics(topicsOfText(o.line), c.topics) > 0);
  const specific = own.filter((o) => o.template.includes('{'));
  const from = about.length && c.r() < 0.8 ? about : specific.length && c.r() < 0.7 ? specific : own;
  const line = (from[Math.floor(c.r() * from.length) % from.length] as { line: string }).line;
  for (const s of sentencesOf(line)) c.used.add(normaliseSentence(s));
  return line;
}

const FALLBACK_ORDER: Record<Register, Register[]> = {
  heated: ['heated', 'plain'],
  thaw: ['thaw', 'plain', 'low'],
  low: ['low', 'plain', 'thaw'],
  plain: ['plain', 'thaw', 'low'],
};

/**
 * A line of the register, or of a neighbouring one (not when `strict`): the session's share of
 * each register first, so a long practice borrows a neighbour's words before another practice's.
 * A teenager speaks from the pool's teen voice first, and from the adult one only once the teen
 * voice has nothing fresh of the session's share.
 */
function fromPool(
  c: Composer,
  pool: LinePool,
  extra: Slots = {},
  strict = false,
  only?: (template: string) => boolean,
): string | undefined {
  const registers = strict ? [c.register] : FALLBACK_ORDER[c.register];
  const teen = c.teen ? TEEN_OF.get(pool) : undefined;
  const voices = teen ? [teen, pool] : [pool];
  for (const ownShare of [true, false]) {
    for (const voice of voices) {
      for (const reg of registers) {
        const line = choose(c, voice[reg], extra, ownShare, only);
        if (line) return line;
      }
    }
  }
  return undefined;
}

/** A request for a word with the client ("Have you got a minute?", "Can we talk?", "Can I bring something up?"). */
const TALK_REQUEST_Q =
  /\b(got|have you got|do you have|have you) a (minute|second|moment|sec)\b|\b(can|could|may) (we|i) (talk|have a (word|chat)|ask you something|bring something up|speak to you|sit down)\b|\bis (now|this) a (good|bad) time\b/i;

/** Lines that return a declaration of love ("Me too", "Love you too"). */
const RETURNED_LOVE = /\b(me too|same|love you too|feel the same|i do too)\b/i;

/** A line that says the reflected feeling back, to own it or correct it. */
const SAYS_FEELING = (template: string) =>
  template.includes('{reflected}') || template.includes('{Reflected}');

/** The first sentence: an answer to what the coach actually did. */
function respond(c: Composer, move: CoachMove, turn: number): string | undefined {
  const q = move.questionWord ?? '';
  switch (move.primary) {
    case 'greeting':
      return turn === 0 ? fromPool(c, GREETING) : fromPool(c, STATEMENT);
    case 'farewell':
      return fromPool(c, FAREWELL);
    case 'confrontation':
      return fromPool(c, CONFRONTATION);
    case 'advice':
      return fromPool(c, ADVICE);
    case 'apology':
      return fromPool(c, APOLOGY);
    case 'affirmation':
      return fromPool(c, AFFIRMATION);
    case 'collaboration':
      return fromPool(c, COLLABORATION);
    case 'autonomy':
      return fromPool(c, AUTONOMY);
    case 'reflection':
      // A reflection that names the client's feeling is answered about that feeling: owned or corrected.
      return (
        (move.reflectedFeelings.length ? fromPool(c, REFLECTION, {}, false, SAYS_FEELING) : undefined) ??
        fromPool(c, REFLECTION)
      );
    case 'affection': {
      // "Me too" answers love or missing, not pride or thanks.
      const loved = /\b(love|miss)\b/i.test(c.state.coachTurns.at(-1)?.text ?? '');
      return fromPool(c, AFFECTION, {}, false, (t) => loved || !RETURNED_LOVE.test(t));
    }
    case 'feeling':
      return fromPool(c, FEELING);
    case 'closed_question':
      // "Have you got a minute?" asks to talk: answered yes or no to that, not "Yes, more or less.".
      if (TALK_REQUEST_Q.test(c.state.coachTurns.at(-1)?.text ?? '')) return fromPool(c, TALK_REQUEST);
      // "Who have you been seeing?" is not answered "Yeah, kind of.".
      return fromPool(c, WH_WORD.test(q) ? OPEN_ANSWER : CLOSED_ANSWER);
    case 'open_question': {
      const text = c.state.coachTurns.at(-1)?.text.toLowerCase() ?? '';
      if (/\bhow (are|have) you\b|\bhow (do|did) you feel\b|\bhow('s| is) it going\b|\bfeeling\b/.test(text))
        return fromPool(c, HOW_FEEL);
      if (q === 'why' || /\bhow come\b/.test(text)) return fromPool(c, WHY);
      return fromPool(c, OPEN_ANSWER, {}, false, (t) => c.storyFollows || !PROMISES_AN_ANSWER.test(t));
    }
    default:
      return fromPool(c, STATEMENT);
  }
}

/** A sentence about the scenario's details, the one the coach's words point at first. */
function aboutFacts(c: Composer, move: CoachMove): string | undefined {
  const ranked = rankFacts(c.state, move);
  const time = c.state.scenario.facts.find((f) => f.kind === 'time' && POINT_TIME.test(f.text))?.text;
  const turns = c.state.avatarTurns.map((t) => t.toLowerCase());
  const asked = move.primary === 'open_question' || move.primary === 'closed_question';
  for (const fact of ranked.filter((f) => !c.facts.has(f.text)).slice(0, 4)) {
    if (fact.kind === 'time' && !POINT_TIME.test(fact.text)) continue;
    // A detail told in two replies already waits until the coach names it again (in three, when
    // the coach asks about something): a partner who brings the same detail into every turn recites.
    const told = turns.filter((t) => t.includes(fact.text.toLowerCase())).length;
    if (told >= (asked ? 3 : 2) && sharedTopics(topicsOf(fact.words), c.topics) === 0) continue;
    const extra: Slots = { [fact.kind]: fact.text, ...(time && fact.kind !== 'time' ? { time } : {}) };
    if (fact.kind === 'time') extra.since = sinceOf(fact.text);
    const pool = fact.quantity
      ? FACT_LINES.quantity
      : fact.festive
        ? FACT_LINES.festive
        : FACT_LINES[fact.kind];
    // A detail is told in the register of the moment or not at all.
    const line =
      fromPool(c, pool, extra, true) ??
      (pool !== FACT_LINES[fact.kind] ? fromPool(c, FACT_LINES[fact.kind], extra, true) : undefined);
    if (line) {
      c.facts.add(fact.text);
      if (time && line.includes(time)) c.facts.add(time);
      return line;
    }
  }
  return undefined;
}

const REACTION_FIELD: Record<Tone, keyof DialogueState['character']['reactions']> = {
  angry: 'angry_defensive',
  hostile: 'hostile_dismissive',
  sad: 'sad_grieving',
  anxious: 'anxious_overwhelmed',
  joyful: 'joyful_celebrating',
  surprised: 'joyful_celebrating',
  neutral: 'angry_defensive',
};

/** The kinds of line the profile's reaction in this emotion calls for (`REACTIONS`), in order. */
function reactionKinds(state: DialogueState, register: Register): (keyof typeof REACTIONS)[] {
  const t = (state.character.reactions[REACTION_FIELD[state.tone]] ?? '').toLowerCase();
  const hard = register === 'heated';
  const out: (keyof typeof REACTIONS)[] = [];
  if (hard && /blame|deflect|excuse/.test(t)) out.push('deflect');
  if (hard && /sarcas/.test(t)) out.push('sarcasm');
  if (hard && /shout|yell|raises? (his|her|their) voice|loud/.test(t)) out.push('shout');
  if (/cry|tear|weep/.test(t)) out.push('tears');
  if (/withdraw|quiet|silent|shut down/.test(t)) out.push('withdraw');
  if (/ramble|overthink|worry/.test(t)) out.push('ramble');
  if (hard && /cold|ignore|change(s)? the subject/.test(t)) out.push('subject');
  return out;
}

function tail(c: Composer): string | undefined {
  // A teenager's reactions are in the teen voice's tails.
  const own = c.teen ? [] : reactionKinds(c.state, c.register).flatMap((kind) => REACTIONS[kind]);
  // The profile's own reactions come through now and then, in words of the session's share.
  if (own.length && c.r() < 0.35) {
    const line = choose(c, own);
    if (line) return line;
  }
  return fromPool(c, TAILS[c.state.tone]) ?? reserve(c);
}

/** The last resort of long sessions: a seeded opener-and-core sentence not said yet. */
function reserve(c: Composer): string | undefined {
  const { openers, cores } = RESERVE[c.register];
  const said = [...c.used];
  // A core said once, whatever its opener, waits until every other core has been used.
  const fresh = cores.filter((k) => !said.some((s) => s.endsWith(normaliseSentence(k))));
  const all = openers.flatMap((o) => (fresh.length ? fresh : cores).map((k) => `${o}, ${k}.`));
  return choose(c, all);
}

/** Each pool's templates as patterns of what they say once filled ("I'm {trait}" -> /^i'm .+$/). */
const TEMPLATE_PATTERNS = new WeakMap<LinePool, RegExp[]>();

/** Whether the avatar has said a sentence of a pool's templates in this session. */
function saidFromPool(state: DialogueState, pool: LinePool): boolean {
  let patterns = TEMPLATE_PATTERNS.get(pool);
  if (!patterns) {
    patterns = Object.values(pool)
      .flat()
      .flatMap((template) => sentencesOf(template))
      .map((sentence) => {
        const parts = normaliseSentence(sentence.replace(/\{[A-Za-z ]+\}/g, ' QQSLOTQQ ')).split('qqslotqq');
        return new RegExp(`^${parts.map((p) => escapeRegExp(p.trim())).join('.+')}$`);
      });
    TEMPLATE_PATTERNS.set(pool, patterns);
  }
  const said = state.avatarTurns.flatMap(sentencesOf).map(normaliseSentence);
  return said.some((s) => patterns.some((re) => re.test(s)));
}

const SECOND_SENTENCE_FIRST: Partial<Record<CoachMove['primary'], boolean>> = {
  open_question: true,
  closed_question: true,
  confrontation: true,
  feeling: true,
  statement: true,
  collaboration: true,
  autonomy: true,
};

/**
 * Writes one reply from the dialogue state: first an answer to what the coach did, then (most of
 * the time) a sentence about the scenario's details or in the emotion's voice, never a sentence
 * the avatar has already said in this session.
 */
export function composeReply(state: DialogueState, seedText: string, session = ''): string {
  const current = state.coachTurns.at(-1);
  if (!current) return '';
  const move = current.move;
  const turn = state.coachTurns.length - 1;
  const register = registerOf(state);
  const r = seededRandom(hash(`${session}|${state.character.name}|${state.emotion}|${turn}|${seedText}`));
  // Only one-word traits ("stubborn", "hard-working") fit "people say I'm {trait}".
  const traits = state.character.traits.filter((t) => /^[a-z]+(-[a-z]+)?$/.test(t));
  const role = state.character.role;
  const c: Composer = {
    topics: new Set(move.topics),
    facts: new Set(),
    state,
    register,
    r,
    used: new Set(state.saidSentences),
    share: shareOf(session),
    teen: state.case.voice === 'teen',
    storyFollows: false,
    slots: {
      ...(move.coachFeelings[0] ? { feeling: move.coachFeelings[0] } : {}),
      ...(move.reflectedFeelings[0] ? { reflected: move.reflectedFeelings[0] } : {}),
      ...(move.echo ? { echo: move.echo } : {}),
      // A retired electrician is not "being a retired electrician"; a student does not "work as" one.
      ...(role && !PAST_ROLE.test(role) ? { 'a role': article(role) } : {}),
      ...(role && !PAST_ROLE.test(role) && !SCHOOL_ROLE.test(role) ? { 'a job': article(role) } : {}),
      ...(traits.length ? { trait: traits[Math.floor(r() * traits.length) % traits.length] } : {}),
    },
  };
  // A counselling client answers from the case: its story, its quantities, its ambivalence.
  const fromCase = caseReply(c, move, current.text, turn);
  if (fromCase) return fromCase.replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  // A first turn that greets and asks something gets a greeting, then the answer.
  if (turn === 0 && move.primary !== 'greeting' && move.intents.includes('greeting')) {
    const hello = fromPool(c, GREETING);
    if (hello) parts.push(hello);
  }
  // A question the story answers: a quantity is the whole answer, an open question is answered
  // after its first words.
  const story = storyAnswer(c, move, current.text);
  c.storyFollows = !!story && !story.whole && story.news;
  // The scenario's details the story tells are told: no second sentence about them in this reply.
  const told = story?.text.toLowerCase() ?? '';
  for (const f of state.scenario.facts) if (told.includes(f.text.toLowerCase())) c.facts.add(f.text);
  // Asked for a word, the client says yes or no, as briefly as a person would ("What now?"), and
  // waits to hear what it is about; asked for one about something ("Can we talk about the money?"),
  // they may say something on it too.
  const asksToTalk =
    move.primary === 'closed_question' &&
    TALK_REQUEST_Q.test(current.text) &&
    !/\babout\b/i.test(current.text);
  const first = story?.whole ? story.text : respond(c, move, turn);
  if (first) parts.push(first);
  if (story && !story.whole) parts.push(story.text);
  if (
    move.primary !== 'farewell' &&
    parts.length < 2 &&
    !(move.primary === 'greeting' && turn === 0 && r() < 0.5) &&
    !asksToTalk
  ) {
    // Questions and accusations are answered with the concrete details; kindness with feeling. A
    // question that names a detail of the scenario ("What was the exam like?") is answered on it.
    const question = move.primary === 'open_question' || move.primary === 'closed_question';
    const named = rankFacts(state, move).some(
      (f) => !c.facts.has(f.text) && sharedTopics(topicsOf(f.words), c.topics) > 0,
    );
    const factFirst = question && named ? 1 : SECOND_SENTENCE_FIRST[move.primary] ? 0.9 : 0.65;
    const second = r() < factFirst ? (aboutFacts(c, move) ?? tail(c)) : (tail(c) ?? aboutFacts(c, move));
    if (second) parts.push(second);
    const more = register === 'heated' ? 0.35 : 0.25;
    if (r() < more) {
      // People rarely name their own traits: once a session at most, and a teenager never.
      const trait = turn > 0 && !c.teen && !saidFromPool(state, PROFILE_LINES) && r() < 0.3;
      const third = trait ? fromPool(c, PROFILE_LINES) : r() < 0.5 ? tail(c) : aboutFacts(c, move);
      if (third) parts.push(third);
    }
  }
  // A one-word answer reads as a glitch, not a character: add a line in the emotion's voice.
  if (move.primary !== 'farewell' && !asksToTalk && parts.join(' ').length < 25) {
    const more = tail(c) ?? aboutFacts(c, move);
    if (more) parts.push(more);
  }
  if (parts.length === 0) parts.push(fromPool(c, STATEMENT) ?? '...');
  // A hostile or defensive character never closes on a question; others sometimes turn back.
  if (state.hostile && !asksToTalk) {
    while (parts.length > 1 && /\?\s*$/.test(parts.at(-1) ?? '')) parts.pop();
    // What is left is closed with a line in the emotion's voice when it ends on a question or
    // became a one-liner once its question went.
    const short = move.primary !== 'farewell' && parts.join(' ').length < 25;
    if (/\?\s*$/.test(parts.at(-1) ?? '') || short) {
      const closer = tail(c);
      if (closer) parts.push(closer);
    }
  } else if (
    turn > 0 &&
    parts.length >= 2 &&
    !['farewell', 'feeling', 'apology', 'confrontation', 'advice', 'affection'].includes(move.primary) &&
    !/\?\s*$/.test(state.avatarTurns.at(-1) ?? '') &&
    r() < 0.2
  ) {
    // "Do you ever feel like that?" points back at a feeling: only after one is voiced.
    const felt = voicesFeeling(parts.join(' '));
    const back = choose(
      c,
      TURN_BACK[state.tone as Tone],
      {},
      false,
      (line) => felt || !ASKS_OF_A_FEELING.test(line),
    );
    if (back) parts.push(back);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** First words that promise an account ("Let me try to explain."): said only before the story. */
const PROMISES_AN_ANSWER = /\b(explain|here's (how|my)|put it this way|be straight with you|tell you how)\b/i;

/** Turn-backs that ask about the feeling just voiced ("Do you ever feel like that?"). */
const ASKS_OF_A_FEELING = /\bfeel like (that|this)\b|\bget easier\b/i;

/** Whether a reply voices a feeling: names one, or says how something feels. */
function voicesFeeling(text: string): boolean {
  return /\b(feel|feels|felt|feeling)\b/i.test(text) || feelingsIn(text.toLowerCase()).length > 0;
}

/**
 * The local persona engine: rebuilds the session's dialogue state from the conversation, reads
 * what the coach just did, and answers it in the character's voice, using the scenario's details,
 * never saying a sentence twice in a session. Limits: English replies; hand-written lines and
 * keyword rules, it does not understand language the way a chat model does.
 */
export class LocalPersonaEngine implements ReplyWriter {
  readonly implementation = 'local-persona-rules';

  /** The dialogue state after the conversation (and the coach's new message, when given). */
  state(input: Omit<ReplyInput, 'message'> & { message?: string }): DialogueState {
    return dialogueState(input);
  }

  async reply(input: ReplyInput): Promise<ReplyResult> {
    const done = elapsed('reply', this.implementation);
    const state = dialogueState(input);
    const text = composeReply(state, input.message, input.session);
    return { text, state, report: done() };
  }

  async summarize(
    conversation: readonly ConversationTurn[],
    profile: CharacterProfile | string,
    emotion?: Emotion | string,
    options: SummaryOptions = {},
  ): Promise<SummaryResult> {
    const done = elapsed('summarize', this.implementation);
    const state = dialogueState({
      profile,
      emotion,
      conversation,
      scenarioPrompt: options.scenarioPrompt,
      difficulty: options.difficulty,
      relationship: options.relationship,
      coachSkills: options.coachSkills,
      formulation: options.formulation,
    });
    const { summary, outcome } = summarizeState(state, options.locale, options.avatarName, {
      codes: options.coachSkills,
      counted: options.counted,
    });
    return { summary, outcome, state, report: done() };
  }
}

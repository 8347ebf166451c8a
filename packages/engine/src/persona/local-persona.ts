import { elapsed } from '../internal/time.js';
import type { ConversationTurn, Emotion } from '../types.js';
import { RELATIVE_LINES } from './case-lines.js';
import { caseReply } from './case-reply.js';
import type { CoachMove } from './coach-move.js';
import {
  type DialogueState,
  dialogueState,
  normaliseSentence,
  sentencesOf,
  type Tone,
} from './dialogue-state.js';
import * as GENERAL_LINES from './lines.js';
import {
  ADVICE,
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
  REFLECTION,
  RESERVE,
  type Register,
  STATEMENT,
  TAILS,
  TURN_BACK,
  WHY,
} from './lines.js';
import type { CharacterProfile } from './profile.js';
import type { ScenarioFact } from './scenario.js';
import { deal, hash, poolsIn, shareOf, shareOfLine } from './session-share.js';
import { summarizeState } from './summary.js';
import type { ReplyInput, ReplyResult, ReplyWriter, SummaryOptions, SummaryResult } from './types.js';
import { contentWords, stem } from './words.js';

const cap = (s: string) => (s ? (s[0] ?? '').toUpperCase() + s.slice(1) : s);

/** mulberry32: a small seeded generator, so the same conversation always gets the same reply. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The register a reply is written in, from the emotion, the character and resistance. */
export function registerOf(state: DialogueState): Register {
  const heatedTone = state.tone === 'angry' || state.tone === 'hostile';
  if (heatedTone || state.character.defensive) {
    return state.stance === 'closed' || state.stance === 'guarded' ? 'heated' : 'thaw';
  }
  if (state.tone === 'sad' || state.tone === 'anxious') return 'low';
  return 'plain';
}

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
    return key[0] === key[0]?.toUpperCase() && key !== 'a role' ? cap(value) : value;
  });
  return missing ? undefined : out;
}

/** Facts the coach's words point at first, then the ones the avatar has not used yet. */
function rankFacts(state: DialogueState, move: CoachMove): ScenarioFact[] {
  const said = state.avatarTurns.join(' ').toLowerCase();
  const last = (state.avatarTurns.at(-1) ?? '').toLowerCase();
  const words = new Set(move.content);
  return [...state.scenario.facts]
    .map((f, i) => {
      const overlap = f.words.filter((w) => words.has(w)).length;
      const used = said.includes(f.text.toLowerCase()) ? 1 : 0;
      const justUsed = last.includes(f.text.toLowerCase()) ? 1 : 0;
      const salience = f.kind === 'event' || f.kind === 'object' ? 0.5 : f.kind === 'person' ? 0.3 : 0;
      return { f, score: overlap * 3 - used * 1.2 - justUsed * 3 + salience - i * 0.01 };
    })
    .sort((a, b) => b.score - a.score)
    .map((x) => x.f);
}

interface Composer {
  /** Stems of the coach's turn. */
  coachStems: Set<string>;
  /** Facts already mentioned in this reply. */
  facts: Set<string>;
  state: DialogueState;
  register: Register;
  r: () => number;
  used: Set<string>;
  /** The session's share of every pool of lines (`session-share.ts`), none for an unnamed session. */
  share: number | undefined;
  slots: Slots;
}

/** The general composer's sentences dealt into shares once (`session-share.ts`). */
const GENERAL_DEALT = deal(poolsIn(GENERAL_LINES));

/** Picks an unsaid, fillable line from a pool (falling back to the neighbouring registers). */
function choose(c: Composer, pool: readonly string[], extra: Slots = {}): string | undefined {
  const slots = { ...c.slots, ...extra };
  const options = pool
    .map((template, index) => ({ template, index, line: fill(template, slots) }))
    .filter((o): o is { template: string; index: number; line: string } => !!o.line)
    .filter((o) => sentencesOf(o.line).every((s) => !c.used.has(normaliseSentence(s))))
    .filter((o) => !FACILITATOR_PHRASES.some((re) => re.test(o.line)))
    // A client in counselling talks to a professional, not to a relative or a guest.
    .filter(
      (o) => c.state.case.coach.frame !== 'counselling' || !RELATIVE_LINES.some((re) => re.test(o.line)),
    );
  if (options.length === 0) return undefined;
  // Lines about what the coach just said come first, then lines with a slot filled from this
  // conversation: both show the avatar listened.
  const about = options.filter((o) => contentWords(o.line).some((w) => c.coachStems.has(stem(w))));
  const specific = options.filter((o) => o.template.includes('{'));
  const chosen = about.length && c.r() < 0.8 ? about : specific.length && c.r() < 0.7 ? specific : options;
  // Among them, those of the session's share of the pool, so practices in a row word it differently.
  const mine =
    c.share === undefined
      ? chosen
      : chosen.filter((o) => shareOfLine(o.line, o.index, GENERAL_DEALT) === c.share);
  const from = mine.length ? mine : chosen;
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

function fromPool(c: Composer, pool: LinePool, extra: Slots = {}, strict = false): string | undefined {
  for (const reg of strict ? [c.register] : FALLBACK_ORDER[c.register]) {
    const line = choose(c, pool[reg], extra);
    if (line) return line;
  }
  return undefined;
}

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
      return fromPool(c, REFLECTION);
    case 'feeling':
      return fromPool(c, FEELING);
    case 'closed_question':
      return fromPool(c, CLOSED_ANSWER);
    case 'open_question': {
      const text = c.state.coachTurns.at(-1)?.text.toLowerCase() ?? '';
      if (/\bhow (are|have) you\b|\bhow (do|did) you feel\b|\bhow('s| is) it going\b|\bfeeling\b/.test(text))
        return fromPool(c, HOW_FEEL);
      if (q === 'why' || /\bhow come\b/.test(text)) return fromPool(c, WHY);
      return fromPool(c, OPEN_ANSWER);
    }
    default:
      return fromPool(c, STATEMENT);
  }
}

/** A sentence about the scenario's details, the one the coach's words point at first. */
function aboutFacts(c: Composer, move: CoachMove): string | undefined {
  const ranked = rankFacts(c.state, move);
  const time = c.state.scenario.facts.find((f) => f.kind === 'time' && POINT_TIME.test(f.text))?.text;
  for (const fact of ranked.filter((f) => !c.facts.has(f.text)).slice(0, 4)) {
    if (fact.kind === 'time' && !POINT_TIME.test(fact.text)) continue;
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

/** Lines that come from how the profile says the character reacts in this emotion. */
function reactionLines(state: DialogueState, register: Register): string[] {
  const t = (state.character.reactions[REACTION_FIELD[state.tone]] ?? '').toLowerCase();
  const hard = register === 'heated';
  const out: string[] = [];
  if (hard && /blame|deflect|excuse/.test(t)) out.push('And honestly, you played your part in this too.');
  if (hard && /sarcas/.test(t)) out.push('Oh, brilliant. Just brilliant.');
  if (hard && /shout|yell|raises? (his|her|their) voice|loud/.test(t)) out.push('I am NOT shouting!');
  if (/cry|tear|weep/.test(t)) out.push('Sorry, I... give me a second.');
  if (/withdraw|quiet|silent|shut down/.test(t)) out.push('I would rather not say more.');
  if (/ramble|overthink|worry/.test(t)) out.push('Sorry, I am rambling again.');
  if (hard && /cold|ignore|change(s)? the subject/.test(t))
    out.push('Anyway. Can we talk about something else.');
  return out;
}

function tail(c: Composer): string | undefined {
  const own = reactionLines(c.state, c.register);
  // The profile's own reactions come through now and then, each at most once a session.
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
  const r = rng(hash(`${session}|${state.character.name}|${state.emotion}|${turn}|${seedText}`));
  // Only one-word traits ("stubborn", "hard-working") fit "people say I'm {trait}".
  const traits = state.character.traits.filter((t) => /^[a-z]+(-[a-z]+)?$/.test(t));
  const c: Composer = {
    coachStems: new Set(move.content.map(stem)),
    facts: new Set(),
    state,
    register,
    r,
    used: new Set(state.saidSentences),
    share: shareOf(session),
    slots: {
      ...(move.coachFeelings[0] ? { feeling: move.coachFeelings[0] } : {}),
      ...(move.reflectedFeelings[0] ? { reflected: move.reflectedFeelings[0] } : {}),
      ...(move.echo ? { echo: move.echo } : {}),
      ...(state.character.role ? { 'a role': article(state.character.role) } : {}),
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
  const first = respond(c, move, turn);
  if (first) parts.push(first);
  if (
    move.primary !== 'farewell' &&
    parts.length < 2 &&
    !(move.primary === 'greeting' && turn === 0 && r() < 0.5)
  ) {
    // Questions and accusations are answered with the concrete details; kindness with feeling.
    const factFirst = SECOND_SENTENCE_FIRST[move.primary] ? 0.9 : 0.65;
    const second = r() < factFirst ? (aboutFacts(c, move) ?? tail(c)) : (tail(c) ?? aboutFacts(c, move));
    if (second) parts.push(second);
    const more = register === 'heated' ? 0.35 : 0.25;
    if (r() < more) {
      const third =
        turn > 0 && r() < 0.3 ? fromPool(c, PROFILE_LINES) : r() < 0.5 ? tail(c) : aboutFacts(c, move);
      if (third) parts.push(third);
    }
  }
  // A one-word answer reads as a glitch, not a character: add a line in the emotion's voice.
  if (move.primary !== 'farewell' && parts.join(' ').length < 25) {
    const more = tail(c) ?? aboutFacts(c, move);
    if (more) parts.push(more);
  }
  if (parts.length === 0) parts.push(fromPool(c, STATEMENT) ?? '...');
  // A hostile or defensive character never closes on a question; others sometimes turn back.
  if (state.hostile) {
    while (parts.length > 1 && /\?\s*$/.test(parts.at(-1) ?? '')) parts.pop();
    if (/\?\s*$/.test(parts.at(-1) ?? '')) {
      const closer = tail(c);
      if (closer) parts.push(closer);
    }
  } else if (
    turn > 0 &&
    parts.length >= 2 &&
    !['farewell', 'feeling', 'apology', 'confrontation', 'advice'].includes(move.primary) &&
    !/\?\s*$/.test(state.avatarTurns.at(-1) ?? '') &&
    r() < 0.2
  ) {
    const back = choose(c, TURN_BACK[state.tone as Tone]);
    if (back) parts.push(back);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
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

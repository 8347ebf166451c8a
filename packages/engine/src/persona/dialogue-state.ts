/**
 * The dialogue state of one session: how open or resistant the avatar is, what it feels and how
 * strongly, what both sides have said, the scenario's details and the profile's traits. It is
 * rebuilt from the conversation the server passes on every reply (the server keeps no state
 * between replies), so it survives restarts and every writer, local or model-based, reads the
 * same numbers.
 */
import type { RelationshipType, SessionDifficulty } from '@rebond/vocabulary';
import { sharedLocalCoder } from '../skills/local-coder.js';
import { coachTurnsOf } from '../skills/session-coder.js';
import { type ConversationTurn, type Emotion, toEmotion } from '../types.js';
import { buildCaseFormulation, type CaseFormulation } from './case-formulation.js';
import { type CoachIntent, type CoachMove, coachMoveOf } from './coach-move.js';
import type { CoachSkill } from './coach-skill.js';
import { type CharacterProfile, parseProfile } from './profile.js';
import { withRelationship } from './relationship-frame.js';
import { extractScenarioFacts, type ScenarioFacts } from './scenario.js';

/** How hard the avatar is to move (the scenario form's difficulty). @default 'medium' */
export type Difficulty = SessionDifficulty;

/** The emotional register a reply is written in. */
export type Tone = 'angry' | 'sad' | 'joyful' | 'anxious' | 'hostile' | 'surprised' | 'neutral';

/** Where the avatar stands now, from resistance: it decides which lines it can say. */
export type Stance = 'closed' | 'guarded' | 'opening' | 'open';

/** The avatar's character, read from its profile. */
export interface CharacterTraits {
  name: string;
  /** The profile says the character is defensive, hostile, stubborn or pushes back. */
  defensive: boolean;
  /** Trait words from the profile ("stubborn", "proud"). */
  traits: string[];
  role?: string;
  relationship?: string;
  /** From the profile's gender identity, for languages that agree with it. */
  gender?: 'male' | 'female';
  /** The profile's emotional responses (spec section 3), by field. */
  reactions: Partial<
    Record<
      | 'sad_grieving'
      | 'angry_defensive'
      | 'joyful_celebrating'
      | 'anxious_overwhelmed'
      | 'hostile_dismissive',
      string
    >
  >;
}

/** One coach turn as the state recorded it. */
export interface CoachTurnRecord {
  text: string;
  move: CoachMove;
  /** Resistance after this turn. */
  resistance: number;
}

/** The dialogue state, rebuilt from the conversation. */
export interface DialogueState {
  character: CharacterTraits;
  emotion: Emotion;
  tone: Tone;
  difficulty: Difficulty;
  /** How strongly the emotion is felt now, 0..1. */
  intensity: number;
  /** How much the avatar resists the coach now, 0 (open) .. 1 (shut). */
  resistance: number;
  /** 1 - resistance. */
  openness: number;
  stance: Stance;
  /** Resistance before the first coach turn. */
  initialResistance: number;
  /** Resistance before the first turn, then after each coach turn. */
  trajectory: number[];
  /** Every coach turn, classified. */
  coachTurns: CoachTurnRecord[];
  /** Every sentence the avatar has said, normalised, to never say one twice. */
  saidSentences: string[];
  /** The avatar's earlier replies, as said. */
  avatarTurns: string[];
  /** The scenario's details. */
  scenario: ScenarioFacts;
  /** Intent counts over the coach's turns. */
  counts: Record<CoachIntent, number>;
  /** The avatar must not end replies with a question, nor speak like a facilitator. */
  hostile: boolean;
  /** The case formulation the avatar speaks from. */
  case: CaseFormulation;
  /** The lowest resistance this character reaches in this session, however good the coach. */
  floor: number;
}

/** What the state is built from: the same fields as a reply. */
export interface DialogueStateInput {
  profile: CharacterProfile | string;
  emotion?: Emotion | string | undefined;
  scenarioPrompt?: string | null | undefined;
  conversation: readonly ConversationTurn[];
  /** The coach's new message, when the state is read just before replying to it. */
  message?: string | undefined;
  difficulty?: Difficulty | undefined;
  /** Who the avatar is to the coach, when the scenario form said: sets the coach's place. */
  relationship?: RelationshipType | undefined;
  /**
   * The MITI codes of the coach's turns, in order (see `ReplyInput.coachSkills`); a turn without one
   * is coded here by the local skill coder, the same coder the feedback falls back to.
   */
  coachSkills?: readonly (CoachSkill | null | undefined)[] | undefined;
  /** An edited case formulation, used instead of the one built from the profile and scenario. */
  formulation?: CaseFormulation | undefined;
}

const TONE_OF: Record<Emotion, Tone> = {
  normal: 'neutral',
  happiness: 'joyful',
  sadness: 'sad',
  fear: 'anxious',
  anger: 'angry',
  surprise: 'surprised',
  disgust: 'hostile',
  contempt: 'hostile',
};

/**
 * The emotion setting shifts where the avatar starts and how strongly it feels, never how the
 * character moves: how fast trust builds and how low it can go are the character's.
 */
const EMOTION_DYNAMICS: Record<Emotion, { shift: number; intensity: number }> = {
  normal: { shift: 0, intensity: 0.3 },
  happiness: { shift: -0.12, intensity: 0.6 },
  sadness: { shift: 0.04, intensity: 0.6 },
  fear: { shift: 0.06, intensity: 0.6 },
  anger: { shift: 0.18, intensity: 0.7 },
  surprise: { shift: -0.04, intensity: 0.5 },
  disgust: { shift: 0.16, intensity: 0.6 },
  contempt: { shift: 0.2, intensity: 0.6 },
};
const DIFFICULTY: Record<Difficulty, { start: number; give: number; heat: number; floor: number }> = {
  easy: { start: -0.1, give: 1.35, heat: 0.8, floor: -0.04 },
  medium: { start: 0, give: 1, heat: 1, floor: 0 },
  hard: { start: 0.1, give: 0.7, heat: 1.2, floor: 0.06 },
};
/**
 * How each intent moves resistance (before scaling). A confrontation or unasked advice costs more
 * than the best reflection earns: trust is slow to build and quick to lose.
 */
const PUSH: Record<CoachIntent, number> = {
  confrontation: 0.17,
  advice: 0.12,
  closed_question: 0.02,
  open_question: -0.04,
  reflection: -0.08,
  // Handing the client the choice or asking for their ideas repairs trust, less than being understood.
  collaboration: -0.05,
  autonomy: -0.05,
  apology: -0.05,
  affirmation: -0.04,
  affection: -0.04,
  feeling: -0.02,
  greeting: 0,
  farewell: 0,
  statement: 0,
};

const DEFENSIVE =
  /\b(defensive|hostile|pushes? back|stubborn|aggressive|dismissive|combative|confrontational|argumentative|guarded|bitter|prickly|short-tempered|hot-headed|resentful|denial|denies|deflects?|blames?|angry|irritable)\b/i;

const clamp = (v: number, lo = 0.03, hi = 0.97) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 1000) / 1000;

/** Sentence-level normalisation used for "never say the same sentence twice". */
export function normaliseSentence(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z0-9à-ÿ' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a reply into sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => normaliseSentence(s).length > 0);
}

function readCharacter(p: CharacterProfile, formulation: CaseFormulation): CharacterTraits {
  const traits = [p.character_traits, p.personality_keywords]
    .join(',')
    .split(/[,;/]|\band\b/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t && t.length < 30 && !/\s{2}/.test(t));
  const about = [
    p.personality_keywords,
    p.character_traits,
    p.base_emotional_tone,
    p.emotional_responses?.angry_defensive,
    p.emotional_responses?.hostile_dismissive,
    formulation.traits.join(' '),
  ].join(' ');
  const role = p.role_occupation?.trim() || formulation.role;
  return {
    name: p.name?.trim() || formulation.name || 'the avatar',
    defensive: DEFENSIVE.test(about),
    traits: [...new Set([...traits, ...formulation.traits])],
    ...(role ? { role } : {}),
    ...(p.relationship_to_user ? { relationship: p.relationship_to_user.trim() } : {}),
    reactions: { ...(p.emotional_responses ?? {}) },
    ...(/^(male|man|m|he|him|masculine|cis ?male|trans ?man)\b/i.test(p.gender_identity ?? '')
      ? { gender: 'male' as const }
      : /^(female|woman|f|she|her|feminine|cis ?female|trans ?woman)\b/i.test(p.gender_identity ?? '')
        ? { gender: 'female' as const }
        : /\b(father|dad|brother|son|husband|boyfriend|grandfather|uncle)\b/i.test(
              p.relationship_to_user ?? '',
            )
          ? { gender: 'male' as const }
          : /\b(mother|mom|mum|sister|daughter|wife|girlfriend|grandmother|aunt)\b/i.test(
                p.relationship_to_user ?? '',
              )
            ? { gender: 'female' as const }
            : formulation.gender
              ? { gender: formulation.gender }
              : {}),
  };
}

const stanceOf = (r: number): Stance =>
  r >= 0.7 ? 'closed' : r >= 0.48 ? 'guarded' : r >= 0.3 ? 'opening' : 'open';

/**
 * How one coach turn moves resistance. Pressure rises faster the more heated the emotion and the
 * harder the session; kindness moves a resistant avatar less than an open one, and a string of
 * closed questions feels like an interrogation.
 */
function step(
  resistance: number,
  move: CoachMove,
  closedRun: number,
  dyn: { heat: number; give: number; floor: number; bruised: boolean },
): number {
  let delta = 0;
  for (const intent of move.intents) delta += PUSH[intent];
  if (move.intents.includes('closed_question') && closedRun >= 2) delta += 0.04 * Math.min(closedRun - 1, 3);
  // A complex reflection (meaning added, not only words repeated) lands deeper than a simple one.
  if (move.skill === 'complex_reflection') delta -= 0.05;
  // An apology next to an accusation is not heard as one.
  if (move.intents.includes('apology') && move.intents.includes('confrontation')) delta += 0.05;
  // Rises slow down only near the top, so pressure keeps registering.
  if (delta > 0) return resistance + delta * dyn.heat * Math.min(1, (1 - resistance) * 2.2);
  // Kindness lands less the nearer the character's floor, and half as well just after a lecture.
  const room = Math.max(0, (resistance - dyn.floor) / (1 - dyn.floor));
  return Math.max(dyn.floor, resistance + delta * dyn.give * Math.sqrt(room) * (dyn.bruised ? 0.5 : 1));
}

/**
 * The codes of the coach's turns: the ones given (the pipeline's skill coder, hosted or local),
 * and for the others the local coder's, read in the same context (the client's turn before, the
 * permission to advise carried across the session).
 */
function codesOf(input: DialogueStateInput, count: number): (CoachSkill | null)[] {
  const given = input.coachSkills ?? [];
  const codes: (CoachSkill | null)[] = Array.from({ length: count }, (_, i) => given[i] ?? null);
  const conversation = input.message?.trim()
    ? [...input.conversation, { role: 'user' as const, content: input.message }]
    : input.conversation;
  const texts = conversation.filter((t) => t.role === 'user').map((t) => t.content);
  if (texts.every((t, i) => codes[i] || !t.trim())) return codes;
  const own = sharedLocalCoder().codeAll(coachTurnsOf(conversation));
  let next = 0;
  texts.forEach((t, i) => {
    if (!t.trim()) return;
    const coded = own[next++];
    if (!codes[i] && coded) codes[i] = coded;
  });
  return codes;
}

/** Formulations already built, by profile and scenario: a session's case is built once, not per reply. */
const FORMULATIONS = new Map<string, CaseFormulation>();

function formulationOf(
  profile: CharacterProfile | string,
  scenario: string | null | undefined,
): CaseFormulation {
  const key = `${typeof profile === 'string' ? profile : JSON.stringify(profile)}\u0000${scenario ?? ''}`;
  const known = FORMULATIONS.get(key);
  if (known) return known;
  const built = buildCaseFormulation(profile, scenario);
  if (FORMULATIONS.size >= 64) FORMULATIONS.delete(FORMULATIONS.keys().next().value as string);
  FORMULATIONS.set(key, built);
  return built;
}

/** Rebuilds the dialogue state from the conversation (and the coach's new message, if given). */
export function dialogueState(input: DialogueStateInput): DialogueState {
  const profile = parseProfile(input.profile);
  const emotion = toEmotion(typeof input.emotion === 'string' ? input.emotion : 'normal');
  const difficulty = input.difficulty ?? 'medium';
  const own = input.formulation ?? formulationOf(input.profile, input.scenarioPrompt);
  const formulation = input.relationship ? withRelationship(own, input.relationship) : own;
  const character = readCharacter(profile, formulation);
  const dyn = EMOTION_DYNAMICS[emotion];
  const diff = DIFFICULTY[difficulty];
  // The character decides how fast it moves: a defensive one heats up faster and gives less.
  const guardedCase = formulation.floor >= 0.2;
  const heat = diff.heat * (character.defensive ? 1.15 : 1);
  const give = diff.give * (character.defensive ? 0.75 : 1) * (formulation.voice === 'teen' ? 0.9 : 1);
  const floor = Math.max(
    0.03,
    formulation.floor + diff.floor + (character.defensive && !guardedCase ? 0.15 : 0),
  );
  const initial = clamp(
    formulation.baseResistance + dyn.shift + diff.start + (character.defensive && !guardedCase ? 0.12 : 0),
    Math.max(0.1, floor),
    0.92,
  );
  let resistance = initial;
  let intensity = dyn.intensity;
  let closedRun = 0;
  let bruise = 0;
  const trajectory = [round(initial)];
  const coachTurns: CoachTurnRecord[] = [];
  const saidSentences: string[] = [];
  const avatarTurns: string[] = [];
  const counts = Object.fromEntries(Object.keys(PUSH).map((k) => [k, 0])) as Record<CoachIntent, number>;
  const coachTexts = input.conversation.filter((t) => t.role === 'user').map((t) => t.content);
  if (input.message?.trim()) coachTexts.push(input.message);
  for (const turn of input.conversation) {
    if (turn.role !== 'assistant') continue;
    avatarTurns.push(turn.content);
    for (const s of sentencesOf(turn.content)) saidSentences.push(normaliseSentence(s));
  }
  const codes = codesOf(input, coachTexts.length);
  for (const [index, text] of coachTexts.entries()) {
    const move = coachMoveOf(text, codes[index] ?? { code: 'other' });
    const onlyClosed = move.intents.includes('closed_question') && !move.intents.includes('open_question');
    closedRun = onlyClosed ? closedRun + 1 : 0;
    const before = resistance;
    resistance = clamp(step(resistance, move, closedRun, { heat, give, floor, bruised: bruise > 0 }));
    // One lecture or accusation keeps the character closed for a few turns.
    bruise =
      move.intents.includes('confrontation') || move.intents.includes('advice') ? 3 : Math.max(0, bruise - 1);
    // Intensity follows the direction of the move: pressure stirs the emotion up, warmth settles it.
    intensity = clamp(intensity + (resistance - before) * 0.8, 0.1, 1);
    for (const intent of move.intents) counts[intent]++;
    coachTurns.push({ text, move, resistance: round(resistance) });
    trajectory.push(round(resistance));
  }
  const tone = TONE_OF[emotion];
  return {
    character,
    emotion,
    tone,
    difficulty,
    intensity: round(intensity),
    resistance: round(resistance),
    openness: round(1 - resistance),
    stance: stanceOf(resistance),
    initialResistance: round(initial),
    trajectory,
    coachTurns,
    saidSentences,
    avatarTurns,
    scenario: extractScenarioFacts(
      input.scenarioPrompt,
      profile.name,
      profile.relationship_to_user,
      formulation.gender,
    ),
    counts,
    hostile: tone === 'angry' || tone === 'hostile' || character.defensive || resistance >= 0.7,
    case: formulation,
    floor: round(floor),
  };
}

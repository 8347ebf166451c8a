import { SKILL_CODE_NAMES } from '@rebond/vocabulary';

/**
 * The behaviour codes the skill coder gives every coach utterance, after MITI 4.2.1 (with MITI
 * 3.1.1's open/closed split of questions, which coaches find useful).
 */
export const SKILL_CODES = SKILL_CODE_NAMES;

/** One MITI-style behaviour code. `advice` is MITI's Persuade; see `CodedUtterance.with_permission`. */
export type SkillCode = (typeof SKILL_CODES)[number];

/** The five classes most MI studies report: everything that is not a question or reflection is `other`. */
export const FIVE_CLASSES = [
  'open_question',
  'closed_question',
  'simple_reflection',
  'complex_reflection',
  'other',
] as const;

/** One of `FIVE_CLASSES`. */
export type FiveClass = (typeof FIVE_CLASSES)[number];

/** Maps a code to the five-class scheme (affirmation, collaboration, autonomy, information, advice and confront become `other`). */
export function toFiveClass(code: SkillCode): FiveClass {
  return (FIVE_CLASSES as readonly string[]).includes(code) ? (code as FiveClass) : 'other';
}

/** Whether a value is one of `SKILL_CODES`. */
export function isSkillCode(value: unknown): value is SkillCode {
  return typeof value === 'string' && (SKILL_CODES as readonly string[]).includes(value);
}

/** One coach utterance to code. */
export interface SkillUtterance {
  /** What the coach said (English; punctuation optional, as a speech recogniser gives it). */
  text: string;
  /** What the client (the avatar) said just before, when known: reflections are judged against it. */
  previous_client?: string;
}

/** The code of one utterance and the coach's own words that triggered it. */
export interface CodedUtterance {
  code: SkillCode;
  /** A verbatim excerpt of the utterance that shows why (a question's words, a reflection's stem...). */
  evidence: string;
  /**
   * Only for `advice`: whether permission was there first (MITI 4.2.1 "Persuade with Permission"):
   * the client asked for advice, the coach asked and was answered, or the advice itself emphasises
   * the client's autonomy ("if you're open to it", "it's up to you").
   */
  with_permission?: boolean;
}

/** An utterance with its expert code (training and evaluation data). */
export interface LabelledUtterance extends SkillUtterance {
  code: SkillCode;
  with_permission?: boolean;
}

/** What `describe()` says about a coder (the server can show it beside a scorecard). */
export interface SkillCoderDescription {
  /** `local-rules-logreg` or `openai-compatible-chat`. */
  implementation: string;
  /** Chat model name when hosted. */
  model?: string;
  /** What runs when the hosted coder fails (`local-rules-logreg`), or null for the local coder. */
  fallback: string | null;
  /** Training examples the local classifier learnt from. */
  trainingExamples: number;
  /** How many hosted calls fell back to the local coder since creation, and why the last one did. */
  fallbacks: number;
  lastFallbackReason: string | null;
  /** One line on what the coder is and is not. */
  note: string;
}

/** Codes coach utterances. */
export interface SkillCoder {
  /** Codes each utterance, answering in the same order. Never rejects for a hosted failure: it falls back. */
  code(utterances: readonly SkillUtterance[]): Promise<CodedUtterance[]>;
  describe(): SkillCoderDescription;
}

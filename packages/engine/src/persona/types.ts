import type { RelationshipType } from '@rebond/vocabulary';
import type { ConversationTurn, Emotion, StageReport } from '../types.js';
import type { CaseFormulation } from './case-formulation.js';
import type { CoachSkill } from './coach-skill.js';
import type { DialogueState, Difficulty } from './dialogue-state.js';
import type { CharacterProfile } from './profile.js';

export type { CoachSkill } from './coach-skill.js';

/** Everything the reply writer needs for one turn. */
export interface ReplyInput {
  /** The avatar's character profile: the object, its JSON string, or free text. */
  profile: CharacterProfile | string;
  /** The session's emotion. @default 'normal' */
  emotion?: Emotion | string;
  /** The scenario prompt of scenario sessions. */
  scenarioPrompt?: string | null;
  /** The conversation so far (without the new message). */
  conversation: readonly ConversationTurn[];
  /** What the coach just said (the transcript). */
  message: string;
  /** How hard the avatar is to move. @default 'medium' */
  difficulty?: Difficulty;
  /** Who the avatar is to the coach, when the scenario form said (sets who the coach is to it). */
  relationship?: RelationshipType;
  /**
   * The MITI codes of the coach's turns (the `user` turns of `conversation`, then `message`), in
   * order, as the reply pipeline's skill coder gave them. A turn without one is coded by the local
   * skill coder in the same context (there is no second reading of the coach's turn).
   */
  coachSkills?: readonly (CoachSkill | null | undefined)[];
  /** Names the session (its id, or which practice of the character it is): seeds the choice of words, so two sessions of one avatar do not recite the same lines. */
  session?: string;
  /** A case formulation the coach reviewed and edited: used instead of the one built from the profile. */
  formulation?: CaseFormulation;
}

/** A written reply. */
export interface ReplyResult {
  text: string;
  /** The dialogue state the reply was written from (after the coach's message), when the writer keeps one. */
  state?: DialogueState;
  /** Set when a model-based writer fell back to the local persona: why (`upstream_timeout`, `out_of_character`...). */
  fallback?: string;
  report: StageReport;
}

/** Optional settings of `summarize`. */
export interface SummaryOptions {
  /** The coach's language. @default 'en' */
  locale?: string;
  /** The session's scenario prompt, for the dialogue state. */
  scenarioPrompt?: string | null;
  /** The avatar's name, said when the character profile gives none. */
  avatarName?: string;
  /** @default 'medium' */
  difficulty?: Difficulty;
  /** See `ReplyInput.relationship`. */
  relationship?: RelationshipType;
  /** The skill coder's codes of the coach's turns, as the replies had them: the summary's state is then the live one. */
  coachSkills?: readonly (CoachSkill | null | undefined)[];
  /**
   * Whether the scorecard counts each coach turn (the `user` turns, in order): a spoken turn not
   * confirmed yet is false, and the summary leaves it out of what it says of the coach's moves.
   */
  counted?: readonly boolean[];
  /** The edited case formulation the replies used, if any. */
  formulation?: CaseFormulation;
}

/** The session summary written when a session closes. */
export interface SummaryResult {
  summary: string;
  outcome: 'positive' | 'neutral' | 'negative';
  /** The dialogue state at the end of the session, when the writer keeps one. */
  state?: DialogueState;
  report: StageReport;
}

/** Stage 2: the reply in character, and the session summary. */
export interface ReplyWriter {
  /** Implementation id reported by `describe()`. */
  readonly implementation: string;
  reply(input: ReplyInput): Promise<ReplyResult>;
  summarize(
    conversation: readonly ConversationTurn[],
    profile: CharacterProfile | string,
    emotion?: Emotion | string,
    options?: SummaryOptions,
  ): Promise<SummaryResult>;
}

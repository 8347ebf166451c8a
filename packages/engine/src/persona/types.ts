import type { ConversationTurn, Emotion, StageReport } from '../types.js';
import type { CharacterProfile } from './profile.js';

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
}

/** A written reply. */
export interface ReplyResult {
  text: string;
  report: StageReport;
}

/** The session summary written when a session closes. */
export interface SummaryResult {
  summary: string;
  outcome: 'positive' | 'neutral' | 'negative';
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
  ): Promise<SummaryResult>;
}

/**
 * Skills: MITI 4.2.1 behaviour codes for every coach turn, talk time, the session scorecard and
 * its debrief. The public surface re-exported by the engine's index.
 */
export { createSkillCoder, type SkillCoderConfig } from './coder.js';
export { CHAT_CODER, codingLanguages, LOCAL_CODER } from './coding-languages.js';
export {
  type CodingEvaluation,
  type ContextCase,
  type ContextEvaluation,
  evaluateCodes,
  evaluateContext,
} from './evaluate.js';
export { LocalSkillCoder, trainingExamples } from './local-coder.js';
export {
  formatSkillMessage,
  SKILL_MESSAGES,
  type SkillMessageKey,
} from './messages.js';
export { type OpenAiSkillCoderOptions, SKILL_CODES_SCHEMA, SKILL_CODING_PROMPT } from './openai-coder.js';
export { afterClient, type PermissionState, resolvePermissions } from './permission.js';
export {
  type BandedFigure,
  type Debrief,
  type DebriefSuggestion,
  echoClient,
  type Scorecard,
  type ScoredTurn,
  type ScoreOptions,
  type SkillBand,
  type SuggestionKind,
  scoreSession,
} from './scorecard.js';
export { coachTurnsOf, type SessionCoder, sessionCoder } from './session-coder.js';
export { type TalkTime, type TalkTimeInput, talkTime } from './talk-time.js';
export {
  type CodedUtterance,
  FIVE_CLASSES,
  type FiveClass,
  isSkillCode,
  type LabelledUtterance,
  SKILL_CODES,
  type SkillCode,
  type SkillCoder,
  type SkillCoderDescription,
  type SkillUtterance,
  toFiveClass,
} from './types.js';

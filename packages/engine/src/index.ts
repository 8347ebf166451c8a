/**
 * @rebond/engine: the media engine (server-side only). Speech to text, persona replies, voices and
 * lip-synced talking-head video, each a stage with a local implementation and hosted adapters.
 */
export { configFromEnv, type EngineConfig } from './config.js';
export { createEngine, type Engine, type EngineDescription } from './engine.js';
export {
  EngineError,
  type EngineErrorCode,
  type EngineStage,
  FACE_REASONS,
  isEngineError,
} from './errors.js';
export { measureVoice, type VoiceMeasurement } from './internal/audio-analysis.js';
export {
  type CaseFormulationEdit,
  caseFact,
  completeCaseFormulation,
  withScenarioFrame,
} from './persona/case-edit.js';
export {
  buildCaseFormulation,
  type CaseFact,
  type CaseFormulation,
  type CaseFrame,
  type CasePerson,
  type StageOfChange,
} from './persona/case-formulation.js';
export { type CoachIntent, type CoachMove, coachMoveOf } from './persona/coach-move.js';
export {
  type CharacterTraits,
  type CoachTurnRecord,
  type DialogueState,
  type DialogueStateInput,
  type Difficulty,
  dialogueState,
  normaliseSentence,
  type Stance,
  sentencesOf,
  type Tone,
} from './persona/dialogue-state.js';
export { FACILITATOR_PHRASES } from './persona/lines.js';
export { type LlamaCppOptions, LlamaCppWriter } from './persona/llama-cpp.js';
export { composeReply, LocalPersonaEngine, registerOf } from './persona/local-persona.js';
export {
  type ChatMessage,
  type GenerateSettings,
  type ModelPersonaOptions,
  personaMessages,
  writeWithModel,
} from './persona/model-reply.js';
export { buildSystemPrompt, type OpenAiChatOptions, OpenAiChatWriter } from './persona/openai-chat.js';
export {
  buildPersonaPrompt,
  type RejectReason,
  type SanitizeResult,
  sanitizeReply,
} from './persona/persona-prompt.js';
export {
  type CharacterProfile,
  type EmotionalResponses,
  isProfileComplete,
  parseProfile,
  type TopicBehaviors,
} from './persona/profile.js';
export { extractScenarioFacts, type ScenarioFact, type ScenarioFacts } from './persona/scenario.js';
export { outcomeOf, summarizeState, toSummaryLocale } from './persona/summary.js';
export type {
  CoachSkill,
  ReplyInput,
  ReplyResult,
  ReplyWriter,
  SummaryOptions,
  SummaryResult,
} from './persona/types.js';
export { contentWords, echoClause, stem } from './persona/words.js';
export {
  eyeBoxes,
  type FaceModel,
  MIN_FACE_PX,
  type PrepareFaceResult,
  prepareFace,
  type Rect,
  WORKING_SIZE,
} from './render/face.js';
export { type HeyGenOptions, HeyGenRenderer, type HeyGenVideoStatus } from './render/heygen.js';
export { FPS, LocalRenderer } from './render/local-renderer.js';
export { avatarThumbnail, THUMBNAIL_SIZE } from './render/thumbnail.js';
export type { PreparedAvatar, Renderer, RenderInput, RenderResult } from './render/types.js';
export {
  type PersonaReading,
  type ReplyParts,
  type ReplyStages,
  replyStages,
  type SpeakInput,
  type Spoken,
  type SpokenSentence,
  type UnderstandHooks,
  type UnderstandInput,
  type Understanding,
  type Viseme,
  visemesOf,
} from './reply-stages.js';
export * from './skills/index.js';
export { transcriptionHints } from './stt/hints.js';
export { OpenAiTranscriber, type OpenAiTranscriberOptions } from './stt/openai.js';
export { findPocketsphinx, PocketsphinxTranscriber } from './stt/pocketsphinx.js';
export { FALLBACK_VOCABULARY, SoundSwallowerTranscriber } from './stt/soundswallower.js';
export type {
  ListenOptions,
  LiveTranscription,
  TranscribeOptions,
  Transcriber,
  TranscriptResult,
} from './stt/types.js';
export { OFFLOADED_METHODS, type OffloadedMethod } from './threads/offloaded.js';
export { BACKGROUND_NICE, runChildInBackground } from './threads/priority.js';
export {
  type ThreadedEngine,
  type ThreadedEngineOptions,
  threadedEngine,
} from './threads/threaded-engine.js';
export {
  type ConversationTurn,
  EMOTIONS,
  type Emotion,
  type PhonemeTiming,
  type StageReport,
  toEmotion,
  VARIANT_EMOTIONS,
  type VariantEmotion,
  type WordTiming,
} from './types.js';
export {
  type CaptionCue,
  captionCues,
  captionsVtt,
  type SpeechTiming,
  toWebVtt,
} from './voice/captions.js';
export { characterVoice } from './voice/character-voice.js';
export { chooseVoice, type VoiceCharacter } from './voice/choose-voice.js';
export { charactersToWords, type ElevenLabsOptions, ElevenLabsVoiceService } from './voice/elevenlabs.js';
export { FLITE_VOICES, type FliteVoice } from './voice/flite.js';
export {
  decodeLocalVoiceId,
  encodeLocalVoiceId,
  LocalVoiceService,
  readVoiceWish,
} from './voice/local-voices.js';
export {
  DEFAULT_INTENSITY,
  EMOTION_PROSODY,
  type Prosody,
  prosodyFor,
  type SpeechStyle,
} from './voice/prosody.js';
export type {
  ElevenLabsVoiceProfile,
  LocalVoiceProfile,
  SpeechResult,
  VoiceLanguage,
  VoicePreview,
  VoiceProfile,
  VoiceService,
  VoiceSettings,
} from './voice/types.js';
export { toVoiceLanguage, VOICE_LANGUAGE_TAGS } from './voice/types.js';
export { mouthTrack, phonemeShape } from './voice/visemes.js';

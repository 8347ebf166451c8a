export {
  ActiveSession,
  type ActiveSessionData,
  type ActiveSessionProps,
  type SendingState,
} from './active-session';
export { Conversation, type ConversationProps } from './conversation';
export {
  CreateSessionForm,
  type CreateSessionFormProps,
  type CreateSessionFormValues,
  EMOTIONAL_TONES,
  type EmotionalTone,
  OPENING_LINE_MAX,
  RELATIONSHIP_TYPES,
  type RelationshipType,
  SESSION_DIFFICULTIES,
  type SessionDifficulty,
} from './create-session-form';
export { CreateVideoMessage, type CreateVideoMessageProps } from './create-video-message';
export { LaunchSessionModal, type LaunchSessionModalProps } from './launch-session-modal';
export { type SessionMessages, sessionsCatalogue, useSessionMessages } from './session-messages';
export type {
  ConversationTurn,
  SessionAvatar,
} from './session-types';
export {
  SessionWizard,
  type SessionWizardProps,
  type SessionWizardStep,
  type SessionWizardValues,
} from './session-wizard';
export { VideoProgress, type VideoProgressProps, type VideoProgressStage } from './video-progress';
export { VideoReplyPlayer, type VideoReplyPlayerProps } from './video-reply-player';

export {
  ActiveSession,
  type ActiveSessionData,
  type ActiveSessionProps,
  type SendingState,
} from './active-session';
export { Conversation, type ConversationProps } from './conversation';
export { CreateSessionForm, type CreateSessionFormProps } from './create-session-form';
export * from './create-session-model';
export { CreateVideoMessage, type CreateVideoMessageProps } from './create-video-message';
export { LaunchSessionModal, type LaunchSessionModalProps } from './launch-session-modal';
export { type SessionMessages, sessionsCatalogue, useSessionMessages } from './session-messages';
export type {
  ConversationTurn,
  SessionAvatar,
} from './session-types';
export { SessionWizard, type SessionWizardPart, type SessionWizardProps } from './session-wizard';
export * from './session-wizard-model';
export {
  type SessionWizardControls,
  type UseSessionWizardOptions,
  useSessionWizard,
} from './use-session-wizard';
export { VideoProgress, type VideoProgressProps, type VideoProgressStage } from './video-progress';
export { VideoReplyPlayer, type VideoReplyPlayerProps } from './video-reply-player';

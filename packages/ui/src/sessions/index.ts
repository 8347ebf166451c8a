export { AvatarImage, type AvatarImageProps, AvatarPicker, type AvatarPickerProps } from './avatar-picker';
export { Conversation, type ConversationProps } from './conversation';
export * from './create-session-model';
export { replyFileName } from './reply-file-name';
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
export { VideoReplyPlayer, type VideoReplyPlayerProps } from './video-reply-player';

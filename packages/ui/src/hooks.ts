/**
 * `@rebond/ui/hooks`: the behaviour layer. React hooks that return state and the props of each
 * part (spread them on your own markup), with no styles. The styled components of `@rebond/ui`
 * are written with these same hooks (`ConsentModal` and `DeclineConfirmation` are views controlled
 * by their caller: the portal drives them with `useConsentFlow`).
 */
export {
  AuthStoreProvider,
  type AuthStoreProviderProps,
  useAuthStore,
  useAuthStoreApi,
} from './auth/auth-store-context';
export {
  type AvatarWizardState,
  type UseAvatarWizardOptions,
  useAvatarWizard,
} from './avatars/use-avatar-wizard';
export { type ConsentFlow, type UseConsentFlowOptions, useConsentFlow } from './consent/use-consent-flow';
export {
  type SessionHistoryControls,
  type SessionHistoryFilterOption,
  useSessionHistory,
} from './history/use-session-history';
export {
  type LocaleMessages,
  MessagesProvider,
  type MessagesProviderProps,
  useLocale,
  useMessages,
} from './i18n/locale';
export { useFocusWhenLost } from './internal/use-focus-when-lost';
export { type UseRecorderOptions, useRecorder } from './recorder/use-recorder';
export { RECORD_SHORTCUT, SEND_SHORTCUT, useRecordingShortcuts } from './recorder/use-recording-shortcuts';
export {
  type SessionWizardControls,
  type UseSessionWizardOptions,
  useSessionWizard,
} from './sessions/use-session-wizard';

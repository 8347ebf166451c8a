export * from './auth';
export * from './avatars';
export { type ConsentDetailsMessages, consentDetailsCatalogue } from './consent/consent-details';
export {
  type ConsentFlowEvent,
  type ConsentFlowState,
  type ConsentFlowStep,
  consentFlowReducer,
  initialConsentFlow,
} from './consent/consent-flow';
export { type ConsentMessages, consentCatalogue, useConsentMessages } from './consent/consent-messages';
export { ConsentModal, type ConsentModalProps } from './consent/consent-modal';
export {
  type ConsentState,
  type ConsentStatus,
  type ConsentStore,
  createConsentStore,
} from './consent/consent-store';
export { CONSENT_TYPES, type ConsentType, consentVersions } from './consent/consent-types';
export { DeclineConfirmation, type DeclineConfirmationProps } from './consent/decline-confirmation';
export { type ConsentFlow, type UseConsentFlowOptions, useConsentFlow } from './consent/use-consent-flow';
export { DashboardShell, type DashboardShellProps } from './dashboard/dashboard-shell';
export { DASHBOARD_TABS, type DashboardTab, isDashboardTab } from './dashboard/dashboard-tabs';
export * from './embed-keys';
export { LoginForm, type LoginFormProps, type LoginFormValues } from './forms/login-form';
export { RegisterForm, type RegisterFormProps, type RegisterFormValues } from './forms/register-form';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './forms/register-validation';
export { usePasswordWeakness } from './forms/use-password-weakness';
export * from './history';
export {
  type CatalogueLoaders,
  defineCatalogue,
  defineOnDemandCatalogue,
  loadMessages,
  type MessageCatalogue,
} from './i18n/catalogue';
export { catalogueProblems } from './i18n/catalogue-problems';
export {
  type Catalogues,
  createMessagesHook,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type LocaleMessages,
  LocaleProvider,
  type LocaleProviderProps,
  MessagesProvider,
  type MessagesProviderProps,
  matchLocale,
  useLocale,
  useLocaleTag,
  useMessages,
} from './i18n/locale';
export { type DeepPartial, mergeMessages } from './i18n/merge-messages';
export { type CommonMessages, commonCatalogue, useCommonMessages } from './i18n/use-common-messages';
export { type UiMessages, uiCatalogue, useUiMessages } from './i18n/use-ui-messages';
export { useFocusWhenLost } from './internal/use-focus-when-lost';
export { cn } from './lib/cn';
export {
  type TypicalWaits,
  TypicalWaitsProvider,
  type TypicalWaitsProviderProps,
  useTypicalWaits,
} from './lib/typical-waits';
export { waitText } from './lib/wait-text';
export { ComingSoon, type ComingSoonProps } from './placeholders/coming-soon';
export { NotFound, type NotFoundProps } from './placeholders/not-found';
export { PlaceholderPanel, type PlaceholderPanelProps } from './placeholders/placeholder-panel';
export {
  Accordion,
  type AccordionItem,
  type AccordionPart,
  type AccordionProps,
} from './primitives/accordion';
export { Button, type ButtonProps, buttonVariants } from './primitives/button';
export { Checkbox, type CheckboxPart, type CheckboxProps } from './primitives/checkbox';
export { DialogBody, type DialogBodyProps } from './primitives/dialog-body';
export { Field, type FieldControlProps, type FieldProps } from './primitives/field';
export { Heading, type HeadingLevel } from './primitives/heading';
export {
  Link,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from './primitives/link';
export {
  type PrimitiveMessages,
  primitivesCatalogue,
  usePrimitiveMessages,
} from './primitives/messages';
export {
  Notice,
  type NoticePart,
  type NoticeProps,
  type NoticeTone,
  noticeVariants,
} from './primitives/notice';
export { PasswordField, type PasswordFieldProps } from './primitives/password-field';
export {
  RadioGroup,
  type RadioGroupPart,
  type RadioGroupProps,
  type RadioOption,
} from './primitives/radio-group';
export { Select, type SelectOption, type SelectPart, type SelectProps } from './primitives/select';
export { Spinner, type SpinnerProps } from './primitives/spinner';
export { Switch, type SwitchPart, type SwitchProps } from './primitives/switch';
export { TextField, type TextFieldProps } from './primitives/text-field';
export { Toast, type ToastPart, type ToastProps } from './primitives/toast';
export { Tooltip, type TooltipPart, type TooltipProps } from './primitives/tooltip';
export * from './profile';
export {
  createRecorder,
  encodeWav,
  formatDuration,
  type PcmAudio,
  pickRecordingMimeType,
  RECORDER_STATES,
  RECORDING_MIME_TYPES,
  Recorder,
  type RecorderActions,
  type RecorderController,
  type RecorderErrorCode,
  type RecorderMessages,
  type RecorderOptions,
  type RecorderOutput,
  type RecorderPart,
  type RecorderProps,
  type RecorderSnapshot,
  type RecorderState,
  type RecorderStore,
  RecorderView,
  type RecorderViewProps,
  type Recording,
  recorderCatalogue,
  recordingFileName,
  type UseRecorderOptions,
  useRecorder,
  useRecorderMessages,
} from './recorder';
export { RECORD_SHORTCUT, SEND_SHORTCUT, useRecordingShortcuts } from './recorder/use-recording-shortcuts';
export {
  AvatarImage,
  type AvatarImageProps,
  AvatarPicker,
  type AvatarPickerProps,
  Conversation,
  type ConversationProps,
  type ConversationTurn,
  type CreateSessionDraft,
  type CreateSessionField,
  type CreateSessionFormValues,
  type CreateSessionProblem,
  createSessionAvatarChosen,
  createSessionProblems,
  createSessionValues,
  EMOTIONAL_TONES,
  type EmotionalTone,
  emptyCreateSessionDraft,
  initialSessionWizard,
  OPENING_LINE_MAX,
  RELATIONSHIP_TYPES,
  type RelationshipType,
  replyFileName,
  SESSION_DIFFICULTIES,
  SESSION_WIZARD_STEPS,
  type SessionAvatar,
  type SessionDifficulty,
  type SessionMessages,
  SessionWizard,
  type SessionWizardControls,
  type SessionWizardEvent,
  type SessionWizardPart,
  type SessionWizardProps,
  type SessionWizardState,
  type SessionWizardStatus,
  type SessionWizardStep,
  type SessionWizardValues,
  sessionsCatalogue,
  sessionWizardAvatars,
  sessionWizardReducer,
  sessionWizardStatus,
  sessionWizardValues,
  type UseSessionWizardOptions,
  useSessionMessages,
  useSessionWizard,
  VideoReplyPlayer,
  type VideoReplyPlayerProps,
} from './sessions';
export * from './settings';
export * from './skills';

export { AvatarCard, type AvatarCardProps } from './avatar-card';
export {
  AvatarDeleteDialog,
  type AvatarDeleteDialogProps,
  AvatarDetailsDialog,
  type AvatarDetailsDialogProps,
  AvatarEditDialog,
  type AvatarEditDialogProps,
} from './avatar-dialogs';
export { AvatarManagement, type AvatarManagementProps, filterAvatars } from './avatar-management';
export {
  AvatarWizard,
  type AvatarWizardActions,
  type AvatarWizardPart,
  type AvatarWizardProps,
} from './avatar-wizard';
export {
  type CharacterForm,
  describeProfile,
  EMOTIONAL_RESPONSE_KEYS,
  emptyCharacterForm,
  generateProfileText,
  isProfileComplete,
  missingProfileFields,
  PROFILE_PREVIEW_LENGTH,
  parseCharacterForm,
  profilePreview,
  REQUIRED_PROFILE_FIELDS,
  TOPIC_BEHAVIOR_KEYS,
  toCharacterProfile,
} from './character-profile';
export { FailureDialog, type FailureDialogProps } from './failure-dialog';
export { type AvatarMessages, avatarsCatalogue, useAvatarMessages } from './messages';
export {
  type CreationOutcome,
  creationOutcome,
  MONITOR_INTERVAL_MS,
  overallPercent,
  type PartStatus,
  PROGRESS_MESSAGE_INTERVAL_MS,
  progressMessageIndex,
  type TimeRemainingBand,
  timeRemainingBand,
  type WizardJob,
} from './monitoring';
export {
  type AvatarCreatedDetails,
  type AvatarVariant,
  SuccessDialog,
  type SuccessDialogProps,
} from './success-dialog';
export { CHARACTER_TEMPLATES, type CharacterTemplate, type TemplateTag } from './templates';
export {
  checkUpload,
  UPLOAD_LIMIT_BYTES,
  type UploadKind,
  type UploadProblem,
  uploadErrorText,
  uploadProblemText,
} from './upload-checks';
export {
  type AvatarWizardDraft,
  type AvatarWizardState,
  type ContinueBlocker,
  continueBlocker,
  emptyDraft,
  fileKey,
  parseDraft,
  readStoredFile,
  type StoredFile,
  serializeDraft,
  toFile,
  type UseAvatarWizardOptions,
  useAvatarWizard,
  type VoiceLanguage,
  type VoiceOption,
  type VoiceSettings,
  WIZARD_STEPS,
  type WizardData,
  type WizardStep,
} from './use-avatar-wizard';
export { useObjectUrl } from './use-object-url';

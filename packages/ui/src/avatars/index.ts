export { AvatarDialog, type AvatarDialogProps } from './avatar-dialog';
export {
  type CharacterForm,
  describeProfile,
  generateProfileText,
  missingProfileFields,
  parseCharacterForm,
  profilePreview,
} from './character-profile';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  creationOutcome,
  MONITOR_INTERVAL_MS,
  overallPercent,
  type PartStatus,
  PROGRESS_MESSAGE_INTERVAL_MS,
  progressMessageIndex,
  type WizardJob,
} from './monitoring';
export {
  ANGRY_RESPONSE_PRESETS,
  applyTemplate,
  CHARACTER_TEMPLATES,
  SAD_RESPONSE_PRESETS,
} from './templates';
export { checkUpload, UPLOAD_LIMIT_BYTES, type UploadKind, type UploadProblem } from './upload-checks';
export {
  type AvatarWizardDraft,
  type AvatarWizardState,
  emptyDraft,
  fileKey,
  parseDraft,
  type StoredFile,
  serializeDraft,
  toFile,
  useAvatarWizard,
  type VoiceLanguage,
  type VoiceOption,
  type VoiceSettings,
  WIZARD_STEPS,
  type WizardStep,
} from './use-avatar-wizard';

/**
 * `@rebond/ui/core`: the framework-free layer. State machines and models with no React and no
 * texts: the recorder, the consent flow, the session wizard and the create-session form, the
 * session history's filtering and stats, and the avatar wizard's checks and progress. The hooks of `@rebond/ui/hooks` and the styled components of
 * `@rebond/ui` are built on these.
 */
export {
  type CharacterForm,
  emptyCharacterForm,
  isProfileComplete,
  missingProfileFields,
  parseCharacterForm,
  toCharacterProfile,
} from './avatars/character-profile';
export {
  type CreationOutcome,
  creationOutcome,
  overallPercent,
  type PartStatus,
  timeRemainingBand,
  type WizardJob,
} from './avatars/monitoring';
export { applyTemplate, CHARACTER_TEMPLATES, type CharacterTemplate } from './avatars/templates';
export {
  checkUpload,
  UPLOAD_LIMIT_BYTES,
  type UploadKind,
  type UploadProblem,
} from './avatars/upload-checks';
export {
  type ConsentFlowEvent,
  type ConsentFlowState,
  type ConsentFlowStep,
  consentFlowReducer,
  initialConsentFlow,
} from './consent/consent-flow';
export { CONSENT_TYPES, type ConsentType, consentVersions } from './consent/consent-types';
export {
  filterSessions,
  isEmbedSession,
  SESSION_FILTERS,
  type SessionFilter,
  type SessionStatus,
  sessionAvatarName,
  sessionCounts,
  sessionStatus,
} from './history/session-history-model';
export * from './recorder-core';
export * from './sessions/create-session-model';
export * from './sessions/session-wizard-model';

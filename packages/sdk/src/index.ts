export {
  AVATAR_JOB_POLLING,
  AVATAR_MONITOR_POLLING,
  AVATAR_VOICE_POLLING,
  AvatarJobError,
  type AvatarPollingRule,
  type AvatarPollOptions,
  type MonitoredJobs,
  monitorAvatarJobs,
  pollAvatarJob,
  pollAvatarVoiceCreation,
  pollVoiceClone,
  pollVoiceGeneration,
  VOICE_CLONE_POLLING,
  VOICE_GENERATION_POLLING,
} from './avatars/pollers';
export {
  type AvatarStatus,
  avatarStatus,
  creationTimeRemaining,
  type JobPartStatus,
  jobPartStatus,
  overallProgress,
} from './avatars/status';
export {
  DEFAULT_TIMEOUT_MS,
  memoryTokenStore,
  RebondClient,
  type RebondClientOptions,
  type RequestOptions,
  type StoredTokens,
  type TokenStore,
} from './client';
export * from './contract';
export {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  errorFromStatus,
  InternalServerError,
  isRebondError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  RebondError,
  type RebondErrorInit,
  TimeoutError,
  UnprocessableEntityError,
} from './errors';
export {
  type AvatarErrorContext,
  type ErrorContext,
  type ErrorMessageKey,
  errorMessages,
  formatUserMessage,
  toUserMessage,
  type UserMessage,
} from './messages';
export { PollingTimeoutError, type PollOptions, poll } from './polling';
export { AuthResource } from './resources/auth';
export {
  AVATAR_UPLOAD_TIMEOUT_MS,
  type AvatarCallOptions,
  AvatarsResource,
  type AvatarUploadOptions,
} from './resources/avatars';
export { ConsentsResource } from './resources/consents';
export { HealthResource } from './resources/health';
export { JobsResource } from './resources/jobs';
export { SessionsResource } from './resources/sessions';
export { UsersResource } from './resources/users';
export { recordingFileName, VIDEO_UPLOAD_TIMEOUT_MS, VideosResource } from './resources/videos';
export {
  CREATE_VIDEO_POLLING,
  createVideoMessage,
  type PollingRule,
  RECORDING_PAGE_POLLING,
  SEND_PROGRESS,
  SEND_STAGES,
  SESSION_PAGE_POLLING,
  SendMessageError,
  type SendMessageOptions,
  type SendProgress,
  type SendStage,
  type SentMessage,
  sendMessageRecordingPage,
  sendMessageSessionPage,
  sendStageTexts,
} from './sessions/send-message';
export { decodeJwtPayload, isAccessTokenValid } from './tokens';

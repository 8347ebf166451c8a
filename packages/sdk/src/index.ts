export type { Emotion } from '@rebond/vocabulary';
export * from '@rebond/vocabulary';
export { ApiPromise, type ApiResponse } from './api-promise';
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
  creationTimeRemaining,
  type JobPartStatus,
  jobPartStatus,
  overallProgress,
} from './avatars/status';
export {
  type CallInput,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type FilePart,
  type ListItem,
  MAX_RETRY_DELAY_MS,
  memoryTokenStore,
  type Page,
  RETRY_STATUS_CODES,
  RebondClient,
  type RebondClientOptions,
  type RequestOptions,
  type StoredTokens,
  type TokenStore,
} from './client';
// The contract's types only: its zod schemas are in `@rebond/sdk/contract`, so a browser bundle
// of the client carries no zod.
export type * from './contract';
export {
  type BodyEncoding,
  fillPath,
  type HttpMethod,
  type PathParams,
  type RouteDescriptor,
  type RouteName,
  type RouteParams,
  routeNames,
  routes,
  type UploadKind,
} from './contract/route-table';
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
  UnsupportedMediaTypeError,
} from './errors';
export {
  LiveConversation,
  type LiveEventName,
  type LiveEvents,
  type LiveSocket,
  type LiveSocketConstructor,
} from './live/conversation';
export { LiveRefusedError } from './live/live-refused-error';
export {
  type AvatarErrorContext,
  type ErrorContext,
  type ErrorMessageKey,
  errorMessages,
  formatUserMessage,
  toUserMessage,
  type UserMessage,
} from './messages';
export {
  PASSWORD_MIN_SCORE,
  PASSWORD_WEAKNESS_DETAILS,
  PASSWORD_WEAKNESSES,
  type PasswordWeakness,
  passwordWeakness,
} from './password-strength';
export { PollingTimeoutError, type PollOptions, poll } from './polling';
export { AuthResource } from './resources/auth';
export { AVATAR_UPLOAD_TIMEOUT_MS, AvatarsResource, type AvatarUploadOptions } from './resources/avatars';
export { ConsentsResource } from './resources/consents';
export { EmbedResource } from './resources/embed';
export { EmbedKeysResource } from './resources/embed-keys';
export { HealthResource } from './resources/health';
export { JobsResource } from './resources/jobs';
export { type LiveConnectOptions, LiveResource } from './resources/live';
export { SessionsResource } from './resources/sessions';
export { UsersResource } from './resources/users';
export { type SendOptions, VideosResource } from './resources/videos';
export { decodeJwtPayload, isAccessTokenValid } from './tokens';
export {
  DEFAULT_SEND_RULES,
  type FollowReplyOptions,
  followReply,
  type PollingRule,
  SEND_PROGRESS,
  SendMessageError,
  type SendMessageOptions,
  type SendProgress,
  type SendRules,
  type SendStage,
  type SendTransport,
  type SentMessage,
  sendMessage,
  VIDEO_UPLOAD_TIMEOUT_MS,
} from './videos/send';

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
  type ErrorContext,
  type ErrorMessageKey,
  errorMessages,
  formatUserMessage,
  toUserMessage,
  type UserMessage,
} from './messages';
export { PollingTimeoutError, type PollOptions, poll } from './polling';
export { AuthResource } from './resources/auth';
export { ConsentsResource } from './resources/consents';
export { HealthResource } from './resources/health';
export { UsersResource } from './resources/users';
export { decodeJwtPayload, isAccessTokenValid } from './tokens';

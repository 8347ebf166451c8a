import { isRebondError } from './errors';

/**
 * The user-facing messages of spec section 8, by key, in English. Apps translate the keys with their
 * own catalogue; `errorMessages` is the English source and the fallback for Node callers.
 */
export const errorMessages = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed. Please try again.',
  sessionServerError: 'Server error occurred. Please check if the backend services are running properly.',
  sessionServiceNotFound: 'Session service not found...',
  sessionAvatarNotFound: 'The selected avatar was not found. Please select a different avatar.',
  sessionAvatarNotReady: 'The selected avatar is not fully set up yet...',
  sessionAlreadyActive: 'You already have an active session. Please close it before starting a new one.',
  sessionAccessDenied: 'Access denied...',
  sessionCreateFailed: 'Failed to create session. Please try again.',
  connectionFailed: 'Cannot reach the server. Check your connection and try again.',
  requestTimedOut: 'The server took too long to answer. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  unknownError: 'Something went wrong. Please try again.',
  videoJobPollingTimeout: 'Job polling timeout',
  videoPollingJobIdMissing: 'Failed to get polling_job_id from first job.',
  videoProcessedNoUrl: 'Video was processed but no video URL was returned.',
  videoProcessAudioFailed: 'Failed to process audio. Please try again.',
  videoLoadFailed: 'Failed to load video.',
  videoCreatedNoUrl: 'Video was created but URL not found in response.',
  videoCreationUnknownReason: 'Unknown error occurred during video creation',
  videoCreationTimedOut: 'Video creation timed out. Please try again.',
  videoCreateFailed: 'Failed to create video. Please try again.',
  videoRecordFirst: 'Please record audio first and ensure session is available.',
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;

/** What to show the user: the server's own words, or a catalogue message. */
export type UserMessage =
  | { kind: 'detail'; text: string }
  | { kind: 'message'; key: ErrorMessageKey }
  | { kind: 'template'; key: 'sessionCreateFailedWithDetail'; detail: string }
  /** 'Video creation failed: {reason}'; `detail` is the job's reason or `videoCreationUnknownReason`. */
  | { kind: 'template'; key: 'videoCreationFailedWithReason'; detail: string };

/** The screens whose error rules section 8 spells out. */
export type ErrorContext = 'login' | 'register' | 'sessionLaunch' | 'sessionWizard' | 'generic';

const fallbackKey: Record<ErrorContext, ErrorMessageKey> = {
  login: 'loginFailed',
  register: 'registrationFailed',
  sessionLaunch: 'sessionCreateFailed',
  sessionWizard: 'sessionCreateFailed',
  generic: 'unknownError',
};

/** Turns any thrown value into the user-facing message section 8 prescribes for the context. */
export function toUserMessage(error: unknown, context: ErrorContext): UserMessage {
  if (!isRebondError(error)) return { kind: 'message', key: fallbackKey[context] };
  if (error.name === 'ConnectionError') return { kind: 'message', key: 'connectionFailed' };
  if (error.name === 'TimeoutError') return { kind: 'message', key: 'requestTimedOut' };
  const { status, detail } = error;

  if (context === 'sessionLaunch' || context === 'sessionWizard') {
    if (status !== undefined && status >= 500) return { kind: 'message', key: 'sessionServerError' };
    if (status === 404) {
      return {
        kind: 'message',
        key: context === 'sessionLaunch' ? 'sessionServiceNotFound' : 'sessionAvatarNotFound',
      };
    }
    if (status === 403) {
      if (detail?.includes('Avatar creation not finished'))
        return { kind: 'message', key: 'sessionAvatarNotReady' };
      if (detail?.includes('already has an active session'))
        return { kind: 'message', key: 'sessionAlreadyActive' };
      return { kind: 'message', key: 'sessionAccessDenied' };
    }
    if (status === 400)
      return { kind: 'template', key: 'sessionCreateFailedWithDetail', detail: detail ?? '' };
    return { kind: 'message', key: 'sessionCreateFailed' };
  }

  if (detail) return { kind: 'detail', text: detail };
  if (status === 429) return { kind: 'message', key: 'tooManyAttempts' };
  return { kind: 'message', key: fallbackKey[context] };
}

/** English rendering of a `UserMessage`, for Node callers and as the catalogue's source. */
export function formatUserMessage(message: UserMessage): string {
  switch (message.kind) {
    case 'detail':
      return message.text;
    case 'message':
      return errorMessages[message.key];
    case 'template':
      return message.key === 'videoCreationFailedWithReason'
        ? `Video creation failed: ${message.detail}`
        : `Session creation failed: ${message.detail}`;
  }
}

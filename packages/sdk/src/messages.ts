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
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;

/** What to show the user: the server's own words, or a catalogue message. */
export type UserMessage =
  | { kind: 'detail'; text: string }
  | { kind: 'message'; key: ErrorMessageKey }
  | { kind: 'template'; key: 'sessionCreateFailedWithDetail'; detail: string };

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
      return `Session creation failed: ${message.detail}`;
  }
}

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
  avatarsLoadFailed: 'Failed to load avatars. Please try again.',
  avatarsLoadFailedShort: 'Failed to load avatars',
  avatarUpdateFailed: 'Failed to update avatar',
  avatarDeleteFailed: 'Failed to delete avatar',
  avatarCreateFailed: 'Failed to create avatar',
  avatarPicturesUploadFailed: 'Failed to upload pictures. You can try again.',
  avatarProfileUpdateFailed: 'Failed to update character profile. Please try again.',
  avatarRetryFailed: 'Failed to retry avatar creation',
  voiceRetryFailed: 'Failed to retry voice cloning',
  voiceProcessingFailed: 'Voice processing failed. Continue without voice?',
  avatarJobsFailed: 'One or more jobs failed. Check details below.',
  avatarStatusCheckFailed: 'Error occurred while checking status',
  /** The 'Avatar Creation Failed' dialog title; the job's reason is shown with it. */
  avatarCreationFailed: 'Avatar Creation Failed',
  /** Not a spec text: the 30 x 2 s avatar job poll (or the monitor) ran out before the job ended. */
  avatarJobTimedOut: 'Avatar creation is taking longer than expected. Check its status again in a moment.',
  voiceGenerationFailed: 'Voice generation failed.',
  voiceGenerationTimedOut: 'Voice generation timed out.',
  voiceGenerateFailed: 'Failed to generate voice. Please try again.',
  avatarIdMissing: 'Avatar ID is missing.',
  noRecordedAudio: 'No recorded audio found.',
  voiceCloneStartFailed: 'Failed to start voice cloning job.',
  voiceCloningFailed: 'Voice cloning failed.',
  voiceCloningTimedOut: 'Timed out waiting for voice cloning.',
  voiceCloneFailed: 'Failed to clone avatar voice.',
  avatarVoiceStartFailed: 'Failed to start avatar voice creation job.',
  invalidVoicePreview: 'Invalid voice preview selection.',
  avatarVoiceCreationFailed: 'Avatar voice creation failed.',
  avatarVoiceCreateFailed: 'Failed to create avatar voice.',
  avatarVoiceCreationTimedOut: 'Timed out waiting for avatar voice creation.',
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;

/** What to show the user: the server's own words, or a catalogue message. */
export type UserMessage =
  | { kind: 'detail'; text: string }
  | { kind: 'message'; key: ErrorMessageKey }
  | { kind: 'template'; key: 'sessionCreateFailedWithDetail'; detail: string }
  /** 'Video creation failed: {reason}'; `detail` is the job's reason or `videoCreationUnknownReason`. */
  | { kind: 'template'; key: 'videoCreationFailedWithReason'; detail: string };

/**
 * The avatar screens' calls (spec section 8): a refused request shows the server's detail (e.g. an
 * upload over the limit), anything else the screen's message.
 */
const avatarFallbackKey = {
  avatarList: 'avatarsLoadFailed',
  avatarUpdate: 'avatarUpdateFailed',
  avatarDelete: 'avatarDeleteFailed',
  avatarCreate: 'avatarCreateFailed',
  avatarUpload: 'avatarPicturesUploadFailed',
  avatarProfile: 'avatarProfileUpdateFailed',
  avatarRetry: 'avatarRetryFailed',
  voiceRetry: 'voiceRetryFailed',
  voiceGenerate: 'voiceGenerateFailed',
  voiceCloneStart: 'voiceCloneStartFailed',
  avatarVoiceStart: 'avatarVoiceStartFailed',
} as const satisfies Record<string, ErrorMessageKey>;
export type AvatarErrorContext = keyof typeof avatarFallbackKey;

/** The screens whose error rules section 8 spells out. */
export type ErrorContext =
  | 'login'
  | 'register'
  | 'sessionLaunch'
  | 'sessionWizard'
  | 'generic'
  | AvatarErrorContext;

const fallbackKey: Record<ErrorContext, ErrorMessageKey> = {
  login: 'loginFailed',
  register: 'registrationFailed',
  sessionLaunch: 'sessionCreateFailed',
  sessionWizard: 'sessionCreateFailed',
  generic: 'unknownError',
  ...avatarFallbackKey,
};

/** Errors of SDK flows (pollers, sending a message) already know their message. */
function carriedMessage(error: unknown): UserMessage | undefined {
  const carried = (error as { userMessage?: { kind?: unknown } } | null)?.userMessage;
  return carried && typeof carried.kind === 'string' ? (carried as UserMessage) : undefined;
}

/** Turns any thrown value into the user-facing message section 8 prescribes for the context. */
export function toUserMessage(error: unknown, context: ErrorContext): UserMessage {
  const carried = carriedMessage(error);
  if (carried) return carried;
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

  if (context in avatarFallbackKey && (status === undefined || status >= 500)) {
    return { kind: 'message', key: fallbackKey[context] };
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

import { AvatarJobError, type ErrorMessageKey, isRebondError, type Job } from '@rebond/sdk';
import type { AvatarMessages } from './messages';

/** Which catalogue text stands for each SDK polling message. */
function pollingText(key: ErrorMessageKey, messages: AvatarMessages): string {
  const map: Partial<Record<ErrorMessageKey, string>> = {
    voiceGenerationFailed: messages.errors.generationFailed,
    voiceGenerationTimedOut: messages.errors.generationTimedOut,
    voiceGenerateFailed: messages.errors.generateFailed,
    voiceCloningFailed: messages.errors.cloneFailed,
    voiceCloningTimedOut: messages.errors.cloneTimedOut,
    voiceCloneFailed: messages.errors.cloneError,
    avatarVoiceCreationFailed: messages.errors.fromPreviewFailed,
    avatarVoiceCreationTimedOut: messages.errors.fromPreviewTimedOut,
    avatarVoiceCreateFailed: messages.errors.fromPreviewError,
    avatarStatusCheckFailed: messages.monitor.checkFailed,
    avatarCreationFailed: messages.failure.title,
  };
  return map[key] ?? messages.monitor.checkFailed;
}

/** The text of a polling failure: the server's reason when it gave one, else the catalogue's. */
export function jobErrorText(error: unknown, messages: AvatarMessages, fallback: string): string {
  if (!(error instanceof AvatarJobError)) return fallback;
  const message = error.userMessage;
  return message.kind === 'detail'
    ? message.text
    : message.kind === 'message'
      ? pollingText(message.key, messages)
      : fallback;
}

/** A refused request says why (size, type, name); anything else gets the step's message. */
export function requestErrorText(error: unknown, fallback: string): string {
  if (
    isRebondError(error) &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.detail
  ) {
    return error.status === 401 || error.status === 404 ? fallback : error.detail;
  }
  return fallback;
}

/**
 * What the voice step says once the voice job succeeded, honestly: the local engine only matches
 * the sample's pitch and pace (`voice_provider: 'local'`); only a cloning service clones it.
 */
export function voiceNotice(job: Job, fromPreview: boolean, messages: AvatarMessages): string {
  if (fromPreview) return messages.notices.voiceCreated;
  const provider = job.job_data.voice_provider;
  if (provider === 'local') return messages.notices.matchedLocally;
  return provider === 'elevenlabs' ? messages.notices.clonedHosted : messages.notices.cloned;
}

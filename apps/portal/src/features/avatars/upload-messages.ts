import { isRebondError, PayloadTooLargeError, UnsupportedMediaTypeError } from '@rebond/sdk';
import { UPLOAD_LIMIT_BYTES, type UploadKind, type UploadProblem } from '@rebond/ui';
import type { AvatarMessages } from './messages';

const megabytes = (bytes: number) => (Math.round((bytes / (1024 * 1024)) * 10) / 10).toString();

/** The coach's text for a problem `checkUpload` found. */
export function uploadProblemText(
  problem: UploadProblem,
  kind: UploadKind,
  messages: AvatarMessages,
): string {
  const text = messages.uploads;
  if (problem.reason === 'tooLarge') {
    return kind === 'image'
      ? text.imageTooLarge(megabytes(problem.size))
      : text.audioTooLarge(megabytes(problem.size));
  }
  return kind === 'image' ? text.notImage : text.notAudio;
}

/**
 * The coach's text for an upload the server refused, by error class: too large (413) or not the
 * right kind of file (415). Null for any other error (the caller keeps its step's message).
 */
export function uploadErrorText(
  error: unknown,
  kind: UploadKind,
  messages: AvatarMessages,
  file?: { size: number } | null,
): string | null {
  if (!isRebondError(error)) return null;
  if (error instanceof PayloadTooLargeError || error.status === 413) {
    const size = file?.size ?? UPLOAD_LIMIT_BYTES[kind];
    return uploadProblemText({ reason: 'tooLarge', size }, kind, messages);
  }
  if (error instanceof UnsupportedMediaTypeError || error.status === 415) {
    return uploadProblemText({ reason: 'wrongType' }, kind, messages);
  }
  return null;
}

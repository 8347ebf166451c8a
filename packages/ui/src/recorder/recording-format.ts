/**
 * The compressed formats the recorder asks for, best first: WebM/Opus (Chrome, Edge, Firefox),
 * then MP4/AAC (Safari). When neither is supported the browser's default is used.
 */
export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/**
 * Picks the first of `RECORDING_MIME_TYPES` the browser can record, or `''` for the browser's
 * default. `isTypeSupported` defaults to `MediaRecorder.isTypeSupported`.
 */
export function pickRecordingMimeType(
  isTypeSupported: (mimeType: string) => boolean = (mimeType) =>
    typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(mimeType),
): string {
  return RECORDING_MIME_TYPES.find((mimeType) => isTypeSupported(mimeType)) ?? '';
}

/** The upload file name for a recording: the contract's one rule. */
export { recordingFileName } from '@rebond/sdk';

/** Formats milliseconds as mm:ss (minutes are not wrapped: 61 minutes read 61:00). */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

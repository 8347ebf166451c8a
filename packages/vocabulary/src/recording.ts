/**
 * The upload file name for a recording of this MIME type: `recording.webm` (the default, as the
 * spec names it), `recording.wav`, `recording.m4a`, `recording.ogg` or `recording.mp3`.
 *
 * @example
 * recordingFileName('audio/webm;codecs=opus') // 'recording.webm'
 * recordingFileName(blob.type)
 */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  if (type.includes('wav')) return 'recording.wav';
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mp4') || type.includes('m4a') || type.includes('aac')) return 'recording.m4a';
  if (type.includes('mpeg') || type.includes('mp3')) return 'recording.mp3';
  return 'recording.webm';
}

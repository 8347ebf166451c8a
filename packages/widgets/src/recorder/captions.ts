/**
 * Captions for a reply video when the server sends none: the avatar's script cut into short cues
 * and spread over the video's length in proportion to their length (speech runs at a roughly
 * even pace), as a WebVTT file.
 */

const MAX_WORDS_PER_CUE = 12;

/** Cuts a script into caption cues: sentences, with long ones split every 12 words. */
export function splitIntoCues(script: string): string[] {
  const sentences = script
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+/)
    .filter(Boolean);
  return sentences.flatMap((sentence) => {
    const words = sentence.split(' ');
    const cues: string[] = [];
    for (let index = 0; index < words.length; index += MAX_WORDS_PER_CUE) {
      cues.push(words.slice(index, index + MAX_WORDS_PER_CUE).join(' '));
    }
    return cues;
  });
}

/** `hh:mm:ss.mmm`, as WebVTT wants it. */
export function formatVttTime(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}.${pad(ms, 3)}`;
}

/** Cue text is not markup: escape what WebVTT would read as tags, entities or a timing arrow. */
function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Builds a WebVTT file from `script`, spread over `durationSeconds`. When the duration is unknown
 * (not finite or not positive) it assumes a speaking rate of about 15 characters per second.
 */
export function buildWebVtt(script: string, durationSeconds: number): string {
  const cues = splitIntoCues(script);
  const totalChars = cues.reduce((sum, cue) => sum + cue.length, 0);
  const duration =
    Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : totalChars / 15;
  let start = 0;
  const blocks = cues.map((cue, index) => {
    const end = index === cues.length - 1 ? duration : start + (duration * cue.length) / totalChars;
    const block = `${index + 1}\n${formatVttTime(start)} --> ${formatVttTime(end)}\n${escapeCueText(cue)}`;
    start = end;
    return block;
  });
  return `${['WEBVTT', ...blocks].join('\n\n')}\n`;
}

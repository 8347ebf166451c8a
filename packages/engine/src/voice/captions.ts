/**
 * Captions for a spoken reply: the avatar's script cut into short cues, timed from the speech
 * synthesis (its word timings when the synthesizer gives them, else its phoneme timings), written
 * as WebVTT so a `<track kind="captions">` shows them on the reply video.
 */
import type { PhonemeTiming, WordTiming } from '../types.js';

/** One caption: the words said between `start` and `end`, in seconds. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** What the synthesizer measured of the speech. */
export interface SpeechTiming {
  phonemes: readonly PhonemeTiming[];
  words?: readonly WordTiming[];
  durationS?: number;
}

/** Phones that are silence in the synthesizers' timings. */
const SILENT = new Set(['pau', 'sil', 'sp', '_', 'h#']);
/** A cue holds at most this many characters (two short caption lines). */
const MAX_CUE_CHARS = 64;
/** A pause this long between phones splits the speech into separate spans. */
const MIN_PAUSE_S = 0.12;
/** Seconds per word when nothing was measured. */
const FALLBACK_WORD_S = 0.4;

interface Span {
  start: number;
  end: number;
}

/** The stretches of speech: voiced phones, joined unless a real pause separates them. */
function speechSpans(phonemes: readonly PhonemeTiming[]): Span[] {
  const spans: Span[] = [];
  for (const phone of phonemes) {
    if (SILENT.has(phone.phone) || phone.end <= phone.start) continue;
    const last = spans.at(-1);
    if (last && phone.start - last.end < MIN_PAUSE_S) last.end = Math.max(last.end, phone.end);
    else spans.push({ start: phone.start, end: phone.end });
  }
  return spans;
}

/** Groups words into cues of at most `MAX_CUE_CHARS`, breaking after sentence ends. */
function groupWords(words: readonly string[]): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let length = 0;
  words.forEach((word, index) => {
    if (current.length > 0 && length + 1 + word.length > MAX_CUE_CHARS) {
      groups.push(current);
      current = [];
      length = 0;
    }
    current.push(index);
    length += (length ? 1 : 0) + word.length;
    if (/[.!?…]["»”)]?$/.test(word)) {
      groups.push(current);
      current = [];
      length = 0;
    }
  });
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Each word's start and end: the synthesizer's when they match the script, else spread over the speech. */
function wordTimes(words: readonly string[], timing: SpeechTiming): Span[] {
  if (timing.words && timing.words.length === words.length) {
    return timing.words.map((word) => ({ start: word.start, end: word.end }));
  }
  const measured = speechSpans(timing.phonemes);
  const spans = measured.length
    ? measured
    : [
        {
          start: 0,
          end: timing.durationS && timing.durationS > 0 ? timing.durationS : words.length * FALLBACK_WORD_S,
        },
      ];
  const spoken = spans.reduce((sum, span) => sum + (span.end - span.start), 0);
  const weights = words.map((word) => word.length + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  /**
   * The clock time at `t` seconds of speech, skipping the pauses. On the edge of a pause, a word's
   * end stays before it and a word's start goes after it.
   */
  const at = (t: number, edge: 'start' | 'end') => {
    let left = t;
    for (const span of spans) {
      const length = span.end - span.start;
      const inside = edge === 'end' ? left <= length + 1e-9 : left < length - 1e-9;
      if (inside) return span.start + Math.max(0, Math.min(left, length));
      left -= length;
    }
    return spans.at(-1)?.end ?? t;
  };
  let elapsed = 0;
  return weights.map((weight) => {
    const start = at(elapsed, 'start');
    elapsed += (weight / total) * spoken;
    return { start, end: at(elapsed, 'end') };
  });
}

/** The script cut into cues, each timed from the speech. */
export function captionCues(script: string, timing: SpeechTiming): CaptionCue[] {
  const words = script.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const times = wordTimes(words, timing);
  let previousEnd = 0;
  return groupWords(words).map((group) => {
    const first = times[group[0] ?? 0] ?? { start: 0, end: 0 };
    const last = times[group.at(-1) ?? 0] ?? first;
    const start = Math.max(first.start, previousEnd);
    const end = Math.max(last.end, start + 0.3);
    previousEnd = end;
    return { start, end, text: group.map((index) => words[index]).join(' ') };
  });
}

/** `12.5` -> `00:00:12.500`. */
function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cue text as WebVTT wants it: `&`, `<` and `>` escaped (so no cue can hold "-->"). */
const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes cues as a WebVTT file. */
export function toWebVtt(cues: readonly CaptionCue[]): string {
  const body = cues
    .map(
      (cue, index) =>
        `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escapeCue(cue.text)}\n`,
    )
    .join('\n');
  return `WEBVTT\n\n${body}`;
}

/** The WebVTT captions of a spoken script. */
export function captionsVtt(script: string, timing: SpeechTiming): string {
  return toWebVtt(captionCues(script, timing));
}

/**
 * Reads a de-identified transcript: plain text with speaker labels (`Therapist:` / `Client:`,
 * `T:` / `C:`, `Speaker 1:` ...) or WebVTT with `<v Speaker>` voices. Consecutive lines of one
 * speaker make one turn; VTT cue timings give each turn a duration. Linear in the text's length
 * (at most `SKILL_TRANSCRIPT_MAX` characters), so no transcript holds the event loop for long.
 */

import { SKILL_TRANSCRIPT_MAX } from '@rebond/sdk';

/** One speaker turn. */
export interface TranscriptTurn {
  speaker: string;
  text: string;
  /** Seconds, from the VTT cue timings; absent for plain text. */
  seconds?: number;
}

/** A parsed transcript. */
export interface ParsedTranscript {
  format: 'plain' | 'vtt';
  turns: TranscriptTurn[];
  coachLabel: string;
  clientLabel: string | null;
}

/** Why a transcript cannot be read; the route answers 400 with the message. */
export class TranscriptError extends Error {
  override name = 'TranscriptError';
}

/** Most turns one transcript may have. */
export const MAX_TRANSCRIPT_TURNS = 1000;

const LABEL = /^\s*([\p{L}][\p{L}\p{N} .'_-]{0,39}?)\s*:\s*(.*)$/u;
const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}\.\d{3})/;

const seconds = (stamp: string) =>
  stamp
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

// Every pattern here runs over user text, so each is linear in it: a tag ends at the first `<`
// or `>` (`[^<>]`), so no start position scans past the next one.
const clean = (text: string) =>
  text
    .replace(/<[^<>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

function push(turns: TranscriptTurn[], speaker: string, text: string, duration?: number) {
  const words = clean(text);
  if (!words) return;
  const last = turns.at(-1);
  if (last && last.speaker.toLowerCase() === speaker.toLowerCase()) {
    last.text = `${last.text} ${words}`;
    if (duration !== undefined) last.seconds = (last.seconds ?? 0) + duration;
    return;
  }
  turns.push({ speaker, text: words, ...(duration === undefined ? {} : { seconds: duration }) });
}

/** A cue voice tag, `<v Name>` or `<v.class Name>`; its name cannot hold `<` or `>`. */
const VOICE = /<v(?:\.[\w.-]+)?\s([^<>]+)>/g;

/** The voices of a cue: each one's text runs to the next voice tag or its `</v>`. */
function voicesOf(body: string): { speaker: string; text: string }[] {
  const tags = [...body.matchAll(VOICE)];
  return tags.map((tag, index) => {
    const text = body.slice(tag.index + tag[0].length, tags[index + 1]?.index ?? body.length);
    const close = text.indexOf('</v>');
    return { speaker: (tag[1] ?? '').trim(), text: close < 0 ? text : text.slice(0, close) };
  });
}

function parseVtt(text: string): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0) continue;
    const timing = TIMING.exec(lines[at] ?? '');
    const duration = timing ? Math.max(0, seconds(timing[2] ?? '0') - seconds(timing[1] ?? '0')) : undefined;
    const body = lines.slice(at + 1).join('\n');
    // Several voices in one cue share its time out by their length.
    const voices = voicesOf(body);
    if (voices.length === 0) {
      const labelled = LABEL.exec(clean(body));
      if (labelled) push(turns, labelled[1]!.trim(), labelled[2] ?? '', duration);
      continue;
    }
    const total = voices.reduce((sum, v) => sum + clean(v.text).length, 0) || 1;
    for (const v of voices) {
      const share = duration === undefined ? undefined : (duration * clean(v.text).length) / total;
      push(turns, v.speaker, v.text, share);
    }
  }
  return turns;
}

function parsePlain(text: string): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) continue;
    const labelled = LABEL.exec(line);
    if (labelled) push(turns, labelled[1]!.trim(), labelled[2] ?? '');
    else if (turns.length > 0) push(turns, turns.at(-1)!.speaker, line);
  }
  return turns;
}

/**
 * Parses a transcript and picks the coach: the speaker named by `coachLabel` (case-insensitive),
 * else the first speaker. Throws `TranscriptError` for anything it cannot read.
 */
export function parseTranscript(text: string, coachLabel?: string): ParsedTranscript {
  if (text.length > SKILL_TRANSCRIPT_MAX) {
    throw new TranscriptError(`The transcript is longer than ${SKILL_TRANSCRIPT_MAX} characters.`);
  }
  const vtt = /^\uFEFF?WEBVTT\b/.test(text.trimStart());
  const turns = vtt ? parseVtt(text) : parsePlain(text);
  if (turns.length === 0) {
    throw new TranscriptError(
      vtt
        ? 'No speaker turns found: give each cue a voice (<v Therapist>...) or a "Speaker: text" line.'
        : 'No speaker labels found: start each turn with a label such as "Therapist:" and "Client:", or "T:" and "C:".',
    );
  }
  if (turns.length > MAX_TRANSCRIPT_TURNS) {
    throw new TranscriptError(`The transcript has more than ${MAX_TRANSCRIPT_TURNS} turns.`);
  }
  const speakers = [...new Map(turns.map((t) => [t.speaker.toLowerCase(), t.speaker])).values()];
  let coach = speakers[0]!;
  if (coachLabel) {
    const found = speakers.find((s) => s.toLowerCase() === coachLabel.trim().toLowerCase());
    if (!found) {
      throw new TranscriptError(
        `coach_label "${coachLabel}" is not a speaker of this transcript (speakers: ${speakers.join(', ')}).`,
      );
    }
    coach = found;
  }
  const client = speakers.find((s) => s !== coach) ?? null;
  return { format: vtt ? 'vtt' : 'plain', turns, coachLabel: coach, clientLabel: client };
}

/** The output of Debian's pocketsphinx programs, parsed into words. */
import type { WordTiming } from '../types.js';
import { FILLERS } from './fillers.js';

const cleanWord = (w: string) => w.replace(/\(\d+\)$/, '');

/** Parses `pocketsphinx_continuous -time yes` output. */
export function parseContinuousOutput(text: string): WordTiming[] {
  const words: WordTiming[] = [];
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4) continue;
    const [word, start, end, conf] = parts as [string, string, string, string];
    if (!/^[0-9.]+$/.test(start) || !/^[0-9.]+$/.test(end)) continue;
    if (FILLERS.test(word)) continue;
    words.push({
      word: cleanWord(word),
      start: Number(start),
      end: Number(end),
      confidence: Math.min(1, Number(conf)),
    });
  }
  return words;
}

/** Frames per second of pocketsphinx's features (`-frate`, 100 by default). */
const FRAME_RATE = 100;

/**
 * Parses one `pocketsphinx_batch -hypseg` line: `uttid S sf T total A ascr L lscr`, then for each
 * word its start frame, acoustic and language scores and the word, then the utterance's end frame.
 * The recording's `-ctm` lines (`uttid 1 start length word confidence`, the word's posterior
 * probability), when given, put a confidence on the words they name, in order.
 */
export function parseHypseg(line: string, ctm: readonly string[] = []): WordTiming[] {
  const tokens = line.trim().split(/\s+/).slice(9);
  const confidences = ctm
    .map((l) => l.trim().split(/\s+/))
    .filter((parts) => parts.length >= 6)
    .map((parts) => ({ word: cleanWord(parts[4] ?? ''), confidence: Number(parts[5]) }));
  let next = 0;
  const words: WordTiming[] = [];
  for (let i = 0; i + 3 < tokens.length; i += 4) {
    const word = tokens[i + 3] ?? '';
    const start = Number(tokens[i]) / FRAME_RATE;
    const end = Number(tokens[i + 4]) / FRAME_RATE;
    if (FILLERS.test(word) || !Number.isFinite(start) || !Number.isFinite(end)) continue;
    const timing: WordTiming = { word: cleanWord(word), start, end };
    const scored = confidences[next];
    if (scored?.word === timing.word && Number.isFinite(scored.confidence)) {
      timing.confidence = Math.min(1, Math.max(0, scored.confidence));
      next++;
    }
    words.push(timing);
  }
  return words;
}

/** Parses `pocketsphinx single` (5.x) JSON lines. */
export function parseV5Output(text: string): WordTiming[] {
  const words: WordTiming[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    try {
      const json = JSON.parse(line) as { w?: { t: string; b: number; d: number; p?: number }[] };
      for (const w of json.w ?? []) {
        if (FILLERS.test(w.t)) continue;
        words.push({
          word: cleanWord(w.t),
          start: w.b,
          end: w.b + w.d,
          ...(w.p === undefined ? {} : { confidence: w.p }),
        });
      }
    } catch {
      // not a result line
    }
  }
  return words;
}

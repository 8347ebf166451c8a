import type { PhonemeTiming } from '../types.js';

/** How far the jaw opens (0..1) and how wide the lips spread (0 rounded .. 1 spread) per phoneme. */
const SHAPES: Record<string, [open: number, spread: number]> = {
  aa: [1, 0.6],
  ae: [0.9, 0.8],
  ah: [0.85, 0.6],
  aw: [0.85, 0.4],
  ay: [0.9, 0.7],
  ao: [0.8, 0.3],
  ow: [0.65, 0.2],
  oy: [0.7, 0.3],
  eh: [0.7, 0.8],
  ey: [0.6, 0.9],
  er: [0.5, 0.4],
  ax: [0.5, 0.5],
  ih: [0.45, 0.85],
  iy: [0.35, 1],
  uh: [0.4, 0.3],
  uw: [0.3, 0],
  w: [0.25, 0],
  b: [0, 0.5],
  p: [0, 0.5],
  m: [0, 0.5],
  f: [0.12, 0.6],
  v: [0.12, 0.6],
  th: [0.25, 0.6],
  dh: [0.25, 0.6],
  s: [0.2, 0.9],
  z: [0.2, 0.9],
  sh: [0.25, 0.3],
  zh: [0.25, 0.3],
  ch: [0.25, 0.3],
  jh: [0.25, 0.3],
  t: [0.3, 0.7],
  d: [0.3, 0.7],
  n: [0.28, 0.7],
  l: [0.35, 0.7],
  k: [0.4, 0.6],
  g: [0.4, 0.6],
  ng: [0.35, 0.6],
  hh: [0.45, 0.6],
  r: [0.35, 0.3],
  y: [0.3, 0.9],
  pau: [0, 0.5],
  sil: [0, 0.5],
};

/** Mouth shape of one phoneme. */
export function phonemeShape(phone: string): { open: number; spread: number } {
  const key = phone.toLowerCase().replace(/[0-9]/g, '');
  const shape = SHAPES[key] ?? [0.4, 0.6];
  return { open: shape[0], spread: shape[1] };
}

/**
 * Samples phoneme timings at `fps` into per-frame mouth openness and spread, with light
 * coarticulation: each frame blends with its neighbours, so the mouth moves smoothly but closures
 * (p, b, m) still read as closures.
 */
export function mouthTrack(
  timings: readonly PhonemeTiming[],
  frames: number,
  fps: number,
): { open: Float32Array; spread: Float32Array } {
  const open = new Float32Array(frames);
  const spread = new Float32Array(frames).fill(0.5);
  if (timings.length === 0) return { open, spread };
  let j = 0;
  for (let f = 0; f < frames; f++) {
    const t = (f + 0.5) / fps;
    while (j < timings.length - 1 && (timings[j]?.end ?? 0) <= t) j++;
    const cur = timings[j];
    if (!cur || t < cur.start - 0.02 || t > cur.end + 0.02) continue;
    const s = phonemeShape(cur.phone);
    const mid = (cur.start + cur.end) / 2;
    const half = Math.max(0.02, (cur.end - cur.start) / 2);
    const w = 1 - Math.min(1, Math.abs(t - mid) / half) * 0.35;
    open[f] = s.open * w;
    spread[f] = s.spread;
  }
  const smoothed = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    smoothed[f] =
      0.25 * (open[f - 1] ?? open[f] ?? 0) + 0.5 * (open[f] ?? 0) + 0.25 * (open[f + 1] ?? open[f] ?? 0);
  }
  return { open: smoothed, spread };
}

const LETTER_PHONE: Record<string, string> = {
  a: 'aa',
  e: 'eh',
  i: 'ih',
  o: 'ow',
  u: 'uw',
  y: 'iy',
  b: 'b',
  p: 'p',
  m: 'm',
  f: 'f',
  v: 'v',
  w: 'w',
  r: 'r',
  l: 'l',
  s: 's',
  z: 'z',
  c: 'k',
  k: 'k',
  q: 'k',
  g: 'g',
  j: 'jh',
  x: 'k',
  t: 't',
  d: 'd',
  n: 'n',
  h: 'hh',
};

/**
 * Rough phoneme timings from word timings (used when a voice gives only word or character timings,
 * e.g. a hosted voice or espeak-ng): each letter gets an equal share of its word, vowels open the
 * mouth and lip consonants close it. Loudness still drives the final mouth movement.
 */
export function lettersToTimings(
  words: readonly { word: string; start: number; end: number }[],
): PhonemeTiming[] {
  const out: PhonemeTiming[] = [];
  let prevEnd = 0;
  for (const w of words) {
    const letters = [...w.word.toLowerCase().normalize('NFD')].filter((c) => LETTER_PHONE[c]);
    if (w.start > prevEnd + 0.01) out.push({ phone: 'pau', start: prevEnd, end: w.start });
    if (letters.length === 0) continue;
    const step = (w.end - w.start) / letters.length;
    letters.forEach((c, i) => {
      out.push({ phone: LETTER_PHONE[c] ?? 'ax', start: w.start + i * step, end: w.start + (i + 1) * step });
    });
    prevEnd = w.end;
  }
  return out;
}

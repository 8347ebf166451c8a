import type { Emotion } from './emotions';
import { seededRandom } from './seeded-random';

/**
 * How a talking face moves besides its mouth, written once for the two faces Rebond draws: the
 * server's renderer (each reply's MP4, `packages/engine/src/render/local-renderer.ts`) and the
 * portal's live face (a canvas, from the reply's audio as it plays). The head sways, tilts and nods
 * on stressed syllables, each emotion in its own way, and the eyes blink. Time is counted in frames
 * of `FACE_FPS`; distances are in pixels of the face's picture.
 */

/** Frames a second of rendered replies, and the clock of these rules. */
export const FACE_FPS = 25;

/** Default strength of the emotion on the face in replies (the still variants use full strength). */
export const DEFAULT_FACE_INTENSITY = 0.75;

/** How the head moves per emotion: stress nods, slow sway, tilt, resting offset (face widths), tempo. */
export const HEAD_STYLE: Readonly<
  Record<Emotion, { nod: number; sway: number; roll: number; rest: number; tempo: number }>
> = {
  normal: { nod: 1, sway: 1, roll: 1, rest: 0, tempo: 1 },
  happiness: { nod: 1.2, sway: 1.3, roll: 1.6, rest: -0.004, tempo: 1.15 },
  sadness: { nod: 0.5, sway: 0.6, roll: 0.6, rest: 0.02, tempo: 0.7 },
  anger: { nod: 1.9, sway: 0.7, roll: 0.6, rest: 0.006, tempo: 1.1 },
  fear: { nod: 0.7, sway: 0.5, roll: 0.5, rest: -0.006, tempo: 1.5 },
  surprise: { nod: 1.1, sway: 0.8, roll: 0.8, rest: -0.012, tempo: 1.1 },
  disgust: { nod: 1, sway: 0.8, roll: 1.2, rest: -0.006, tempo: 0.9 },
  contempt: { nod: 0.8, sway: 0.8, roll: 1.5, rest: -0.008, tempo: 0.9 },
};

/** Where the head is: moved by `dx`, `dy` pixels and turned by `roll` radians about the face's centre. */
export interface HeadPose {
  dx: number;
  dy: number;
  roll: number;
}

/** What the head's pose depends on besides the time. */
export interface HeadPoseInput {
  emotion: Emotion;
  /** How strongly the emotion shows, 0 to 1 (`DEFAULT_FACE_INTENSITY` in replies). */
  intensity: number;
  /** The face's width in pixels: the motion is in proportion to it. */
  faceWidth: number;
  /** How stressed the syllable heard now is, 0 to 1 (`stressTrack`): a nod and a tilt. */
  stress: number;
  /** How open the jaw is, 0 to 1: the chin drops a little with it. */
  open: number;
}

/**
 * The head's pose `frame` frames into a reply: a slow sway of incommensurate periods (never a
 * visible loop), a nod at each stressed syllable that tilts to one side phrase by phrase, and the
 * emotion's resting offset and tempo, scaled by its intensity.
 */
export function headPose(
  frame: number,
  { emotion, intensity, faceWidth, stress, open }: HeadPoseInput,
): HeadPose {
  const head = HEAD_STYLE[emotion];
  const k = 0.4 + 0.6 * intensity;
  const mix = (value: number) => 1 + (value - 1) * k;
  const sway = (faceWidth / 100) * mix(head.sway);
  const t = (frame / FACE_FPS) * mix(head.tempo);
  // Phrase by phrase the tilt changes side, so stressed syllables nod and tilt alternately.
  const side = Math.sin((2 * Math.PI * t) / 4.3) >= 0 ? 1 : -1;
  return {
    dx: sway * (1.1 * Math.sin((2 * Math.PI * t) / 3.1) + 0.4 * Math.sin((2 * Math.PI * t) / 1.3 + 1)),
    dy:
      head.rest * faceWidth * k +
      sway * (0.6 * Math.sin((2 * Math.PI * t) / 2.3 + 0.5) + 0.4 * open) +
      0.022 * faceWidth * mix(head.nod) * stress,
    roll: 0.012 * mix(head.roll) * (0.5 * Math.sin((2 * Math.PI * t) / 3.7) + side * stress),
  };
}

/** The loudness (RMS, 0 to 1) of 16-bit samples per frame of `fps`. */
export function loudnessEnvelope(
  samples: ArrayLike<number>,
  sampleRate: number,
  fps: number = FACE_FPS,
): Float32Array {
  const hop = sampleRate / fps;
  const frames = Math.ceil(samples.length / hop);
  const out = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = Math.floor(f * hop);
    const end = Math.min(samples.length, Math.floor((f + 1) * hop));
    let sum = 0;
    for (let i = start; i < end; i++) {
      const v = (samples[i] ?? 0) / 32768;
      sum += v * v;
    }
    out[f] = end > start ? Math.sqrt(sum / (end - start)) : 0;
  }
  return out;
}

/**
 * Stress of the speech per frame (0 to 1) from its loudness envelope and a reference loudness: a
 * nod pulse at each loudness peak that rises clearly above the recent level (a stressed syllable),
 * fast attack and slower release.
 */
export function stressTrack(env: Float32Array, ref: number): Float32Array {
  const n = env.length;
  const pulses = new Float32Array(n);
  let last = -10;
  for (let f = 2; f < n - 1; f++) {
    const v = (env[f] ?? 0) / ref;
    const before = Math.min((env[f - 2] ?? 0) / ref, (env[f - 1] ?? 0) / ref);
    const isPeak = v >= (env[f - 1] ?? 0) / ref && v > (env[f + 1] ?? 0) / ref;
    if (isPeak && v > 0.55 && v - before > 0.25 && f - last >= 6) {
      pulses[f] = Math.min(1, v);
      last = f;
    }
  }
  const out = new Float32Array(n);
  const kernel = [0.45, 1, 0.85, 0.65, 0.45, 0.3, 0.18, 0.08];
  for (let f = 0; f < n; f++) {
    const p = pulses[f] ?? 0;
    if (p === 0) continue;
    kernel.forEach((k, i) => {
      const t = f - 1 + i;
      if (t >= 0 && t < n) out[t] = Math.max(out[t] ?? 0, p * k);
    });
  }
  return out;
}

/** The reference loudness of a sentence for `stressTrack`: its 95th percentile. */
export function referenceLoudness(env: Float32Array): number {
  const sorted = Array.from(env).sort((a, b) => a - b);
  return Math.max(1e-4, sorted[Math.floor(sorted.length * 0.95)] ?? 0);
}

/** How closed the eyelids are over the frames of one blink. */
const BLINK_SHAPE = [0.35, 0.85, 1, 0.65, 0.25];

/**
 * The frames where blinks start, without end: the first within 0.6 to 1.8 s, then one every 2.5 to
 * 5 s, from `seed`.
 */
function* blinkStarts(seed: number): Generator<number, never> {
  const next = seededRandom(seed);
  let at = Math.round(FACE_FPS * (0.6 + next() * 1.2));
  for (;;) {
    yield at;
    at += Math.round(FACE_FPS * (2.5 + next() * 2.5));
  }
}

/**
 * Blinks as a clock reads them, frame after frame without end (the live face): how closed the
 * eyelids are at a frame, for frames that do not go back.
 */
export class Blinks {
  readonly #starts: Generator<number, never>;
  #last = Number.NEGATIVE_INFINITY;
  #next: number;

  constructor(seed: number) {
    this.#starts = blinkStarts(seed);
    this.#next = this.#starts.next().value;
  }

  /** The eyelids' closure (0 open, 1 shut) at `frame`. */
  at(frame: number): number {
    while (this.#next <= frame) {
      this.#last = this.#next;
      this.#next = this.#starts.next().value;
    }
    return BLINK_SHAPE[frame - this.#last] ?? 0;
  }
}

/** Per-frame blink closure for a reply of `frames` frames (the same blinks `Blinks` gives). */
export function blinkTrack(frames: number, seed: number): Float32Array {
  const blinks = new Blinks(seed);
  return Float32Array.from({ length: frames }, (_, frame) => blinks.at(frame));
}

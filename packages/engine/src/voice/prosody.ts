import { run } from '../internal/process.js';
import { encodeWav, type Pcm } from '../internal/wav.js';
import { type Emotion, type PhonemeTiming, toEmotion } from '../types.js';

/** How a reply should sound: the session's emotion and how strongly the voice shows it. */
export interface SpeechStyle {
  /** The session's emotion (any spelling `toEmotion` accepts). @default 'normal' */
  emotion?: Emotion | string;
  /** 0 (flat) .. 1 (full strength). @default 0.75 */
  intensity?: number;
  /**
   * A reply's later sentence, made while an earlier one plays: a `threadedEngine` starts it after
   * the calls someone is waiting on now. It changes nothing in the speech.
   */
  later?: boolean;
}

/**
 * Prosody of one reply, as multipliers of the voice's own settings (1 = unchanged). Local voices
 * apply it natively where the synthesiser can (flite: mean pitch, pitch range, rate; espeak-ng:
 * pitch, speed, amplitude, word gaps) and by post-processing otherwise (gain, pause lengths,
 * an ffmpeg pitch shift for voices without pitch control).
 */
export interface Prosody {
  /** Mean pitch multiplier. */
  pitch: number;
  /** Pitch variation (F0 standard deviation) multiplier. */
  pitchRange: number;
  /** Speaking rate multiplier (greater is faster). */
  rate: number;
  /** Loudness multiplier (linear gain; peaks are soft-limited). */
  volume: number;
  /** Multiplier of the pauses between phrases. */
  pause: number;
}

/** Default strength of the emotion in the voice when the caller gives none. */
export const DEFAULT_INTENSITY = 0.75;

const NEUTRAL: Prosody = { pitch: 1, pitchRange: 1, rate: 1, volume: 1, pause: 1 };

/**
 * Prosody per emotion at full intensity, after the usual acoustic descriptions of vocal emotion:
 * anger faster, louder, higher and more varied; sadness slower, lower, quieter and flatter with
 * longer pauses; fear faster and higher; happiness higher and livelier.
 */
export const EMOTION_PROSODY: Record<Emotion, Prosody> = {
  normal: NEUTRAL,
  anger: { pitch: 1.15, pitchRange: 1.7, rate: 1.16, volume: 1.6, pause: 0.55 },
  sadness: { pitch: 0.88, pitchRange: 0.55, rate: 0.8, volume: 0.6, pause: 1.7 },
  fear: { pitch: 1.18, pitchRange: 1.35, rate: 1.14, volume: 0.9, pause: 0.8 },
  happiness: { pitch: 1.14, pitchRange: 1.55, rate: 1.07, volume: 1.2, pause: 0.9 },
  surprise: { pitch: 1.2, pitchRange: 1.7, rate: 1.02, volume: 1.25, pause: 1 },
  disgust: { pitch: 0.94, pitchRange: 0.9, rate: 0.9, volume: 1.05, pause: 1.2 },
  contempt: { pitch: 0.95, pitchRange: 0.8, rate: 0.92, volume: 0.95, pause: 1.15 },
};

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The prosody for a style: the emotion's settings scaled by intensity (geometrically, from neutral). */
export function prosodyFor(style: SpeechStyle = {}): Prosody {
  const full = EMOTION_PROSODY[toEmotion(typeof style.emotion === 'string' ? style.emotion : undefined)];
  const k = clamp(Number.isFinite(style.intensity) ? (style.intensity as number) : DEFAULT_INTENSITY, 0, 1);
  const scale = (v: number) => Math.round(v ** k * 1000) / 1000;
  return {
    pitch: scale(full.pitch),
    pitchRange: scale(full.pitchRange),
    rate: scale(full.rate),
    volume: scale(full.volume),
    pause: scale(full.pause),
  };
}

/** True when the prosody changes nothing. */
export function isNeutral(p: Prosody): boolean {
  return Object.values(p).every((v) => Math.abs(v - 1) < 1e-3);
}

/**
 * Applies a gain with a soft limiter: samples above 70% of full scale are bent with a tanh knee,
 * so a louder angry voice gets denser, not clipped.
 */
export function applyGain(pcm: Pcm, gain: number): Pcm {
  if (Math.abs(gain - 1) < 1e-3) return pcm;
  const out = new Int16Array(pcm.samples.length);
  const knee = 0.7;
  for (let i = 0; i < out.length; i++) {
    let v = ((pcm.samples[i] ?? 0) / 32768) * gain;
    const a = Math.abs(v);
    if (a > knee) v = Math.sign(v) * (knee + (1 - knee) * Math.tanh((a - knee) / (1 - knee)));
    out[i] = Math.round(clamp(v, -1, 32767 / 32768) * 32768);
  }
  return { sampleRate: pcm.sampleRate, samples: out };
}

/**
 * Lengthens or shortens the pauses between phrases (`pau` phonemes inside the utterance) by
 * `factor`, cutting or inserting silence in the middle of each pause, and shifts the timings.
 */
export function stretchPauses(
  pcm: Pcm,
  phonemes: readonly PhonemeTiming[],
  factor: number,
): { pcm: Pcm; phonemes: PhonemeTiming[] } {
  if (Math.abs(factor - 1) < 1e-3 || phonemes.length < 3)
    return { pcm, phonemes: phonemes.map((p) => ({ ...p })) };
  const sr = pcm.sampleRate;
  const pieces: Int16Array[] = [];
  const out: PhonemeTiming[] = [];
  let cursor = 0; // next source sample to copy
  let shift = 0; // seconds added so far
  phonemes.forEach((p, i) => {
    const d = p.end - p.start;
    const inner = i > 0 && i < phonemes.length - 1;
    if (inner && (p.phone === 'pau' || p.phone === 'sil') && d >= 0.06) {
      const target = Math.max(0.04, d * factor);
      const mid = Math.round(((p.start + p.end) / 2) * sr);
      const start = p.start + shift;
      if (target < d) {
        const cut = Math.round((d - target) * sr);
        const a = clamp(mid - Math.floor(cut / 2), cursor, pcm.samples.length);
        pieces.push(pcm.samples.subarray(cursor, a));
        cursor = clamp(a + cut, cursor, pcm.samples.length);
      } else {
        const a = clamp(mid, cursor, pcm.samples.length);
        pieces.push(pcm.samples.subarray(cursor, a), new Int16Array(Math.round((target - d) * sr)));
        cursor = a;
      }
      shift += target - d;
      out.push({ phone: p.phone, start, end: start + target });
      return;
    }
    out.push({ phone: p.phone, start: p.start + shift, end: p.end + shift });
  });
  pieces.push(pcm.samples.subarray(cursor));
  const total = pieces.reduce((n, s) => n + s.length, 0);
  const samples = new Int16Array(total);
  let o = 0;
  for (const s of pieces) {
    samples.set(s, o);
    o += s.length;
  }
  return { pcm: { sampleRate: sr, samples }, phonemes: out };
}

let rubberband: boolean | undefined;

/**
 * Shifts the pitch by `ratio` keeping the duration, with ffmpeg: the `rubberband` filter (formants
 * preserved) when this ffmpeg has it, else `asetrate` + `atempo` (formants move a little). Used for
 * voices whose synthesiser ignores pitch settings (flite's `rms`).
 */
export async function shiftPitch(pcm: Pcm, ratio: number, ffmpeg: string): Promise<Pcm> {
  if (Math.abs(ratio - 1) < 1e-3) return pcm;
  if (rubberband === undefined) {
    const filters = await run(ffmpeg, ['-hide_banner', '-filters'], { timeoutMs: 10_000 }).catch(
      () => undefined,
    );
    rubberband = filters ? /\brubberband\b/.test(filters.stdout.toString('utf8')) : false;
  }
  const sr = pcm.sampleRate;
  const filter = rubberband
    ? `rubberband=pitch=${ratio.toFixed(4)}:formant=preserved`
    : `asetrate=${Math.round(sr * ratio)},aresample=${sr},atempo=${(1 / ratio).toFixed(5)}`;
  const result = await run(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-af',
      filter,
      '-ar',
      String(sr),
      '-ac',
      '1',
      '-f',
      's16le',
      'pipe:1',
    ],
    { input: encodeWav(pcm), timeoutMs: 30_000 },
  );
  if (result.code !== 0 || result.stdout.length < 2) return pcm;
  const bytes = result.stdout;
  const samples = new Int16Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.length & ~1)),
  );
  return { sampleRate: sr, samples };
}

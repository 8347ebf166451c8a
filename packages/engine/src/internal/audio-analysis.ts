import { loudnessEnvelope as envelopeOf } from '@rebond/vocabulary';
import type { Pcm } from './wav.js';

/** Root-mean-square loudness (0..1) of consecutive windows of `1/fps` seconds. */
export function loudnessEnvelope(pcm: Pcm, fps: number): Float32Array {
  return envelopeOf(pcm.samples, pcm.sampleRate, fps);
}

/** Pitch estimate of one window by normalised autocorrelation; 0 when unvoiced. */
function windowPitch(x: Float32Array, sampleRate: number, minHz: number, maxHz: number): number {
  const minLag = Math.floor(sampleRate / maxHz);
  const maxLag = Math.min(x.length - 1, Math.ceil(sampleRate / minHz));
  let energy = 0;
  for (let i = 0; i < x.length; i++) energy += (x[i] ?? 0) ** 2;
  if (energy <= 0) return 0;
  let bestLag = 0;
  let best = 0;
  const corr = new Float32Array(maxLag + 2);
  for (let lag = minLag; lag <= maxLag; lag++) {
    let s = 0;
    let e2 = 0;
    for (let i = 0; i + lag < x.length; i++) {
      s += (x[i] ?? 0) * (x[i + lag] ?? 0);
      e2 += (x[i + lag] ?? 0) ** 2;
    }
    const r = s / Math.sqrt(energy * e2 + 1e-12);
    corr[lag] = r;
    if (r > best) {
      best = r;
      bestLag = lag;
    }
  }
  if (best < 0.5 || bestLag === 0) return 0;
  // Prefer the shortest lag whose correlation is close to the best (avoids octave-down errors).
  for (let lag = minLag; lag < bestLag; lag++) {
    const r = corr[lag] ?? 0;
    if (r > 0.9 * best && r >= (corr[lag - 1] ?? 0) && r >= (corr[lag + 1] ?? 0)) return sampleRate / lag;
  }
  return sampleRate / bestLag;
}

/** What the engine measures in a voice sample to pick and tune a local voice. */
export interface VoiceMeasurement {
  /** Median fundamental frequency of voiced speech, in Hz (0 when none was found). */
  pitchHz: number;
  /** Syllable-like loudness peaks per second of speech. */
  syllablesPerSecond: number;
  /** Seconds that contain speech. */
  speechSeconds: number;
  /** Total length of the sample in seconds. */
  durationS: number;
}

/** Measures pitch and pace of a speech sample. */
export function measureVoice(pcm: Pcm): VoiceMeasurement {
  const sr = pcm.sampleRate;
  const win = Math.floor(sr * 0.04);
  const hop = Math.floor(sr * 0.02);
  const env = loudnessEnvelope(pcm, 50);
  const peak = env.reduce((m, v) => Math.max(m, v), 0);
  const gate = Math.max(0.01, peak * 0.15);
  const pitches: number[] = [];
  const x = new Float32Array(win);
  for (let start = 0; start + win <= pcm.samples.length; start += hop) {
    const f = Math.floor(start / hop);
    if ((env[f] ?? 0) < gate) continue;
    for (let i = 0; i < win; i++) x[i] = (pcm.samples[start + i] ?? 0) / 32768;
    const p = windowPitch(x, sr, 60, 400);
    if (p > 0) pitches.push(p);
  }
  pitches.sort((a, b) => a - b);
  const pitchHz = pitches.length ? (pitches[Math.floor(pitches.length / 2)] ?? 0) : 0;
  // Syllable nuclei: peaks of the smoothed envelope above the gate, at least 100 ms apart.
  const smooth = new Float32Array(env.length);
  for (let i = 0; i < env.length; i++) {
    smooth[i] = ((env[i - 1] ?? env[i] ?? 0) + (env[i] ?? 0) * 2 + (env[i + 1] ?? env[i] ?? 0)) / 4;
  }
  let peaks = 0;
  let last = -10;
  let speechFrames = 0;
  for (let i = 0; i < smooth.length; i++) {
    const v = smooth[i] ?? 0;
    if (v >= gate) speechFrames++;
    if (v >= gate && v > (smooth[i - 1] ?? 0) && v >= (smooth[i + 1] ?? 0) && i - last >= 5) {
      peaks++;
      last = i;
    }
  }
  const speechSeconds = speechFrames / 50;
  return {
    pitchHz: Math.round(pitchHz * 10) / 10,
    syllablesPerSecond: speechSeconds > 0 ? Math.round((peaks / speechSeconds) * 100) / 100 : 0,
    speechSeconds,
    durationS: pcm.samples.length / sr,
  };
}

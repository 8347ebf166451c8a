import { LIVE_SAMPLE_RATE } from '@rebond/sdk';

/**
 * Float samples at `sampleRate` as 16-bit PCM at the live channel's 16 kHz: each output sample is
 * the mean of the input samples it covers, a low-pass that keeps the voice's high notes from
 * folding back into the band the recogniser hears (picking samples alone would alias them).
 */
export function downsampleTo16k(samples: Float32Array, sampleRate: number): Int16Array {
  const step = sampleRate / LIVE_SAMPLE_RATE;
  const out = new Int16Array(Math.floor(samples.length / step));
  for (let i = 0; i < out.length; i++) {
    const from = Math.floor(i * step);
    const to = Math.max(from + 1, Math.floor((i + 1) * step));
    let sum = 0;
    for (let j = from; j < to; j++) sum += samples[j] ?? 0;
    const mean = sum / (to - from);
    out[i] = Math.round(Math.max(-1, Math.min(1, mean)) * 32767);
  }
  return out;
}

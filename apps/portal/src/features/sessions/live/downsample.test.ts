import { describe, expect, it } from 'vitest';
import { downsampleTo16k } from './downsample';

describe('downsampleTo16k', () => {
  it('keeps a third of the samples of 48 kHz, each the mean of the three it covers, as 16-bit', () => {
    const out = downsampleTo16k(Float32Array.from([0.5, 0.5, 0.5, 1, 1, 1, -1, 0, 1]), 48_000);
    expect(Array.from(out)).toEqual([16384, 32767, 0]);
  });

  it('cancels a tone above the 8 kHz the channel can carry instead of folding it into the voice band', () => {
    // 16 kHz at 48 kHz: one period every three samples, which their mean removes.
    const tone = Float32Array.from({ length: 4800 }, (_, i) => Math.sin((2 * Math.PI * 16_000 * i) / 48_000));
    const out = downsampleTo16k(tone, 48_000);
    expect(out).toHaveLength(1600);
    expect(Math.max(...Array.from(out, Math.abs))).toBeLessThan(2);
  });
});

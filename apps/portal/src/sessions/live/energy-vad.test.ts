import { describe, expect, it } from 'vitest';
import { EnergyVad } from './energy-vad';

const RATE = 48_000;
const frame = (level: number) => new Float32Array(2048).fill(level);

describe('EnergyVad', () => {
  it('starts speech after a few loud frames, not one, and ends it after the silence', () => {
    const vad = new EnergyVad(0.2);
    expect(vad.push(frame(0.3), RATE)).toBeNull();
    expect(vad.push(frame(0), RATE)).toBeNull();
    const changes = [0.3, 0.3, 0.3].map((level) => vad.push(frame(level), RATE));
    expect(changes).toEqual([null, null, 'speech']);
    expect(vad.speaking).toBe(true);
    // 0.2 s of quiet is five 43 ms frames: the fifth ends the speech.
    const quiet = [1, 2, 3, 4, 5].map(() => vad.push(frame(0.001), RATE));
    expect(quiet).toEqual([null, null, null, null, 'silence']);
    expect(vad.speaking).toBe(false);
  });
});

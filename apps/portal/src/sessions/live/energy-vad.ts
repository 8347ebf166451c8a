/** Root-mean-square level (0..1) above which a frame counts as speech. */
const SPEECH_RMS = 0.02;
/** Loud frames in a row that make the start of speech (about 130 ms at 48 kHz). */
const ONSET_FRAMES = 3;

/** What one frame changed: speech began, speech ended after `silenceSeconds` of quiet, or nothing. */
export type VadChange = 'speech' | 'silence' | null;

/**
 * A simple energy voice-activity detector for the browser: speech starts after a few loud frames
 * in a row, and ends after `silenceSeconds` of quiet frames.
 */
export class EnergyVad {
  #loud = 0;
  #quietSeconds = 0;
  #speaking = false;

  constructor(private readonly silenceSeconds: number) {}

  /** Whether the coach is speaking now. */
  get speaking(): boolean {
    return this.#speaking;
  }

  push(samples: Float32Array, sampleRate: number): VadChange {
    let sum = 0;
    for (const s of samples) sum += s * s;
    const loud = samples.length > 0 && Math.sqrt(sum / samples.length) > SPEECH_RMS;
    if (loud) {
      this.#quietSeconds = 0;
      this.#loud += 1;
      if (!this.#speaking && this.#loud >= ONSET_FRAMES) {
        this.#speaking = true;
        return 'speech';
      }
      return null;
    }
    this.#loud = 0;
    if (!this.#speaking) return null;
    this.#quietSeconds += samples.length / sampleRate;
    if (this.#quietSeconds < this.silenceSeconds) return null;
    this.#speaking = false;
    return 'silence';
  }
}

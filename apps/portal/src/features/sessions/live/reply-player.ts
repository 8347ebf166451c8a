import { FACE_FPS, type LiveEvents, loudnessEnvelope, referenceLoudness, stressTrack } from '@rebond/sdk';
import { CLOSED, mouthAt } from './mouth-at';

/** Scheduling slack, so that the first sentence does not start in the past. */
const LEAD_S = 0.05;

interface Scheduled {
  source: AudioBufferSourceNode;
  start: number;
  end: number;
  visemes: LiveEvents['reply_audio']['visemes'];
  /** How stressed each frame (of `FACE_FPS`) of the sentence is, for the head's nods. */
  stress: Float32Array;
}

/**
 * Plays the avatar's reply sentence by sentence, in order and without gaps, on the audio clock
 * (Web Audio), and says the mouth shape at the moment being heard. `stop()` silences it at once
 * (barge-in). `onIdle` is called when the last scheduled sentence has finished.
 */
export class ReplyPlayer {
  #queue: Scheduled[] = [];
  #nextAt = 0;
  #firstAt: number | undefined;

  constructor(
    private readonly context: AudioContext,
    private readonly onIdle: () => void,
  ) {}

  /** Queues one sentence after those already queued. */
  play({
    samples,
    sampleRate,
    visemes,
  }: Pick<LiveEvents['reply_audio'], 'samples' | 'sampleRate' | 'visemes'>) {
    if (samples.length === 0) return;
    const buffer = this.context.createBuffer(1, samples.length, sampleRate);
    const channel = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) channel[i] = (samples[i] ?? 0) / 32768;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    const start = Math.max(this.#nextAt, this.context.currentTime + LEAD_S);
    const loudness = loudnessEnvelope(samples, sampleRate);
    const stress = stressTrack(loudness, referenceLoudness(loudness));
    const scheduled = { source, start, end: start + buffer.duration, visemes, stress };
    source.onended = () => {
      this.#queue = this.#queue.filter((item) => item !== scheduled);
      if (this.#queue.length === 0) this.#finish();
    };
    source.start(start);
    this.#firstAt ??= start;
    this.#nextAt = scheduled.end;
    this.#queue.push(scheduled);
  }

  /** Whether a sentence is playing or waiting to play. */
  get playing(): boolean {
    return this.#queue.length > 0;
  }

  /** Seconds of this reply heard so far (what `interrupt()` reports to the server). */
  heardSeconds(): number {
    return this.#firstAt === undefined ? 0 : Math.max(0, this.context.currentTime - this.#firstAt);
  }

  /** The mouth shape at what is being heard now (closed between sentences). */
  mouth(): { open: number; spread: number } {
    const heard = this.#heardNow();
    return heard ? mouthAt(heard.item.visemes, heard.at) : CLOSED;
  }

  /** How stressed the syllable heard now is (0 between sentences). */
  stress(): number {
    const heard = this.#heardNow();
    return heard ? (heard.item.stress[Math.floor(heard.at * FACE_FPS)] ?? 0) : 0;
  }

  /** The sentence being heard now and how far into it (none between sentences). */
  #heardNow(): { item: Scheduled; at: number } | undefined {
    const now = this.context.currentTime;
    const item = this.#queue.find((scheduled) => scheduled.start <= now && now < scheduled.end);
    return item && { item, at: now - item.start };
  }

  /** Silences the reply at once and forgets what was queued. */
  stop(): void {
    const queue = this.#queue;
    this.#queue = [];
    for (const item of queue) {
      item.source.onended = null;
      item.source.stop();
      item.source.disconnect();
    }
    if (queue.length > 0) this.#finish();
  }

  #finish() {
    this.#nextAt = 0;
    this.#firstAt = undefined;
    this.onIdle();
  }
}

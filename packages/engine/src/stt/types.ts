import type { StageReport, WordTiming } from '../types.js';

/** What a transcriber returns. */
export interface TranscriptResult {
  /** Recognised text (lower case for the local recognisers). */
  text: string;
  /** Word timings when the recogniser gives them (empty otherwise). */
  words: WordTiming[];
  /** Length of the recording in seconds, when known. */
  durationS?: number;
  report: StageReport;
}

/** Options for one transcription. */
export interface TranscribeOptions {
  /** MIME type of the recording, e.g. `audio/webm;codecs=opus`, `audio/mp4`, `audio/wav`. */
  mimeType?: string;
  /** Language hint (ISO 639-1, e.g. `en`). Local recognisers are English only. */
  language?: string;
  /** Words that may occur (names, topics); used by the grammar-limited npm-only fallback. */
  hints?: readonly string[];
}

/** How a turn is listened to as it is spoken. */
export interface ListenOptions {
  /** The rate of the samples `write` is given. */
  sampleRate: number;
  /** Words that may occur (see `TranscribeOptions.hints`). */
  hints?: readonly string[];
  /** The turn's text so far, each time more of it is recognised before the turn ends. */
  onPartial?(text: string): void;
}

/** A coach's turn recognised while it is spoken: the audio goes in as it arrives. */
export interface LiveTranscription {
  /** More of the turn: mono 16-bit samples at the `sampleRate` it was opened with. */
  write(samples: Int16Array): void;
  /** The turn has ended: the whole turn recognised (what was left of it is recognised now). */
  finish(): Promise<TranscriptResult>;
  /** Drops the turn: nothing more is recognised, and what runs for it stops. */
  cancel(): void;
}

/** Stage 1: speech to text. */
export interface Transcriber {
  /** Implementation id reported by `describe()`. */
  readonly implementation: string;
  /** Honest limits of this implementation, for `/health`. */
  readonly limits: string;
  transcribe(audio: Uint8Array, options?: TranscribeOptions): Promise<TranscriptResult>;
  /**
   * Recognises a turn while it is spoken, when this recogniser can; without it, the reply
   * pipeline's `listen` transcribes the turn whole when it ends.
   */
  listen?(options: ListenOptions): LiveTranscription;
  /**
   * Stops what the transcriber keeps running between calls (a recogniser process), if anything;
   * settles once it has exited.
   */
  close?(): void | Promise<void>;
}

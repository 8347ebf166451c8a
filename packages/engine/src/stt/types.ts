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

/** Stage 1: speech to text. */
export interface Transcriber {
  /** Implementation id reported by `describe()`. */
  readonly implementation: string;
  /** Honest limits of this implementation, for `/health`. */
  readonly limits: string;
  transcribe(audio: Uint8Array, options?: TranscribeOptions): Promise<TranscriptResult>;
  /** Stops what the transcriber keeps running between calls (a recogniser process), if anything. */
  close?(): void;
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { constants, openSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { makeTempFolder } from '../internal/temp-folder.js';
import { elapsed } from '../internal/time.js';
import { encodeWav, resample } from '../internal/wav.js';
import { noSpeech } from './no-speech.js';
import { parseContinuousOutput } from './pocketsphinx-output.js';
import type { LiveTranscription, TranscriptResult } from './types.js';

/** The rate of pocketsphinx's US English model. */
const MODEL_RATE = 16000;
/** How long the last utterance may take to come once the turn has ended. */
const RESULT_TIMEOUT_MS = 60_000;

export interface PocketsphinxLiveOptions {
  /** `pocketsphinx_continuous` (0.8). */
  bin: string;
  /** Search and language model settings, as for the whole-recording recogniser. */
  settings: readonly string[];
  tempDir: string | undefined;
  implementation: string;
  /** The rate of the samples written (resampled to 16 kHz when it differs). */
  sampleRate: number;
  onPartial?(text: string): void;
  /** Transcribes the whole turn (a 16 kHz WAV) when the live recogniser failed. */
  fallback(wav: Buffer): Promise<TranscriptResult>;
}

/**
 * One turn recognised as it is spoken, by Debian's 0.8 `pocketsphinx_continuous` reading the
 * turn's audio from a FIFO as it arrives. The recogniser runs its first pass on each frame as it
 * comes, ends an utterance at every pause of half a second (its own voice-activity detection,
 * `-vad_postspeech 50`) and prints it at once: each printed utterance is a partial result, and
 * when the coach stops, only the last utterance's final passes are left (the flat-lexicon
 * rescoring and the best path, over that utterance alone). The program starts, and loads its model
 * (about 0.5 s of CPU), as this object is made: a live channel makes the next turn's ahead of time,
 * so the model is loaded before the coach speaks. Someone is waiting on it, so it runs at the
 * caller's priority, not lowered as the engine's background work is. The words keep their
 * posterior confidence (`-time yes`). When the program fails, the turn is transcribed whole instead.
 */
export class PocketsphinxLive implements LiveTranscription {
  readonly #options: PocketsphinxLiveOptions;
  /** The turn so far at 16 kHz, kept for the fallback and the duration. */
  readonly #chunks: Int16Array[] = [];
  #samples = 0;
  #socket: Socket | undefined;
  #child: ChildProcess | undefined;
  #dir: string | undefined;
  #output = '';
  #partial = '';
  #closed = false;
  /** Set once the turn has ended: its last utterance is the final result, not a partial one. */
  #ending = false;
  readonly #started: Promise<void>;
  /** Settles when the program exits: whether it ended by itself with success. */
  #exited: Promise<boolean> = Promise.resolve(false);

  constructor(options: PocketsphinxLiveOptions) {
    this.#options = options;
    this.#started = this.#start();
    this.#started.catch(() => undefined);
  }

  write(samples: Int16Array): void {
    if (this.#closed) return;
    const pcm = resample({ sampleRate: this.#options.sampleRate, samples }, MODEL_RATE).samples;
    this.#chunks.push(pcm);
    this.#samples += pcm.length;
    this.#socket?.write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  }

  async finish(): Promise<TranscriptResult> {
    const done = elapsed('transcribe', this.#options.implementation);
    this.#ending = true;
    const durationS = this.#samples / MODEL_RATE;
    try {
      const words = await this.#lastWords().catch(() => undefined);
      if (!words) return await this.#options.fallback(encodeWav(this.#turn()));
      const text = words.map((w) => w.word).join(' ');
      if (!text) {
        throw noSpeech();
      }
      return { text, words, durationS, report: done() };
    } finally {
      this.cancel();
    }
  }

  cancel(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#release();
  }

  /** Stops the program and removes its folder (what has started of them). */
  #release(): void {
    this.#socket?.destroy();
    this.#child?.kill('SIGKILL');
    if (this.#dir) void rm(this.#dir, { recursive: true, force: true });
  }

  /** Ends the recogniser's input and waits for its last utterance: every word of the turn. */
  async #lastWords() {
    await this.#started;
    const socket = this.#socket as Socket;
    // The audio still on its way is flushed, then the FIFO closed: the recogniser reads its end.
    const flushed = new Promise<boolean>((resolve) => socket.write(Buffer.alloc(0), () => resolve(true)));
    if (!(await Promise.race([flushed, this.#exited.then(() => false)])))
      throw new Error('pocketsphinx_continuous stopped early');
    socket.destroy();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), RESULT_TIMEOUT_MS);
    });
    const ok = await Promise.race([this.#exited, late]);
    clearTimeout(timer);
    if (!ok) throw new Error('pocketsphinx_continuous failed');
    return parseContinuousOutput(this.#output);
  }

  #turn() {
    const samples = new Int16Array(this.#samples);
    let at = 0;
    for (const chunk of this.#chunks) {
      samples.set(chunk, at);
      at += chunk.length;
    }
    return { sampleRate: MODEL_RATE, samples };
  }

  async #start(): Promise<void> {
    const dir = await makeTempFolder(this.#options.tempDir, 'rebond-stt-live-');
    this.#dir = dir;
    if (this.#closed) return this.#release();
    // A name not ending in .wav: the recogniser reads headerless 16 kHz PCM.
    const fifo = join(dir, 'turn.pcm');
    execFileSync('mkfifo', [fifo]);
    // Opened for reading too, so opening does not wait for the recogniser, and a write never fails
    // on a recogniser gone: the socket then keeps it, and the turn falls back to the whole recording.
    const socket = new Socket({
      fd: openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK),
      readable: false,
      writable: true,
    });
    socket.on('error', () => undefined);
    const child = spawn(
      this.#options.bin,
      ['-infile', fifo, '-time', 'yes', '-logfn', '/dev/null', ...this.#options.settings],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    this.#exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => resolve(code === 0 && signal === null));
      child.on('error', () => resolve(false));
    });
    child.stdout?.on('data', (data: Buffer) => this.#heard(data));
    this.#child = child;
    for (const pcm of this.#chunks) socket.write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    this.#socket = socket;
  }

  /** More output: the utterances printed whole so far are the turn's text so far. */
  #heard(data: Buffer): void {
    this.#output += data.toString('utf8');
    const whole = this.#output.slice(0, this.#output.lastIndexOf('\n') + 1);
    const text = parseContinuousOutput(whole)
      .map((w) => w.word)
      .join(' ');
    if (text && text !== this.#partial && !this.#ending && !this.#closed) {
      this.#partial = text;
      this.#options.onPartial?.(text);
    }
  }
}

import { LIVE_SAMPLE_RATE, LIVE_SILENCE_SECONDS } from '@rebond/sdk';
import { FrameProcessor } from '@ricky0123/vad-web/dist/frame-processor';
import { Message } from '@ricky0123/vad-web/dist/messages';
import type { Model } from '@ricky0123/vad-web/dist/models/common';
import { Silero } from '@ricky0123/vad-web/dist/models/silero';
import modelUrl from '@ricky0123/vad-web/dist/silero_vad_v5.onnx?url';
import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import * as ort from 'onnxruntime-web/wasm';

/** Samples the Silero model reads at a time at 16 kHz (32 ms). */
const FRAME = 512;
/**
 * Frames that may wait to be judged (about 0.5 s): on a busy machine later ones are dropped, so
 * that the detector says what the coach does now, not a second ago (a stale "speech" would cut off
 * a reply the coach is listening to).
 */
const MAX_WAITING = 16;

/**
 * Quiet that ends the coach's turn: 0.4 s less than the server's fallback rule, so that with the
 * detector at work the browser ends each turn, and the server's rule never races it.
 */
const SILENCE_MS = (LIVE_SILENCE_SECONDS - 0.4) * 1000;

/** How sure the model must be that a frame is speech; surer while the avatar talks (see `load`). */
const SPEECH = 0.5;
const SPEECH_OVER_AVATAR = 0.8;

/** The Silero model, once loading has begun (the page's one copy). */
let loaded: Promise<Model> | undefined;

function loadModel(): Promise<Model> {
  ort.env.wasm.wasmPaths = { wasm: new URL(wasmUrl, document.baseURI).href };
  // One thread: more would need a cross-origin isolated page and workers.
  ort.env.wasm.numThreads = 1;
  ort.env.logLevel = 'error';
  return Silero.new(ort, () => fetch(modelUrl).then((answer) => answer.arrayBuffer()));
}

/** What the detector heard: speech began (for long enough to be a voice), or it ended after the silence. */
export type SpeechChange = 'speech' | 'silence';

/**
 * The coach's voice activity, from Silero VAD v5 (the model `@ricky0123/vad-web` ships in npm) run
 * by onnxruntime-web's WebAssembly build in this thread, its files served by the portal itself:
 * the page's content policy allows WebAssembly (`'wasm-unsafe-eval'`) but no script from a blob,
 * so the package's own AudioWorklet (a blob module) is not used. Frames come from the live panel's
 * capture worklet (`capture.worklet.ts`, a file the portal serves), already at the live channel's
 * 16 kHz; while the model loads and holds this thread, they wait in the worklet's port.
 *
 * Speech counts once 250 ms of it are heard (a cough or a click is not a turn, nor a barge-in);
 * it ends after `SILENCE_MS` below the model's threshold. While the avatar talks a frame must be
 * clearer speech to count, so that what the echo canceller leaves of the avatar's own voice in a
 * laptop's microphone does not cut the avatar off.
 */
export class SpeechDetector {
  readonly #frames: FrameProcessor;
  #pending = new Float32Array(0);
  #queue: Promise<void> = Promise.resolve();
  #waiting = 0;

  private constructor(
    model: Model,
    private readonly onChange: (change: SpeechChange) => void,
    private readonly avatarTalking: () => boolean,
  ) {
    this.#frames = new FrameProcessor(
      model.process,
      model.reset_state,
      {
        positiveSpeechThreshold: SPEECH,
        negativeSpeechThreshold: 0.35,
        redemptionMs: SILENCE_MS,
        preSpeechPadMs: 0,
        minSpeechMs: 250,
        submitUserSpeechOnPause: false,
      },
      (FRAME / LIVE_SAMPLE_RATE) * 1000,
    );
    this.#frames.resume();
  }

  /**
   * Loads the model (about 2 MB, and the 14 MB runtime), once per page: a later conversation (a
   * mode changed, another session) reuses it, its state reset. `onChange` hears each change;
   * `avatarTalking` says whether the avatar's voice is playing now.
   */
  static async load(
    onChange: (change: SpeechChange) => void,
    avatarTalking: () => boolean,
  ): Promise<SpeechDetector> {
    loaded ??= loadModel().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return new SpeechDetector(await loaded, onChange, avatarTalking);
  }

  /** Hands over samples at 16 kHz as they are captured; they are judged 32 ms at a time, in order. */
  push(samples: Float32Array): void {
    const all = new Float32Array(this.#pending.length + samples.length);
    all.set(this.#pending);
    all.set(samples, this.#pending.length);
    let at = 0;
    for (; at + FRAME <= all.length; at += FRAME) {
      if (this.#waiting >= MAX_WAITING) continue;
      const frame = all.slice(at, at + FRAME);
      this.#waiting += 1;
      // Each frame after the one before; one that fails is skipped, and the next ones still run.
      this.#queue = this.#queue
        .then(() => this.#judge(frame))
        .catch((error: unknown) => console.warn('live: the speech detector skipped a frame', error))
        .finally(() => {
          this.#waiting -= 1;
        });
    }
    this.#pending = all.slice(at);
  }

  #judge(frame: Float32Array): Promise<void> {
    const threshold = this.avatarTalking() ? SPEECH_OVER_AVATAR : SPEECH;
    if (this.#frames.options.positiveSpeechThreshold !== threshold) {
      this.#frames.setOptions({ positiveSpeechThreshold: threshold });
    }
    return this.#frames.process(frame, (event) => this.#heard(event.msg));
  }

  #heard(message: Message) {
    if (message === Message.SpeechRealStart) this.onChange('speech');
    else if (message === Message.SpeechEnd) this.onChange('silence');
  }
}

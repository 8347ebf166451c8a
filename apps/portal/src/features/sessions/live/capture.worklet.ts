import { CAPTURE_PROCESSOR } from './capture-processor';

/** How many samples the capture hands over at a time (about 43 ms at 48 kHz). */
const CAPTURE_FRAME = 2048;

/** What the audio thread's global scope gives a processor (not in TypeScript's DOM library). */
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

/**
 * The microphone's capture, in the audio thread: it gathers the 128-sample blocks Web Audio hands
 * each processor into frames of `CAPTURE_FRAME` samples and posts each one to the page. A frame
 * waits in the port while the page's thread is busy (loading the speech detector, drawing), so no
 * audio is lost, as it was with a ScriptProcessor, whose callback ran on the page's thread. The
 * module is bundled as a file of its own and served by the portal (the content policy refuses a
 * module from a blob). It writes nothing to its output, so nothing is heard.
 */
class Capture extends AudioWorkletProcessor {
  #frame = new Float32Array(CAPTURE_FRAME);
  #filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    for (let at = 0; at < channel.length; ) {
      const count = Math.min(channel.length - at, CAPTURE_FRAME - this.#filled);
      this.#frame.set(channel.subarray(at, at + count), this.#filled);
      this.#filled += count;
      at += count;
      if (this.#filled === CAPTURE_FRAME) {
        this.port.postMessage(this.#frame, [this.#frame.buffer]);
        this.#frame = new Float32Array(CAPTURE_FRAME);
        this.#filled = 0;
      }
    }
    return true;
  }
}

registerProcessor(CAPTURE_PROCESSOR, Capture);

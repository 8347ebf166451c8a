import captureUrl from './capture.worklet?worker&url';
import { CAPTURE_PROCESSOR } from './capture-processor';

/** The coach's microphone, captured while the live conversation is open. */
export interface Microphone {
  stop(): void;
}

/**
 * Opens the microphone (echo cancelled, so the avatar's voice is not heard back) and hands each
 * captured frame to `onFrame` at the audio context's rate, in order and none lost: the capture
 * runs in the audio thread (`capture.worklet.ts`), and frames wait for the page's thread when it is
 * busy. Rejects when there is no microphone, the coach refused it, or the browser has no
 * AudioWorklet.
 */
export async function openMicrophone(
  context: AudioContext,
  onFrame: (samples: Float32Array, sampleRate: number) => void,
): Promise<Microphone> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  try {
    await context.audioWorklet.addModule(captureUrl);
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw error;
  }
  const source = context.createMediaStreamSource(stream);
  const capture = new AudioWorkletNode(context, CAPTURE_PROCESSOR, {
    numberOfInputs: 1,
    outputChannelCount: [1],
  });
  capture.port.onmessage = (event: MessageEvent<Float32Array>) => onFrame(event.data, context.sampleRate);
  source.connect(capture);
  // Connected onwards so that the graph runs it; its output is silence.
  capture.connect(context.destination);
  return {
    stop() {
      capture.port.onmessage = null;
      capture.disconnect();
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
    },
  };
}

/** How many samples the capture hands over at a time (about 43 ms at 48 kHz). */
const FRAME = 2048;

/** The coach's microphone, captured while the live conversation is open. */
export interface Microphone {
  stop(): void;
}

/**
 * Opens the microphone (echo cancelled, so the avatar's voice is not heard back) and hands each
 * captured frame to `onFrame` at the audio context's rate: a ScriptProcessor, because an
 * AudioWorklet module would need a script the page's content policy does not allow from a blob.
 * Rejects when there is no microphone or the coach refused it.
 */
export async function openMicrophone(
  context: AudioContext,
  onFrame: (samples: Float32Array, sampleRate: number) => void,
): Promise<Microphone> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(FRAME, 1, 1);
  processor.onaudioprocess = (event) =>
    onFrame(event.inputBuffer.getChannelData(0).slice(), context.sampleRate);
  source.connect(processor);
  // A processor only runs when connected onwards; it writes nothing, so nothing is heard.
  processor.connect(context.destination);
  return {
    stop() {
      processor.onaudioprocess = null;
      processor.disconnect();
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
    },
  };
}

/** The parts of a Web Audio `AudioBuffer` that `encodeWav` reads. */
export interface PcmAudio {
  /** Samples per second, e.g. 48000. */
  readonly sampleRate: number;
  /** How many channels `getChannelData` can return. */
  readonly numberOfChannels: number;
  /** The samples of one channel, as floats from -1 to 1. */
  getChannelData(channel: number): Float32Array;
}

const HEADER_BYTES = 44;

/**
 * Encodes audio as a 16-bit PCM mono WAV file (RIFF/WAVE). Several channels are mixed down by
 * averaging them; samples are clipped to [-1, 1]. Pass an `AudioBuffer` from
 * `AudioContext.decodeAudioData`. Returns the file's bytes: wrap them in
 * `new Blob([bytes], { type: 'audio/wav' })`.
 */
export function encodeWav(audio: PcmAudio): ArrayBuffer {
  const channels = Array.from({ length: Math.max(1, audio.numberOfChannels) }, (_, index) =>
    audio.getChannelData(Math.min(index, audio.numberOfChannels - 1)),
  );
  const frames = Math.min(...channels.map((channel) => channel.length));
  const dataBytes = frames * 2;
  const buffer = new ArrayBuffer(HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  const sampleRate = Math.round(audio.sampleRate);

  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);

  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (const channel of channels) sum += channel[frame] ?? 0;
    const sample = Math.max(-1, Math.min(1, sum / channels.length));
    view.setInt16(HEADER_BYTES + frame * 2, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true);
  }
  return buffer;
}

function writeAscii(view: DataView, offset: number, text: string) {
  for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index));
}

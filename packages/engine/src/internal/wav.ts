/** Mono 16-bit PCM audio held in memory. */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

/** Encodes mono 16-bit PCM as a RIFF/WAVE file. */
export function encodeWav(pcm: Pcm): Buffer {
  const dataBytes = pcm.samples.length * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(pcm.sampleRate, 24);
  buf.writeUInt32LE(pcm.sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, dataBytes).copy(buf, 44);
  return buf;
}

/** True when the bytes start like a RIFF/WAVE file. */
export function isWav(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    Buffer.from(bytes.subarray(0, 4)).toString('ascii') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('ascii') === 'WAVE'
  );
}

/**
 * Decodes a PCM WAV file (8/16/24/32-bit integer or 32-bit float, any channel count) to mono 16-bit.
 * Returns undefined for other encodings, which then go through ffmpeg.
 */
export function decodeWav(bytes: Uint8Array): Pcm | undefined {
  if (!isWav(bytes)) return undefined;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    let size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = buf.readUInt16LE(body);
      channels = buf.readUInt16LE(body + 2);
      sampleRate = buf.readUInt32LE(body + 4);
      bits = buf.readUInt16LE(body + 14);
      if (format === 0xfffe && size >= 26) format = buf.readUInt16LE(body + 24);
    } else if (id === 'data') {
      if (size === 0xffffffff || body + size > buf.length) size = buf.length - body;
      if (!channels || !sampleRate) return undefined;
      const bytesPer = bits / 8;
      const frames = Math.floor(size / (bytesPer * channels));
      const out = new Int16Array(frames);
      const read = (pos: number): number => {
        if (format === 3 && bits === 32) return buf.readFloatLE(pos);
        if (format !== 1) return Number.NaN;
        if (bits === 16) return buf.readInt16LE(pos) / 32768;
        if (bits === 8) return (buf.readUInt8(pos) - 128) / 128;
        if (bits === 24) return buf.readIntLE(pos, 3) / 8388608;
        if (bits === 32) return buf.readInt32LE(pos) / 2147483648;
        return Number.NaN;
      };
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += read(body + (i * channels + c) * bytesPer);
        const v = sum / channels;
        if (Number.isNaN(v)) return undefined;
        out[i] = Math.max(-32768, Math.min(32767, Math.round(v * 32767)));
      }
      return { sampleRate, samples: out };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

/** Duration in seconds. */
export function pcmDuration(pcm: Pcm): number {
  return pcm.samples.length / pcm.sampleRate;
}

/** Linear-interpolation resampler; good enough for speech analysis and 8->16 kHz voice output. */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const ratio = pcm.sampleRate / sampleRate;
  const n = Math.floor(pcm.samples.length / ratio);
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const x = i * ratio;
    const i0 = Math.floor(x);
    const f = x - i0;
    const a = pcm.samples[i0] ?? 0;
    const b = pcm.samples[i0 + 1] ?? a;
    out[i] = Math.round(a + (b - a) * f);
  }
  return { sampleRate, samples: out };
}

import { describe, expect, it } from 'vitest';
import { encodeWav, type PcmAudio } from './encode-wav';
import { formatDuration, pickRecordingMimeType, recordingFileName } from './recording-format';

function audio(sampleRate: number, ...channels: number[][]): PcmAudio {
  return {
    sampleRate,
    numberOfChannels: channels.length,
    getChannelData: (index) => Float32Array.from(channels[index] ?? []),
  };
}

function ascii(view: DataView, offset: number, length: number): string {
  return String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));
}

describe('encodeWav', () => {
  it('writes a 16-bit PCM mono RIFF/WAVE header for the sample rate', () => {
    const view = new DataView(encodeWav(audio(48000, [0, 0.5, -0.5])));
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 6);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(48000);
    expect(view.getUint32(28, true)).toBe(96000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(6);
    expect(view.byteLength).toBe(50);
  });

  it('scales samples to 16 bits and clips what is out of range', () => {
    const view = new DataView(encodeWav(audio(16000, [0, 1, -1, 0.5, 2, -3])));
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });

  it('mixes several channels down to one by averaging them', () => {
    const view = new DataView(encodeWav(audio(44100, [1, 0.5], [0, -0.5])));
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getInt16(44, true)).toBe(16383);
    expect(view.getInt16(46, true)).toBe(0);
  });

  it('gives an empty but valid file for silence of no length', () => {
    const view = new DataView(encodeWav(audio(48000, [])));
    expect(view.byteLength).toBe(44);
    expect(view.getUint32(40, true)).toBe(0);
  });
});

describe('recording formats', () => {
  it('prefers WebM/Opus, falls back to MP4 on Safari, else the browser default', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMimeType(() => false)).toBe('');
  });

  it('names files by type', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/mp4;codecs=mp4a.40.2')).toBe('recording.m4a');
    expect(recordingFileName('audio/wav')).toBe('recording.wav');
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('recording.ogg');
    expect(recordingFileName('')).toBe('recording.webm');
  });

  it('formats durations as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(999)).toBe('00:00');
    expect(formatDuration(65_000)).toBe('01:05');
    expect(formatDuration(180_000)).toBe('03:00');
    expect(formatDuration(3_660_000)).toBe('61:00');
  });
});

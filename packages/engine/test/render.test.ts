import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineError, type FaceModel, LocalRenderer, type PhonemeTiming, prepareFace } from '../src/index.js';
import { loudnessEnvelope } from '../src/internal/audio-analysis.js';
import { encodeWav } from '../src/internal/wav.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { grayFrames, image, probe } from './helpers.js';

let face: FaceModel;
let photo: Buffer;

beforeAll(async () => {
  const prepared = await prepareFace(image('astronaut.png'));
  if (!prepared.ok) throw new Error(prepared.reason);
  face = prepared.face;
  photo = prepared.photo;
});

/** Speech, one second of silence, more speech: a reply with clearly loud and clearly silent parts. */
async function speechWithPause() {
  const a = await fliteSynthesize('Honestly, I have been trying so hard to be there for you.', {
    voice: 'slt',
  });
  const b = await fliteSynthesize('Every time we talk, it feels like you already decided.', { voice: 'slt' });
  const gap = 16000;
  const samples = new Int16Array(a.pcm.samples.length + gap + b.pcm.samples.length);
  samples.set(a.pcm.samples, 0);
  samples.set(b.pcm.samples, a.pcm.samples.length + gap);
  const offset = (a.pcm.samples.length + gap) / 16000;
  const aEnd = a.pcm.samples.length / 16000;
  const phonemes: PhonemeTiming[] = [
    ...a.phonemes,
    { phone: 'pau', start: aEnd, end: offset },
    ...b.phonemes.map((p) => ({ ...p, start: p.start + offset, end: p.end + offset })),
  ];
  const pcm = { sampleRate: 16000, samples };
  return { wav: encodeWav(pcm), pcm, phonemes, durationS: samples.length / 16000 };
}

describe('rendering a reply locally', () => {
  it('writes a browser-playable MP4 whose duration matches the audio and whose mouth moves with the speech', async () => {
    const speech = await speechWithPause();
    const result = await new LocalRenderer().render({
      face,
      photo,
      emotion: 'sadness',
      audio: speech.wav,
      phonemes: speech.phonemes,
    });
    const dir = mkdtempSync(join(tmpdir(), 'engine-test-'));
    const file = join(dir, 'reply.mp4');
    writeFileSync(file, result.mp4);

    // Browser-playable: H.264 Main + AAC in MP4, moov atom before mdat (faststart).
    const info = probe(file);
    const video = info.streams.find((s) => s.codec_type === 'video');
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    expect(video?.codec_name).toBe('h264');
    expect(video?.profile).toBe('Main');
    expect(audio?.codec_name).toBe('aac');
    const bytes = readFileSync(file);
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    // Duration within 0.1 s of the audio.
    expect(Math.abs(Number(info.format.duration) - speech.durationS)).toBeLessThan(0.1);
    expect(Math.abs(Number(video?.duration) - speech.durationS)).toBeLessThan(0.1);
    expect(Math.abs(result.durationS - speech.durationS)).toBeLessThan(0.01);

    // Poster is a JPEG of the photo's size.
    expect(result.poster.subarray(0, 2).toString('hex')).toBe('ffd8');

    // Mouth region: more change between frames while the speech is loud than while it is silent.
    const m = face.mouth;
    const crop = {
      x: Math.round(m.x - m.width * 0.2) & ~1,
      y: Math.round(m.y - m.height * 0.3) & ~1,
      width: Math.round(m.width * 1.4) & ~1,
      height: Math.round(m.height * 2.2) & ~1,
    };
    const frames = grayFrames(file, crop);
    expect(Math.abs(frames.length - result.frames)).toBeLessThanOrEqual(1);
    const env = loudnessEnvelope(speech.pcm, 25);
    const sorted = Array.from(env).sort((p, q) => p - q);
    const ref = sorted[Math.floor(sorted.length * 0.95)] ?? 1;
    const loudChange: number[] = [];
    const silentChange: number[] = [];
    for (let f = 1; f < frames.length; f++) {
      const cur = frames[f]!;
      const prev = frames[f - 1]!;
      let sum = 0;
      for (let i = 0; i < cur.length; i++) sum += Math.abs((cur[i] ?? 0) - (prev[i] ?? 0));
      const change = sum / cur.length;
      const level = (env[f] ?? 0) / ref;
      if (level > 0.5) loudChange.push(change);
      else if (level < 0.02 && (env[f - 1] ?? 0) / ref < 0.02) silentChange.push(change);
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    expect(loudChange.length).toBeGreaterThan(20);
    expect(silentChange.length).toBeGreaterThan(10);
    expect(mean(loudChange)).toBeGreaterThan(2 * mean(silentChange));
    expect(result.report.implementation).toBe('local-2d-warp');
  }, 20_000);

  it('animates from loudness alone when there are no phoneme timings', async () => {
    const speech = await speechWithPause();
    const result = await new LocalRenderer().render({ face, photo, audio: speech.wav });
    expect(result.frames).toBe(Math.round(speech.durationS * 25));
    expect(result.mp4.length).toBeGreaterThan(10_000);
  });

  it('refuses to render without a prepared photo', async () => {
    const error = await new LocalRenderer().render({ audio: Buffer.alloc(10) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).stage).toBe('render');
  });
});

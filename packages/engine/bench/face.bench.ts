/**
 * Face and voice with feeling: per emotion, the local voice's measured pitch, speaking rate and
 * loudness for the same text, and the local renderer's real-time factor for an anger and a
 * happiness reply of the portrait. Run with `npm run bench:face -w @rebond/engine`;
 * `-- --shots DIR` also writes side-by-side frames (anger | happiness), a blink sequence (eyes, one
 * frame per row) and the seven still variants as PNGs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blinkTrack } from '@rebond/vocabulary';
import sharp, { type OverlayOptions } from 'sharp';
import {
  EMOTIONS,
  type Emotion,
  LocalRenderer,
  LocalVoiceService,
  measureVoice,
  prepareFace,
} from '../src/index.js';
import { loudnessEnvelope } from '../src/internal/audio-analysis.js';
import { decodeWav } from '../src/internal/wav.js';
import type { LocalVoiceProfile } from '../src/voice/types.js';

const here = dirname(fileURLToPath(import.meta.url));
const portrait = readFileSync(resolve(here, '..', '..', '..', 'test', 'fixtures', 'images', 'astronaut.png'));
const shotsAt = process.argv.indexOf('--shots');
const shotsDir = shotsAt > 0 ? (process.argv[shotsAt + 1] ?? '/tmp/face-shots') : undefined;

const TEXT =
  'I told you already, I am not going to talk about this again. Why do you keep asking me? Just leave it.';
const voices = new LocalVoiceService();
const voice = (name: 'slt' | 'rms'): LocalVoiceProfile => ({
  provider: 'local',
  engine: 'flite',
  voice: name,
  ...(name === 'slt' ? { pitchHz: 175 } : {}),
  rate: 1,
  language: 'english',
  gender: name === 'slt' ? 'female' : 'male',
  label: name,
});

/** Loudness of the voiced part: RMS over 20 ms windows above a gate, in dBFS. */
function speechDb(wav: Buffer): number {
  const pcm = decodeWav(wav);
  if (!pcm) return Number.NaN;
  const env = loudnessEnvelope(pcm, 50);
  let sum = 0;
  let n = 0;
  for (const e of env) {
    if (e > 0.01) {
      sum += e * e;
      n++;
    }
  }
  return 20 * Math.log10(Math.sqrt(sum / Math.max(1, n)));
}

console.log('Voice with feeling: the same text per emotion (intensity 0.75 by default)');
console.log('voice emotion    pitch Hz  vs calm  duration s  rate vs calm  loudness dBFS  synth ms');
const speechByEmotion = new Map<Emotion, Awaited<ReturnType<typeof voices.synthesize>>>();
for (const name of ['slt', 'rms'] as const) {
  let calm = { pitch: 0, duration: 0 };
  for (const emotion of EMOTIONS) {
    const speech = await voices.synthesize(TEXT, voice(name), { emotion });
    const m = measureVoice(decodeWav(speech.wav) ?? { sampleRate: 16000, samples: new Int16Array(0) });
    if (emotion === 'normal') calm = { pitch: m.pitchHz, duration: speech.durationS };
    if (name === 'slt') speechByEmotion.set(emotion, speech);
    console.log(
      `${name.padEnd(5)} ${emotion.padEnd(10)} ${m.pitchHz.toFixed(1).padStart(8)}  ${(m.pitchHz / calm.pitch).toFixed(3).padStart(7)}  ${speech.durationS.toFixed(2).padStart(10)}  ${(calm.duration / speech.durationS).toFixed(3).padStart(12)}  ${speechDb(speech.wav).toFixed(1).padStart(13)}  ${String(speech.report.ms).padStart(8)}`,
    );
  }
}

const prepared = await prepareFace(portrait);
if (!prepared.ok) throw new Error(prepared.reason);
const { face, photo } = prepared;
const renderer = new LocalRenderer();
console.log('');
console.log('Face: local renderer, the anger and the happiness reply of the portrait');
console.log('emotion     speech s  render ms  render RTF (budget 0.2)');
const videos = new Map<Emotion, Buffer>();
for (const emotion of ['anger', 'happiness'] as const) {
  const speech = speechByEmotion.get(emotion);
  if (!speech) throw new Error('no speech');
  // Median of three renders, so one slow moment on a shared machine does not decide.
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const video = await renderer.render({
      face,
      photo,
      emotion,
      audio: speech.wav,
      phonemes: speech.phonemes,
    });
    times.push(video.report.ms);
    videos.set(emotion, video.mp4);
  }
  times.sort((a, b) => a - b);
  const ms = times[1] ?? 0;
  console.log(
    `${emotion.padEnd(10)} ${speech.durationS.toFixed(2).padStart(9)}  ${String(ms).padStart(9)}  ${(ms / 1000 / speech.durationS).toFixed(3)}`,
  );
}

if (shotsDir) {
  mkdirSync(shotsDir, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'rebond-face-bench-'));
  const crop = { left: 150, top: 45, width: 150, height: 165 };
  const scale = 3;
  const frameAt = (emotion: Emotion, index: number): Buffer => {
    const file = join(dir, `${emotion}.mp4`);
    writeFileSync(file, videos.get(emotion) ?? Buffer.alloc(0));
    return execFileSync('ffmpeg', [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `select=eq(n\\,${index})`,
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      'pipe:1',
    ]);
  };
  const tile = (png: Buffer) =>
    sharp(png)
      .extract(crop)
      .resize(crop.width * scale, crop.height * scale, { kernel: 'lanczos3' })
      .png()
      .toBuffer();
  const grid = async (rows: Buffer[][], out: string) => {
    const tw = crop.width * scale;
    const th = crop.height * scale;
    const cols = Math.max(...rows.map((r) => r.length));
    const parts: OverlayOptions[] = [];
    for (const [r, row] of rows.entries())
      for (const [c, png] of row.entries()) parts.push({ input: await tile(png), left: c * tw, top: r * th });
    await sharp({ create: { width: cols * tw, height: rows.length * th, channels: 3, background: '#000' } })
      .composite(parts)
      .png()
      .toFile(out);
  };
  // Anger | happiness at the same moments: rest, mid-sentence, a wide vowel.
  const speech = speechByEmotion.get('anger');
  const picks = [0, 20, 38, 55].map((f) => Math.min(f, Math.round((speech?.durationS ?? 1) * 25) - 1));
  await grid(
    picks.map((f) => [frameAt('anger', f), frameAt('happiness', f)]),
    join(shotsDir, 'anger-vs-happiness.png'),
  );
  // The first blink of the happiness reply, frame by frame, with an open frame before it.
  const happy = speechByEmotion.get('happiness');
  const frames = Math.round((happy?.durationS ?? 1) * 25);
  const blinks = blinkTrack(frames, Math.round((happy?.durationS ?? 1) * 1000) + face.width);
  const first = blinks.findIndex((b) => b > 0);
  const strip = [first - 2, first, first + 1, first + 2, first + 3, first + 4, first + 6].filter(
    (f) => f >= 0,
  );
  const eyes = { left: 178, top: 78, width: 96, height: 40 };
  const eyeTiles = await Promise.all(
    strip.map((f) =>
      sharp(frameAt('happiness', f))
        .extract(eyes)
        .resize(eyes.width * 5, eyes.height * 5, { kernel: 'lanczos3' })
        .png()
        .toBuffer(),
    ),
  );
  await sharp({
    create: {
      width: eyes.width * 5,
      height: eyes.height * 5 * eyeTiles.length,
      channels: 3,
      background: '#000',
    },
  })
    .composite(eyeTiles.map((input, n) => ({ input, left: 0, top: n * eyes.height * 5 })))
    .png()
    .toFile(join(shotsDir, 'blink.png'));
  // The seven still variants made when an avatar is created.
  const { variants } = await renderer.createVariants(face, photo);
  await grid(
    [['normal', 'happiness', 'sadness', 'anger'] as const, ['fear', 'surprise', 'disgust'] as const].map(
      (row) => row.map((e) => variants[e]),
    ),
    join(shotsDir, 'variants.png'),
  );
  rmSync(dir, { recursive: true, force: true });
  console.log('');
  console.log(
    `shots: ${['anger-vs-happiness.png', 'blink.png', 'variants.png'].map((f) => join(shotsDir, f)).join(', ')}`,
  );
}

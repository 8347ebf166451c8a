import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { EngineError } from '../errors.js';
import { loudnessEnvelope } from '../internal/audio-analysis.js';
import { decodeAudio, requireFfmpeg } from '../internal/ffmpeg.js';
import { elapsed } from '../internal/time.js';
import { encodeWav, pcmDuration } from '../internal/wav.js';
import { type Emotion, toEmotion, VARIANT_EMOTIONS, type VariantEmotion } from '../types.js';
import { mouthTrack } from '../voice/visemes.js';
import { type FaceModel, photoPixels, prepareFace } from './face.js';
import type { PreparedAvatar, Renderer, RenderInput, RenderResult } from './types.js';
import { applyExpression, FaceAnimator } from './warp.js';

/** Frames per second of rendered replies. */
export const FPS = 25;

function expressionFor(emotion: Emotion): { name: VariantEmotion | 'contempt'; amount: number } {
  if (emotion === 'contempt') return { name: 'contempt', amount: 1 };
  // Replies keep the emotion but a little softer than the still variant, so speech reads clearly.
  return { name: emotion, amount: 0.8 };
}

/** A small deterministic random generator (mulberry32) so renders are reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Per-frame blink closure: a blink every 2.5-5 s, 5 frames long. */
function blinkTrack(frames: number, seed: number): Float32Array {
  const out = new Float32Array(frames);
  const random = rng(seed);
  const shape = [0.35, 0.85, 1, 0.65, 0.25];
  let next = Math.round(FPS * (0.6 + random() * 1.2));
  while (next < frames) {
    shape.forEach((v, i) => {
      if (next + i < frames) out[next + i] = v;
    });
    next += Math.round(FPS * (2.5 + random() * 2.5));
  }
  return out;
}

/**
 * Local talking-head renderer: the photo's mouth is animated from phoneme timings and loudness,
 * with blinks and a slight head sway, and encoded by ffmpeg to H.264/AAC MP4 with faststart.
 * Preview quality: a 2D warp of one photo, not a neural lip-sync model.
 */
export class LocalRenderer implements Renderer {
  readonly implementation = 'local-2d-warp';
  private readonly ffmpeg: string | undefined;

  constructor(options: { ffmpeg?: string } = {}) {
    this.ffmpeg = options.ffmpeg;
  }

  async prepareAvatar(photo: Uint8Array): Promise<PreparedAvatar> {
    const local = await prepareFace(photo);
    return { local, report: local.report };
  }

  async createVariants(face: FaceModel, photo: Uint8Array) {
    const done = elapsed('prepare', 'local-expression-warp');
    const rgb = await photoPixels(photo, face);
    const variants = {} as Record<VariantEmotion, Buffer>;
    for (const emotion of VARIANT_EMOTIONS) {
      const pixels = applyExpression(rgb, face, emotion, 1);
      variants[emotion] = await sharp(pixels, {
        raw: { width: face.width, height: face.height, channels: 3 },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
    }
    return { variants, report: done() };
  }

  async render(input: RenderInput): Promise<RenderResult> {
    const done = elapsed('render', this.implementation);
    const { face, photo } = input;
    if (!face || !photo) {
      throw new EngineError(
        'render',
        'invalid_input',
        'This avatar has no prepared photo. Upload the picture again.',
      );
    }
    const ffmpeg = requireFfmpeg('render', this.ffmpeg);
    const pcm = await decodeAudio(input.audio, 'render', this.ffmpeg ? { ffmpeg: this.ffmpeg } : {});
    const durationS = pcmDuration(pcm);
    if (durationS < 0.1) throw new EngineError('render', 'bad_audio', 'The reply has no audio to animate.');
    const frames = Math.max(1, Math.round(durationS * FPS));
    const emotion = expressionFor(toEmotion(input.emotion));
    const rgb = await photoPixels(photo, face);
    const base = applyExpression(rgb, face, emotion.name, emotion.amount);
    const animator = new FaceAnimator(face, base);

    // Mouth: phoneme shapes scaled by loudness; loudness alone when there are no timings.
    const env = loudnessEnvelope(pcm, FPS);
    const sorted = Array.from(env).sort((a, b) => a - b);
    const ref = Math.max(1e-4, sorted[Math.floor(sorted.length * 0.95)] ?? 0);
    const track = mouthTrack(input.phonemes ?? [], frames, FPS);
    const hasTimings = (input.phonemes?.length ?? 0) > 0;
    const open = new Float32Array(frames);
    for (let f = 0; f < frames; f++) {
      const loud = Math.min(1, (env[f] ?? 0) / ref);
      const gate = loud < 0.06 ? 0 : 1;
      const fromLoud = Math.min(1, loud * 1.1);
      open[f] = gate * (hasTimings ? Math.min(1, (track.open[f] ?? 0) * (0.55 + 0.6 * loud)) : fromLoud);
    }
    if (!hasTimings) {
      for (let f = 1; f < frames; f++) open[f] = 0.6 * (open[f] ?? 0) + 0.4 * (open[f - 1] ?? 0);
    }
    const blinks = blinkTrack(frames, Math.round(durationS * 1000) + face.width);
    const sway = face.box.width / 100;

    const dir = await mkdtemp(join(tmpdir(), 'rebond-render-'));
    try {
      const audioPath = join(dir, 'speech.wav');
      const outPath = join(dir, 'reply.mp4');
      await writeFile(audioPath, encodeWav(pcm));
      const args = [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-s',
        `${face.width}x${face.height}`,
        '-r',
        String(FPS),
        '-i',
        'pipe:0',
        '-i',
        audioPath,
        '-map',
        '0:v:0',
        '-map',
        '1:a:0',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '96k',
        '-ar',
        '44100',
        '-movflags',
        '+faststart',
        outPath,
      ];
      const child = spawn(ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < 4000) stderr += chunk.toString();
      });
      const exited = new Promise<number>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) => resolve(code ?? 1));
      });
      child.stdin.on('error', () => undefined);
      const canvas = Buffer.from(base);
      for (let f = 0; f < frames; f++) {
        const t = f / FPS;
        animator.draw(
          {
            open: open[f] ?? 0,
            spread: track.spread[f] ?? 0.5,
            blink: blinks[f] ?? 0,
            headDx:
              sway * (1.1 * Math.sin((2 * Math.PI * t) / 3.1) + 0.4 * Math.sin((2 * Math.PI * t) / 1.3 + 1)),
            headDy: sway * (0.8 * Math.sin((2 * Math.PI * t) / 2.3 + 0.5) + 0.6 * (open[f] ?? 0)),
          },
          canvas,
        );
        const frame = Buffer.allocUnsafe(canvas.length);
        canvas.copy(frame);
        if (!child.stdin.write(frame) && child.exitCode === null) {
          await Promise.race([new Promise<void>((resolve) => child.stdin.once('drain', resolve)), exited]);
        }
      }
      child.stdin.end();
      const code = await exited;
      if (code !== 0) {
        throw new EngineError('render', 'internal', 'The video could not be encoded.', {
          detail: stderr.slice(-400),
        });
      }
      const mp4 = await readFile(outPath);
      const poster = await sharp(base, { raw: { width: face.width, height: face.height, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer();
      return { mp4, poster, durationS, width: face.width, height: face.height, frames, report: done() };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

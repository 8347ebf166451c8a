import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  blinkTrack,
  DEFAULT_FACE_INTENSITY,
  FACE_FPS,
  headPose,
  referenceLoudness,
  stressTrack,
} from '@rebond/vocabulary';
import sharp from 'sharp';
import { EngineError } from '../errors.js';
import { loudnessEnvelope } from '../internal/audio-analysis.js';
import { decodeAudio, requireFfmpeg } from '../internal/ffmpeg.js';
import { makeTempFolder } from '../internal/temp-folder.js';
import { elapsed } from '../internal/time.js';
import { encodeWav, pcmDuration } from '../internal/wav.js';
import { IDLE_NICE, runChildInBackground } from '../threads/priority.js';
import { toEmotion, VARIANT_EMOTIONS, type VariantEmotion } from '../types.js';
import { mouthTrack } from '../voice/visemes.js';
import { applyExpression } from './expression.js';
import { type FaceModel, photoPixels, prepareFace } from './face.js';
import type { PreparedAvatar, Renderer, RenderInput, RenderResult } from './types.js';
import { FaceAnimator } from './warp.js';
import { Yuv420Frame } from './yuv.js';

/** Frames per second of rendered replies (the face's motion rules count in them). */
export const FPS = FACE_FPS;

/**
 * Local talking-head renderer: the photo's mouth is animated from phoneme timings and loudness,
 * with blinks and a slight head sway, and encoded by ffmpeg to H.264/AAC MP4 with faststart (fed
 * planar YUV frames: `Yuv420Frame`).
 * Preview quality: a 2D warp of one photo, not a neural lip-sync model.
 */
export class LocalRenderer implements Renderer {
  readonly implementation = 'local-2d-warp';
  private readonly ffmpeg: string | undefined;
  private readonly tempDir: string | undefined;

  constructor(options: { ffmpeg?: string; tempDir?: string } = {}) {
    this.ffmpeg = options.ffmpeg;
    this.tempDir = options.tempDir;
  }

  async prepareAvatar(photo: Uint8Array): Promise<PreparedAvatar> {
    const local = await prepareFace(photo);
    return { local, report: local.report };
  }

  async createVariants(face: FaceModel, photo: Uint8Array) {
    const done = elapsed('prepare', 'local-expression-warp');
    const rgb = await photoPixels(photo, face);
    const variants = {} as Record<VariantEmotion, Buffer>;
    const canvas = Buffer.alloc(rgb.length);
    for (const emotion of VARIANT_EMOTIONS) {
      const expressed = applyExpression(rgb, face, emotion, 1);
      const animator = new FaceAnimator({
        face,
        base: expressed.pixels,
        landmarks: expressed.landmarks,
        teethShowing: expressed.teethShowing,
      });
      expressed.pixels.copy(canvas);
      // The still happiness variant laughs a little, so it differs from a photo that already smiles.
      const open = Math.max(expressed.restOpen, emotion === 'happiness' ? 0.22 : 0);
      animator.draw({ open, spread: 0.7, blink: 0, headDx: 0, headDy: 0 }, canvas);
      variants[emotion] = await sharp(canvas, {
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
    const emotion = toEmotion(input.emotion);
    const intensity = Math.max(
      0,
      Math.min(1, Number.isFinite(input.intensity) ? (input.intensity as number) : DEFAULT_FACE_INTENSITY),
    );
    const rgb = await photoPixels(photo, face);
    const expressed = applyExpression(rgb, face, emotion, intensity);
    const base = expressed.pixels;
    const animator = new FaceAnimator({
      face,
      base,
      landmarks: expressed.landmarks,
      teethShowing: expressed.teethShowing,
    });

    // Mouth: phoneme shapes scaled by loudness; loudness alone when there are no timings.
    const env = loudnessEnvelope(pcm, FPS);
    const ref = referenceLoudness(env);
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
    const stress = stressTrack(env, ref);
    const restOpen = expressed.restOpen;

    const dir = await makeTempFolder(this.tempDir, 'rebond-render-');
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
        'yuv420p',
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
      if (input.idle) runChildInBackground(child, IDLE_NICE);
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
      // Planar frames: the still photo converted once, then only what each frame changed.
      const yuv = new Yuv420Frame(face.width, face.height);
      yuv.convert(base);
      for (let f = 0; f < frames; f++) {
        const pose = headPose(f, {
          emotion,
          intensity,
          faceWidth: face.box.width,
          stress: stress[f] ?? 0,
          open: open[f] ?? 0,
        });
        animator.draw(
          {
            open: Math.max(open[f] ?? 0, restOpen),
            spread: track.spread[f] ?? 0.5,
            blink: blinks[f] ?? 0,
            headDx: pose.dx,
            headDy: pose.dy,
            headRoll: pose.roll,
          },
          canvas,
        );
        yuv.convert(canvas, animator.changed);
        const frame = Buffer.from(yuv.data);
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

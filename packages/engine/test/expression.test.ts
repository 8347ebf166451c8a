import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blinkTrack, FACE_FPS as FPS, stressTrack } from '@rebond/vocabulary';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FaceModel, LocalRenderer, LocalVoiceService, prepareFace } from '../src/index.js';
import { loudnessEnvelope } from '../src/internal/audio-analysis.js';
import { decodeWav } from '../src/internal/wav.js';
import { applyExpression, teethBetweenLips } from '../src/render/expression.js';
import { photoPixels } from '../src/render/face.js';
import { FaceAnimator } from '../src/render/warp.js';
import type { SpeechResult } from '../src/voice/types.js';
import { grayFrames, image } from './helpers.js';

let face: FaceModel;
let photo: Buffer;
const dir = mkdtempSync(join(tmpdir(), 'engine-expression-'));

beforeAll(async () => {
  const prepared = await prepareFace(image('astronaut.png'));
  if (!prepared.ok) throw new Error(prepared.reason);
  face = prepared.face;
  photo = prepared.photo;
});

const voice = {
  provider: 'local' as const,
  engine: 'flite' as const,
  voice: 'slt',
  pitchHz: 175,
  rate: 1,
  language: 'english' as const,
  gender: 'female' as const,
  label: 'Anna',
};
const TEXT = 'I hear what you are saying. We should talk about it, but not like this, and not today.';

/** Decodes frame `index` of an MP4 to a PNG. */
function framePng(mp4: Buffer, name: string, index: number): Buffer {
  const file = join(dir, `${name}.mp4`);
  writeFileSync(file, mp4);
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
}

/** Landmarks found again in a rendered frame, by the same face-api path that prepares avatars. */
async function landmarksOf(png: Buffer): Promise<[number, number][]> {
  const found = await prepareFace(png);
  if (!found.ok) throw new Error(`no face in the rendered frame: ${found.reason}`);
  return found.face.landmarks;
}

/** Expression measures from 68 landmarks, in face widths (positive = more of it). */
function measures(lm: [number, number][]) {
  const L = (i: number) => lm[i] ?? [0, 0];
  const fw = L(16)[0] - L(0)[0];
  const lipMiddle = (L(62)[1] + L(66)[1]) / 2;
  const corners = (L(48)[1] + L(54)[1]) / 2;
  const innerBrows = (L(21)[1] + L(22)[1]) / 2;
  const eyeTops = (L(37)[1] + L(38)[1] + L(43)[1] + L(44)[1]) / 4;
  return {
    /** How far the mouth corners sit above the middle of the lip line (a smile). */
    cornerLift: (lipMiddle - corners) / fw,
    /** Gap between the inner brow ends and the upper eyelids (lowered brows make it small). */
    browToEye: (eyeTops - innerBrows) / fw,
    /** Distance between the inner brow ends (drawn together in anger). */
    browGap: (L(22)[0] - L(21)[0]) / fw,
  };
}

describe('a face that shows the emotion', () => {
  let anger: { mp4: Buffer; speech: SpeechResult };
  let happiness: { mp4: Buffer; speech: SpeechResult };

  beforeAll(async () => {
    const voices = new LocalVoiceService();
    const renderer = new LocalRenderer();
    const reply = async (emotion: 'anger' | 'happiness') => {
      const speech = await voices.synthesize(TEXT, voice, { emotion });
      const video = await renderer.render({
        face,
        photo,
        emotion,
        audio: speech.wav,
        phonemes: speech.phonemes,
      });
      return { mp4: video.mp4, speech };
    };
    anger = await reply('anger');
    happiness = await reply('happiness');
  }, 120_000);

  it('given an anger and a happiness reply of the same avatar, the mouth corners and brows differ', async () => {
    // The first frame: the silence before the first word, no blink yet, the mouth at rest.
    const angry = measures(await landmarksOf(framePng(anger.mp4, 'anger', 0)));
    const happy = measures(await landmarksOf(framePng(happiness.mp4, 'happiness', 0)));
    const original = measures(face.landmarks);
    console.log(
      `corner lift (face widths): photo ${original.cornerLift.toFixed(3)}, anger ${angry.cornerLift.toFixed(3)}, happiness ${happy.cornerLift.toFixed(3)}; ` +
        `inner brow to eyelid: photo ${original.browToEye.toFixed(3)}, anger ${angry.browToEye.toFixed(3)}, happiness ${happy.browToEye.toFixed(3)}; ` +
        `inner brow gap: anger ${angry.browGap.toFixed(3)}, happiness ${happy.browGap.toFixed(3)}`,
    );
    // No smile in anger: the corners come down toward the lip line, well below happiness.
    expect(happy.cornerLift - angry.cornerLift).toBeGreaterThan(0.02);
    expect(angry.cornerLift).toBeLessThan(original.cornerLift * 0.7);
    // Anger lowers the brows toward the eyes and draws them together.
    expect(happy.browToEye - angry.browToEye).toBeGreaterThan(0.012);
    expect(angry.browGap).toBeLessThan(happy.browGap);
  }, 20_000);

  it('keeps the lip timing: the dark mouth opening follows the loudness of the angry voice', () => {
    const file = join(dir, 'anger-sync.mp4');
    writeFileSync(file, anger.mp4);
    const m = face.mouth;
    const crop = {
      x: Math.round(m.x - 4) & ~1,
      y: Math.round(m.y - 4) & ~1,
      width: Math.round(m.width + 8) & ~1,
      height: Math.round(m.height * 2.2) & ~1,
    };
    const dark = grayFrames(file, crop).map((f) => f.reduce((n, v) => n + (v < 90 ? 1 : 0), 0));
    const env = Array.from(loudnessEnvelope(decodeWav(anger.speech.wav)!, FPS));
    const n = Math.min(dark.length, env.length);
    const a = dark.slice(0, n);
    const b = env.slice(0, n);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const [ma, mb] = [mean(a), mean(b)];
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let i = 0; i < n; i++) {
      ab += ((a[i] ?? 0) - ma) * ((b[i] ?? 0) - mb);
      aa += ((a[i] ?? 0) - ma) ** 2;
      bb += ((b[i] ?? 0) - mb) ** 2;
    }
    const correlation = ab / Math.sqrt(aa * bb);
    console.log(
      `anger reply: correlation of dark mouth pixels with loudness ${correlation.toFixed(3)} over ${n} frames`,
    );
    expect(correlation).toBeGreaterThan(0.6);
  });

  it('given a blink, the eye is covered by a darker lid, not a skin-coloured patch', async () => {
    const frames = Math.round(happiness.speech.durationS * FPS);
    const blinks = blinkTrack(frames, Math.round(happiness.speech.durationS * 1000) + face.width);
    const closed = blinks.indexOf(1);
    expect(closed).toBeGreaterThan(2);
    const openFrame = closed - 3; // before the lid starts to move
    expect(blinks[openFrame]).toBe(0);
    const raw = async (index: number) =>
      sharp(framePng(happiness.mp4, 'happiness', index))
        .removeAlpha()
        .raw()
        .toBuffer();
    const open = await raw(openFrame);
    const shut = await raw(closed);
    // The eye box from the landmarks (the head moves by a pixel or two at most), the skin below it.
    const eye = face.landmarks.slice(36, 42);
    const xs = eye.map((p) => p[0]);
    const ys = eye.map((p) => p[1]);
    const box = {
      x0: Math.round(Math.min(...xs)) + 2,
      x1: Math.round(Math.max(...xs)) - 2,
      y0: Math.round(Math.min(...ys)),
      y1: Math.round(Math.max(...ys)),
    };
    const eyeH = box.y1 - box.y0 + 1;
    const skinBox = { ...box, y0: box.y1 + eyeH + 2, y1: box.y1 + 2 * eyeH + 2 };
    const stats = (px: Buffer, b: typeof box) => {
      let l = 0;
      const rgb = [0, 0, 0];
      let n = 0;
      for (let y = b.y0; y <= b.y1; y++)
        for (let x = b.x0; x <= b.x1; x++) {
          const i = (y * face.width + x) * 3;
          const r = px[i] ?? 0;
          const g = px[i + 1] ?? 0;
          const bl = px[i + 2] ?? 0;
          l += 0.299 * r + 0.587 * g + 0.114 * bl;
          rgb[0] = (rgb[0] ?? 0) + r;
          rgb[1] = (rgb[1] ?? 0) + g;
          rgb[2] = (rgb[2] ?? 0) + bl;
          n++;
        }
      return { luma: l / n, rgb: rgb.map((v) => v / n) };
    };
    const openEye = stats(open, box);
    const closedEye = stats(shut, box);
    const skin = stats(shut, skinBox);
    console.log(
      `eye box luminance: open ${openEye.luma.toFixed(1)}, closed ${closedEye.luma.toFixed(1)}, skin below ${skin.luma.toFixed(1)}; ` +
        `closed rgb ${closedEye.rgb.map((v) => v.toFixed(0)).join('/')}, skin rgb ${skin.rgb.map((v) => v.toFixed(0)).join('/')}`,
    );
    // A closed lid is clearly darker than the skin around the eye (a skin patch would match it)...
    expect(closedEye.luma).toBeLessThan(skin.luma * 0.88);
    // ...and the eye really changed: the frame before the blink differs in the eye box.
    expect(Math.abs(closedEye.luma - openEye.luma)).toBeGreaterThan(3);
    const colourDistance = Math.hypot(...closedEye.rgb.map((v, i) => v - (skin.rgb[i] ?? 0)));
    expect(colourDistance).toBeGreaterThan(20);
  });
});

describe('head motion tied to the speech', () => {
  it('nods on stressed syllables (loudness peaks that rise above the recent level) and stays still in silence', () => {
    // 25 fps envelope: silence, a syllable peak at frame 20, a steady tone, a stronger peak at 60.
    const env = new Float32Array(100);
    for (let f = 0; f < 100; f++) {
      const bump = (c: number, a: number) => a * Math.exp(-(((f - c) / 2) ** 2));
      env[f] = (f >= 35 && f < 50 ? 0.3 : 0) + bump(20, 0.8) + bump(60, 1);
    }
    const stress = stressTrack(env, 1);
    const peakNear = (c: number) => Math.max(...Array.from(stress.subarray(c - 2, c + 4)));
    expect(peakNear(20)).toBeGreaterThan(0.5);
    expect(peakNear(60)).toBeGreaterThan(peakNear(20));
    // No nod in the silence before speech, nor during the steady part without a peak.
    expect(Math.max(...Array.from(stress.subarray(0, 15)))).toBe(0);
    expect(Math.max(...Array.from(stress.subarray(38, 50)))).toBe(0);
  });
});

describe('the still expression', () => {
  it('sees the teeth of a toothy smile and presses the lips over them for anger', async () => {
    const rgb = await photoPixels(photo, face);
    expect(teethBetweenLips(rgb, face.width, face.height, face.landmarks)).toBeGreaterThan(0.5);
    const angry = applyExpression(rgb, face, 'anger', 0.75);
    expect(angry.teethShowing).toBeLessThan(0.2);
    expect(applyExpression(rgb, face, 'happiness', 0.75).teethShowing).toBeGreaterThan(0.5);
  });

  it("takes the photo's own smile away before anger: the corners are not above the middle of the lips", async () => {
    const rgb = await photoPixels(photo, face);
    const angry = applyExpression(rgb, face, 'anger', 0.75);
    const png = await sharp(angry.pixels, { raw: { width: face.width, height: face.height, channels: 3 } })
      .png()
      .toBuffer();
    const photoLift = measures(face.landmarks).cornerLift;
    const angryLift = measures(await landmarksOf(png)).cornerLift;
    console.log(
      `corner lift (face widths): photo ${photoLift.toFixed(3)}, anger still ${angryLift.toFixed(3)}`,
    );
    expect(photoLift).toBeGreaterThan(0.03);
    // Found again by the face detector, the corners sit at most a trace above the middle of the lips.
    expect(angryLift).toBeLessThan(0.2 * photoLift);
  });

  it('leaves no crease running to the mouth corner where the smile was taken away', async () => {
    const rgb = await photoPixels(photo, face);
    const fw = face.box.width;
    /** The darkest line beside the left mouth corner: the luminance deficit below the 7x7 mean (99th percentile). */
    const crease = (px: Buffer, lm: readonly [number, number][]) => {
      const lum = (x: number, y: number) => {
        const o = (y * face.width + x) * 3;
        return 0.299 * (px[o] ?? 0) + 0.587 * (px[o + 1] ?? 0) + 0.114 * (px[o + 2] ?? 0);
      };
      const [cx, cy] = lm[48] ?? [0, 0];
      const deficits: number[] = [];
      for (let y = Math.round(lm[33]?.[1] ?? 0); y <= Math.round(cy + 0.03 * fw); y++)
        for (let x = Math.round(cx - 0.14 * fw); x <= Math.round(cx - 2); x++) {
          let sum = 0;
          for (let j = -3; j <= 3; j++) for (let i = -3; i <= 3; i++) sum += lum(x + i, y + j);
          deficits.push(sum / 49 - lum(x, y));
        }
      deficits.sort((a, b) => b - a);
      return deficits[Math.floor(deficits.length * 0.01)] ?? 0;
    };
    const own = crease(rgb, face.landmarks);
    for (const amount of [0.75, 1]) {
      const angry = applyExpression(rgb, face, 'anger', amount);
      const line = crease(angry.pixels, angry.landmarks);
      console.log(
        `crease beside the left corner: photo ${own.toFixed(1)}, anger ${amount} ${line.toFixed(1)}`,
      );
      // The smiling photo's fold and corner shadow; a neutral mouth keeps well under half of it.
      expect(line).toBeLessThan(0.5 * own);
    }
  });

  it('draws the teeth of an open angry mouth as one light band, without dark stripes between teeth', async () => {
    const rgb = await photoPixels(photo, face);
    const angry = applyExpression(rgb, face, 'anger', 0.75);
    const animator = new FaceAnimator({
      face,
      base: angry.pixels,
      landmarks: angry.landmarks,
      teethShowing: angry.teethShowing,
    });
    const frame = Buffer.from(angry.pixels);
    animator.draw({ open: 0.8, spread: 0.6, blink: 0, headDx: 0, headDy: 0 }, frame);
    const L = (i: number) => angry.landmarks[i] ?? [0, 0];
    const cx = Math.round((L(48)[0] + L(54)[0]) / 2);
    const half = Math.round(0.12 * (L(54)[0] - L(48)[0]));
    const luma = (x: number, y: number) => {
      const o = (y * face.width + x) * 3;
      return 0.299 * (frame[o] ?? 0) + 0.587 * (frame[o + 1] ?? 0) + 0.114 * (frame[o + 2] ?? 0);
    };
    const toothy = (x: number, y: number) => {
      const o = (y * face.width + x) * 3;
      const c = [frame[o] ?? 0, frame[o + 1] ?? 0, frame[o + 2] ?? 0];
      return luma(x, y) > 185 && Math.max(...c) - Math.min(...c) < 42;
    };
    // The teeth rows: bright, unsaturated pixels in the middle column of the mouth.
    const rows: number[] = [];
    for (let y = Math.round(L(51)[1]); y <= Math.round(L(57)[1] + 0.16 * face.box.width); y++)
      if (toothy(cx, y)) rows.push(y);
    // Across the middle of the teeth (the band's feathered first and last rows left out): the share
    // of teeth-coloured pixels, and how much each column departs from its neighbours' mean (gaps
    // drawn between teeth make it large).
    let solid = 0;
    let n = 0;
    let ripple = 0;
    for (const y of rows.slice(1, -1)) {
      for (let x = cx - half; x <= cx + half; x++) {
        if (toothy(x, y)) solid++;
        const around = (luma(x - 2, y) + luma(x - 1, y) + luma(x + 1, y) + luma(x + 2, y)) / 4;
        ripple += (luma(x, y) - around) ** 2;
        n++;
      }
    }
    const rms = Math.sqrt(ripple / Math.max(1, n));
    console.log(
      `teeth band: ${rows.length} rows, ${((100 * solid) / Math.max(1, n)).toFixed(0)} % teeth-coloured, column ripple ${rms.toFixed(2)}`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(solid / n).toBeGreaterThan(0.9);
    expect(rms).toBeLessThan(3);
  });

  it('never wraps colours: a saturated dark pixel stays dark after the colour grade', async () => {
    const rgb = await photoPixels(photo, face);
    const o = (10 * face.width + 10) * 3; // top-left background, outside the face
    rgb[o] = 70;
    rgb[o + 1] = 40;
    rgb[o + 2] = 0;
    const out = applyExpression(rgb, face, 'happiness', 1).pixels;
    expect(out[o + 2]).toBeLessThan(20);
  });
});

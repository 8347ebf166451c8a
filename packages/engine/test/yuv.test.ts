import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Yuv420Frame } from '../src/render/yuv.js';

const W = 48;
const H = 32;

/** Smooth colours with some edges: what a photo's pixels look like to a converter. */
function picture(): Buffer {
  const rgb = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      rgb[o] = (x * 5 + y * 2) % 256;
      rgb[o + 1] = x > 30 ? 220 : (y * 7) % 256;
      rgb[o + 2] = 255 - ((x * 3 + y * 4) % 256);
    }
  }
  return rgb;
}

function ffmpegYuv(rgb: Buffer): Buffer {
  const args = ['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-i', 'pipe:0'];
  return execFileSync('ffmpeg', [...args, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'], { input: rgb });
}

const diffs = (a: Buffer, b: Buffer, from: number, to: number) => {
  let max = 0;
  let sum = 0;
  for (let i = from; i < to; i++) {
    const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    max = Math.max(max, d);
    sum += d;
  }
  return { max, mean: sum / (to - from) };
};

describe('Yuv420Frame', () => {
  it("converts RGB as ffmpeg's default rgb24 to yuv420p does", () => {
    const rgb = picture();
    const frame = new Yuv420Frame(W, H);
    frame.convert(rgb);
    const reference = ffmpegYuv(rgb);
    expect(frame.data.length).toBe(reference.length);
    expect(diffs(frame.data, reference, 0, W * H).max).toBeLessThanOrEqual(1);
    // Chroma: ffmpeg filters it a little wider than the 2x2 mean, which shows only at hard edges.
    const chroma = diffs(frame.data, reference, W * H, reference.length);
    expect(chroma.mean).toBeLessThan(1);
    expect(chroma.max).toBeLessThanOrEqual(8);
  });

  it('converts again only the 2x2 blocks of the rectangle it is given', () => {
    const before = picture();
    const frame = new Yuv420Frame(W, H);
    frame.convert(before);
    const after = Buffer.from(before);
    after.fill(0);
    frame.convert(after, { x0: 5, x1: 10, y0: 3, y1: 6 });
    const expected = new Yuv420Frame(W, H);
    expected.convert(before);
    // The blocks covering x 4..11 and y 2..7 are black now; everything else is as before.
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const inside = x >= 4 && x <= 11 && y >= 2 && y <= 7;
        expect(frame.data[y * W + x]).toBe(inside ? 16 : expected.data[y * W + x]);
      }
    }
    const plane = (W * H) / 4;
    for (let by = 0; by < H / 2; by++) {
      for (let bx = 0; bx < W / 2; bx++) {
        const inside = bx >= 2 && bx <= 5 && by >= 1 && by <= 3;
        for (const offset of [W * H, W * H + plane]) {
          const at = offset + by * (W / 2) + bx;
          expect(frame.data[at]).toBe(inside ? 128 : expected.data[at]);
        }
      }
    }
  });
});

/** A rectangle of pixels, bounds included. */
export interface PixelRect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * One video frame in planar YUV 4:2:0 (the Y plane, then U, then V), filled from RGB pixels with
 * ffmpeg's default conversion of rgb24 (BT.601, limited range; chroma the mean of each 2x2 block).
 * The renderer converts only the rectangle a frame changed and hands the encoder planar frames,
 * half the bytes of RGB, instead of having ffmpeg convert every whole frame again.
 */
export class Yuv420Frame {
  /** Y, U and V planes, one after the other (what ffmpeg reads as `-pix_fmt yuv420p`). */
  readonly data: Buffer;
  private readonly uOffset: number;
  private readonly vOffset: number;

  /** `width` and `height` are even (the working photo's are). */
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const luma = width * height;
    this.uOffset = luma;
    this.vOffset = luma + luma / 4;
    this.data = Buffer.alloc(luma + luma / 2);
  }

  /** Converts `rect` of `rgb` (this frame's size, 3 bytes a pixel), widened to whole 2x2 blocks. */
  convert(rgb: Buffer, rect: PixelRect = { x0: 0, x1: this.width - 1, y0: 0, y1: this.height - 1 }): void {
    const { width: w, data } = this;
    const half = w >> 1;
    const x0 = Math.max(0, rect.x0) & ~1;
    const y0 = Math.max(0, rect.y0) & ~1;
    const x1 = Math.min(this.width - 1, rect.x1 | 1);
    const y1 = Math.min(this.height - 1, rect.y1 | 1);
    for (let y = y0; y < y1; y += 2) {
      const c = (y >> 1) * half;
      for (let x = x0; x < x1; x += 2) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let dy = 0; dy < 2; dy++) {
          const row = (y + dy) * w;
          for (let dx = 0; dx < 2; dx++) {
            const o = (row + x + dx) * 3;
            const pr = rgb[o] as number;
            const pg = rgb[o + 1] as number;
            const pb = rgb[o + 2] as number;
            data[row + x + dx] = ((66 * pr + 129 * pg + 25 * pb + 128) >> 8) + 16;
            r += pr;
            g += pg;
            b += pb;
          }
        }
        // The block's sums are four times the mean: the >> 10 divides by 4 and by 256 at once.
        const at = c + (x >> 1);
        data[this.uOffset + at] = ((-38 * r - 74 * g + 112 * b + 512) >> 10) + 128;
        data[this.vOffset + at] = ((112 * r - 94 * g - 18 * b + 512) >> 10) + 128;
      }
    }
  }
}

/**
 * The folds a smile leaves beside the mouth (the nasolabial lines), softened where the smile was
 * taken away: dragged down with the corners, the photo's own fold becomes a hard crease running to
 * the mouth corner, which no neutral or angry face has. Only shading darker than the skin around it
 * is lifted, in proportion to `weight`, so skin texture and highlights stay.
 */
export interface FoldArea {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Half the side of the square the skin around a pixel is averaged over, in pixels. */
  radius: number;
  /** 0..1: how much of the fold's shading goes at (x, y) (0 on the lips and away from the folds). */
  weight(x: number, y: number): number;
}

/** Lifts the dark fold lines of RGB `pixels` (w x h, 3 bytes a pixel) inside `area`, in place. */
export function softenSmileFolds(pixels: Buffer, w: number, h: number, area: FoldArea): void {
  const x0 = Math.max(0, Math.floor(area.x0));
  const y0 = Math.max(0, Math.floor(area.y0));
  const x1 = Math.min(w - 1, Math.ceil(area.x1));
  const y1 = Math.min(h - 1, Math.ceil(area.y1));
  const cols = x1 - x0 + 1;
  const rows = y1 - y0 + 1;
  if (cols <= 0 || rows <= 0) return;
  const r = Math.max(1, Math.round(area.radius));
  // Luminance and its summed-area table, so each local mean costs four reads.
  const lum = new Float64Array(cols * rows);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const o = ((y + y0) * w + x + x0) * 3;
      lum[y * cols + x] =
        0.299 * (pixels[o] ?? 0) + 0.587 * (pixels[o + 1] ?? 0) + 0.114 * (pixels[o + 2] ?? 0);
    }
  const sat = new Float64Array((cols + 1) * (rows + 1));
  for (let y = 0; y < rows; y++) {
    let line = 0;
    for (let x = 0; x < cols; x++) {
      line += lum[y * cols + x] as number;
      sat[(y + 1) * (cols + 1) + x + 1] = (sat[y * (cols + 1) + x + 1] as number) + line;
    }
  }
  const mean = (x: number, y: number) => {
    const a = Math.max(0, x - r);
    const b = Math.max(0, y - r);
    const c = Math.min(cols, x + r + 1);
    const d = Math.min(rows, y + r + 1);
    const sum =
      (sat[d * (cols + 1) + c] as number) -
      (sat[b * (cols + 1) + c] as number) -
      (sat[d * (cols + 1) + a] as number) +
      (sat[b * (cols + 1) + a] as number);
    return sum / ((c - a) * (d - b));
  };
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const k = area.weight(x + x0, y + y0);
      if (k <= 0) continue;
      const lift = (mean(x, y) - (lum[y * cols + x] as number)) * Math.min(1, k);
      if (lift <= 0) continue;
      const o = ((y + y0) * w + x + x0) * 3;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.min(255, (pixels[o + ch] ?? 0) + lift);
    }
}

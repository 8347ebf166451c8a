import type { Emotion } from '../types.js';
import type { FaceModel } from './face.js';
import { softenSmileFolds } from './smile-folds.js';

/** A landmark pair [x, y] in pixels of the working photo. */
export type Point = [number, number];

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Bilinear sample of an RGB image at (x, y) into `out` at byte offset `o`. */
export function sample(
  src: Buffer,
  w: number,
  h: number,
  x: number,
  y: number,
  out: Buffer,
  o: number,
): void {
  const cx = Math.max(0, Math.min(w - 1.001, x));
  const cy = Math.max(0, Math.min(h - 1.001, y));
  const x0 = cx | 0;
  const y0 = cy | 0;
  const fx = cx - x0;
  const fy = cy - y0;
  const i00 = (y0 * w + x0) * 3;
  const i10 = i00 + 3;
  const i01 = i00 + w * 3;
  const i11 = i01 + 3;
  for (let c = 0; c < 3; c++) {
    const top = (src[i00 + c] ?? 0) * (1 - fx) + (src[i10 + c] ?? 0) * fx;
    const bottom = (src[i01 + c] ?? 0) * (1 - fx) + (src[i11 + c] ?? 0) * fx;
    out[o + c] = top * (1 - fy) + bottom * fy + 0.5;
  }
}

/** Piecewise-linear y(x) through points sorted by x; constant beyond the ends. */
export function polyline(points: readonly Point[], x: number): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 0;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const b = points[i] as Point;
    if (x <= b[0]) {
      const a = points[i - 1] as Point;
      const t = (x - a[0]) / Math.max(1e-6, b[0] - a[0]);
      return a[1] + (b[1] - a[1]) * t;
    }
  }
  return last[1];
}

/**
 * One landmark move of an expression, in face widths: the landmark `at` moves by (dx, dy), and the
 * skin around it follows with an anisotropic Gaussian falloff (sx, sy), so a brow can move without
 * dragging the eye below it.
 */
interface Move {
  at: number;
  dx: number;
  dy: number;
  sx: number;
  /** Vertical falloff above the landmark. */
  sy: number;
  /** Vertical falloff below it (narrower for brows, so the eye stays put). @default sy */
  syBelow?: number;
}

// A brow carries the forehead above it and lets go quickly toward the eye below.
const brow = (at: number, dx: number, dy: number): Move => ({
  at,
  dx,
  dy,
  sx: 0.08,
  sy: 0.12,
  syBelow: 0.065,
});
const lid = (at: number, dx: number, dy: number): Move => ({
  at,
  dx,
  dy,
  sx: 0.045,
  sy: 0.03,
  syBelow: 0.02,
});
const lip = (at: number, dx: number, dy: number): Move => ({ at, dx, dy, sx: 0.075, sy: 0.06 });

/**
 * What an emotion does to the face at full intensity (Ekman's action units, simplified):
 * landmark moves, how much of the photo's smile to take away (the corners go down to the lip line),
 * how far to close parted lips, the resting jaw opening and a light colour grade.
 */
interface ExpressionSpec {
  moves: Move[];
  /** 0..1 of the photo's smile removed (corners pulled down and in). */
  unsmile: number;
  /** Extra corner droop (face widths; negative lifts the corners). */
  droop: number;
  /** Corners pulled in (positive) or stretched out (negative), face widths. */
  pinch: number;
  /** 0..1: how far parted lips (a toothy smile) are pressed together. */
  closeLips: number;
  /** Resting jaw opening 0..1 (surprise and fear keep the mouth a little open). */
  restOpen: number;
  /** Colour grade: [r, g, b] gains and saturation, all close to 1. */
  grade: [number, number, number, number];
}

const SPECS: Record<Emotion, ExpressionSpec> = {
  normal: { moves: [], unsmile: 0, droop: 0, pinch: 0, closeLips: 0, restOpen: 0, grade: [1, 1, 1, 1] },
  happiness: {
    // Smiling eyes: lower lids and cheeks go up, the eyes narrow a little from below.
    moves: [
      lid(40, 0, -0.022),
      lid(41, 0, -0.022),
      lid(46, 0, -0.022),
      lid(47, 0, -0.022),
      lid(37, 0, 0.008),
      lid(44, 0, 0.008),
      brow(19, 0, -0.015),
      brow(24, 0, -0.015),
      { at: 2, dx: 0, dy: -0.03, sx: 0.09, sy: 0.09 },
      { at: 14, dx: 0, dy: -0.03, sx: 0.09, sy: 0.09 },
    ],
    unsmile: 0,
    droop: -0.045,
    pinch: -0.025,
    closeLips: 0,
    restOpen: 0,
    grade: [1.03, 1.01, 0.98, 1.05],
  },
  sadness: {
    moves: [
      brow(21, -0.012, -0.06),
      brow(22, 0.012, -0.06),
      brow(20, 0, -0.03),
      brow(23, 0, -0.03),
      brow(17, 0, 0.025),
      brow(26, 0, 0.025),
      lid(37, 0, 0.014),
      lid(38, 0, 0.01),
      lid(43, 0, 0.01),
      lid(44, 0, 0.014),
      lip(57, 0, -0.015),
    ],
    unsmile: 1,
    droop: 0.05,
    pinch: 0.012,
    closeLips: 1,
    restOpen: 0,
    grade: [0.97, 0.99, 1.03, 0.88],
  },
  anger: {
    moves: [
      brow(21, 0.06, 0.08),
      brow(22, -0.06, 0.08),
      brow(20, 0.03, 0.06),
      brow(23, -0.03, 0.06),
      brow(19, 0.008, 0.04),
      brow(24, -0.008, 0.04),
      brow(18, 0, 0.02),
      brow(25, 0, 0.02),
      lid(37, 0, 0.02),
      lid(38, 0, 0.024),
      lid(43, 0, 0.024),
      lid(44, 0, 0.02),
      lid(40, 0, -0.01),
      lid(41, 0, -0.01),
      lid(46, 0, -0.01),
      lid(47, 0, -0.01),
      { at: 31, dx: -0.01, dy: 0, sx: 0.03, sy: 0.03 },
      { at: 35, dx: 0.01, dy: 0, sx: 0.03, sy: 0.03 },
    ],
    unsmile: 1,
    droop: 0.05,
    pinch: 0.03,
    closeLips: 1,
    restOpen: 0,
    grade: [1.05, 0.98, 0.96, 1.04],
  },
  fear: {
    moves: [
      brow(21, 0.015, -0.07),
      brow(22, -0.015, -0.07),
      brow(20, 0, -0.06),
      brow(23, 0, -0.06),
      brow(19, 0, -0.05),
      brow(24, 0, -0.05),
      brow(18, 0, -0.03),
      brow(25, 0, -0.03),
      lid(37, 0, -0.016),
      lid(38, 0, -0.016),
      lid(43, 0, -0.016),
      lid(44, 0, -0.016),
    ],
    unsmile: 1,
    droop: 0.03,
    pinch: -0.03,
    closeLips: 0.8,
    restOpen: 0.12,
    grade: [0.97, 0.99, 1.02, 0.9],
  },
  surprise: {
    moves: [
      brow(17, 0, -0.05),
      brow(18, 0, -0.075),
      brow(19, 0, -0.085),
      brow(20, 0, -0.08),
      brow(21, 0, -0.07),
      brow(22, 0, -0.07),
      brow(23, 0, -0.08),
      brow(24, 0, -0.085),
      brow(25, 0, -0.075),
      brow(26, 0, -0.05),
      lid(37, 0, -0.018),
      lid(38, 0, -0.018),
      lid(43, 0, -0.018),
      lid(44, 0, -0.018),
    ],
    unsmile: 0.7,
    droop: 0,
    pinch: 0.015,
    closeLips: 0.6,
    restOpen: 0.3,
    grade: [1.01, 1.01, 1.01, 1.03],
  },
  disgust: {
    moves: [
      lip(50, 0, -0.03),
      lip(51, 0, -0.035),
      lip(52, 0, -0.03),
      { at: 31, dx: 0, dy: -0.015, sx: 0.03, sy: 0.03 },
      { at: 35, dx: 0, dy: -0.015, sx: 0.03, sy: 0.03 },
      brow(21, 0.02, 0.04),
      brow(22, -0.02, 0.04),
      lid(40, 0, -0.012),
      lid(41, 0, -0.012),
      lid(46, 0, -0.012),
      lid(47, 0, -0.012),
    ],
    unsmile: 0.9,
    droop: 0.03,
    pinch: 0,
    closeLips: 0.9,
    restOpen: 0,
    grade: [1, 1.02, 0.96, 0.94],
  },
  contempt: {
    moves: [lip(54, 0.02, -0.035), lip(53, 0.008, -0.015)],
    unsmile: 0.8,
    droop: 0,
    pinch: 0,
    closeLips: 0.8,
    restOpen: 0,
    grade: [1, 1, 1, 0.97],
  },
};

/** The photo's own expression, measured from its landmarks. */
export interface MouthShape {
  /** The lip line between the inner lips, left to right (mouth corner, 4 inner points, corner). */
  seam: Point[];
  /** Half the gap between the inner lips at the same x positions (0 at the corners). */
  halfGap: Point[];
  /** How far the corners sit above the lip line's middle, in mouth widths (a smile is > 0.05). */
  smile: number;
  mouthWidth: number;
}

/** Measures the lip line, the parting of the lips and the smile from the 68 landmarks. */
export function mouthShape(landmarks: readonly Point[]): MouthShape {
  const L = (i: number): Point => landmarks[i] ?? [0, 0];
  const mid = (a: number, b: number): Point => [(L(a)[0] + L(b)[0]) / 2, (L(a)[1] + L(b)[1]) / 2];
  const gap = (a: number, b: number): Point => [(L(a)[0] + L(b)[0]) / 2, Math.max(0, L(b)[1] - L(a)[1]) / 2];
  const seam: Point[] = [L(48), L(60), mid(61, 67), mid(62, 66), mid(63, 65), L(64), L(54)];
  const halfGap: Point[] = [
    [L(48)[0], 0],
    [L(60)[0], 0],
    gap(61, 67),
    gap(62, 66),
    gap(63, 65),
    [L(64)[0], 0],
    [L(54)[0], 0],
  ];
  const mouthWidth = Math.max(1, L(54)[0] - L(48)[0]);
  const centre = mid(62, 66)[1];
  const corners = (L(48)[1] + L(54)[1]) / 2;
  return { seam, halfGap, smile: Math.max(0, (centre - corners) / mouthWidth), mouthWidth };
}

/**
 * Straightens a smiling mouth back to a neutral one: each column of the lips moves vertically so
 * that the lip line becomes level with its middle (a smile's corners sit above it), carrying the
 * outer lips and the skin around them; beyond the corners and away from the lips the move fades
 * out. `amount` 0..1 is how much of the smile goes. Returns the downward move at (x, y) in pixels.
 */
function neutralMouth(
  landmarks: readonly Point[],
  faceWidth: number,
  amount: number,
): ((x: number, y: number) => number) & { moves: boolean } {
  const L = (i: number): Point => landmarks[i] ?? [0, 0];
  const shape = mouthShape(landmarks);
  const mx0 = L(48)[0];
  const mx1 = L(54)[0];
  const middle = polyline(shape.seam, (mx0 + mx1) / 2);
  const upper = [48, 49, 50, 51, 52, 53, 54].map(L).sort((a, b) => a[0] - b[0]);
  const lower = [48, 59, 58, 57, 56, 55, 54].map(L).sort((a, b) => a[0] - b[0]);
  const lift = Math.max(0, middle - L(48)[1], middle - L(54)[1]);
  const on = amount > 0 && lift > 0.3;
  // Falloffs long enough that the backward map never folds (the slope of the move stays below 1).
  const side = 0.16 * faceWidth;
  const pad = 0.05 * faceWidth;
  const above = Math.max(0.2 * faceWidth, 2.5 * lift * amount);
  const below = Math.max(0.2 * faceWidth, 2.5 * lift * amount);
  const x0 = Math.floor(mx0 - side);
  const x1 = Math.ceil(mx1 + side);
  // Per column: the move and the lips' top and bottom, so each pixel costs a few operations.
  const n = on ? x1 - x0 + 1 : 0;
  const move = new Float32Array(n);
  const top = new Float32Array(n);
  const bottom = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x = x0 + i;
    const xc = clamp(x, mx0, mx1);
    const outside = Math.max(mx0 - x, x - mx1, 0);
    // A resting mouth's corners sit a little below the middle of the lip line.
    const v = (2 * (xc - mx0)) / Math.max(1, mx1 - mx0) - 1;
    const rest = middle + 0.06 * shape.mouthWidth * v * v;
    move[i] = amount * Math.max(0, rest - polyline(shape.seam, xc)) * (1 - smoothstep(0, side, outside));
    // The lips and a margin around them move as one piece, the corners included.
    top[i] = polyline(upper, xc) - pad;
    bottom[i] = polyline(lower, xc) + pad;
  }
  const at = (x: number, y: number): number => {
    const i = Math.round(x) - x0;
    if (i < 0 || i >= n) return 0;
    const m = move[i] as number;
    if (m === 0) return 0;
    const t = top[i] as number;
    const b = bottom[i] as number;
    if (y < t) return m * (1 - smoothstep(0, above, t - y));
    if (y > b) return m * (1 - smoothstep(0, below, y - b));
    return m;
  };
  return Object.assign(at, { moves: on });
}

/** An expression applied to a photo: new pixels, the landmarks where they moved, the resting jaw. */
export interface Expressed {
  pixels: Buffer;
  landmarks: Point[];
  restOpen: number;
  /** 0..1: whether teeth still show between the lips (then the mouth interior draws fewer). */
  teethShowing: number;
}

/**
 * Applies an emotion to the photo at `amount` (0..1): brows, eyelids and mouth corners move with a
 * smooth displacement field, a smiling photo loses its smile for anger, sadness, fear and disgust
 * (the corners go down and in, parted lips are pressed together), and a light colour grade.
 * Returns the new pixels and the moved landmarks the animator works from.
 */
export function applyExpression(rgb: Buffer, face: FaceModel, emotion: Emotion, amount = 1): Expressed {
  const { width: w, height: h } = face;
  const fw = face.box.width;
  const spec = SPECS[emotion];
  const k = clamp(amount, 0, 1.2);
  const lm = face.landmarks;
  const L = (i: number): Point => lm[i] ?? [0, 0];
  const shape = mouthShape(lm);
  const mw = shape.mouthWidth;

  // The photo's own smile goes first (full from half intensity on), then the corners droop/lift
  // and pinch/stretch for the emotion.
  const unsmile = neutralMouth(lm, fw, spec.unsmile * clamp(2 * k, 0, 1));
  const happyCap = emotion === 'happiness' ? clamp(1 - shape.smile / 0.18, 0.6, 1) : 1;
  const cornerDy = spec.droop * fw * happyCap * k;
  const cornerDx = spec.pinch * fw * k * happyCap;
  const moves = spec.moves.map((m) => ({
    at: m.at,
    dx: m.dx * fw * k,
    dy: m.dy * fw * k,
    sx: m.sx * fw,
    sy: m.sy * fw,
    syBelow: (m.syBelow ?? m.sy) * fw,
  }));
  if (Math.abs(cornerDy) + Math.abs(cornerDx) > 0.05) {
    const corner = { sx: 0.08 * fw, sy: 0.06 * fw, syBelow: 0.06 * fw };
    moves.push(
      { at: 48, dx: cornerDx, dy: cornerDy, ...corner },
      { at: 54, dx: -cornerDx, dy: cornerDy, ...corner },
    );
  }
  const anchors = moves.map((m) => {
    const p = L(m.at);
    return {
      x: p[0],
      y: p[1],
      dx: m.dx,
      dy: m.dy,
      ix: 1 / (2 * m.sx * m.sx),
      iyAbove: 1 / (2 * m.sy * m.sy),
      iyBelow: 1 / (2 * m.syBelow * m.syBelow),
    };
  });
  // Normalised weights: where several landmarks of one feature overlap, the skin follows their
  // weighted mean move instead of the sum, so a row of brow points moves as one smooth brow.
  const displacement = (x: number, y: number): [number, number] => {
    let dx = 0;
    let dy = 0;
    let sum = 0;
    for (const a of anchors) {
      const e = (x - a.x) ** 2 * a.ix + (y - a.y) ** 2 * (y < a.y ? a.iyAbove : a.iyBelow);
      if (e > 4.5) continue;
      const g = Math.exp(-e);
      dx += a.dx * g;
      dy += a.dy * g;
      sum += g;
    }
    const norm = sum > 1 ? 1 / sum : 1;
    return [dx * norm, dy * norm + unsmile(x, y)];
  };

  // Pressing parted lips together: rows near the lip line sample from further away, so the inner
  // lips meet at the line and the teeth between them disappear.
  const close = clamp(spec.closeLips * k * 1.6, 0, 1);
  const maxHalfGap = Math.max(...shape.halfGap.map((p) => p[1]));
  const closing = close > 0 && maxHalfGap > 0.5;
  const reach = Math.max(2.5 * maxHalfGap, 0.12 * mw);
  const cornerL = L(48)[0];
  const cornerR = L(54)[0];
  const mx0 = cornerL - 2;
  const mx1 = cornerR + 2;

  const out = Buffer.from(rgb);
  const margin = 0.3 * fw;
  const x0 = Math.max(0, Math.floor(face.box.x - margin));
  const x1 = Math.min(w - 1, Math.ceil(face.box.x + fw + margin));
  const y0 = Math.max(0, Math.floor(face.box.y - margin));
  const y1 = Math.min(h - 1, Math.ceil(face.box.y + face.box.height + margin));
  if (anchors.length || closing || unsmile.moves) {
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const [dx, dy] = displacement(x, y);
        const sx = x - dx;
        let sy = y - dy;
        let seamShade = 1;
        if (closing && sx > mx0 && sx < mx1) {
          const seam = polyline(shape.seam, sx);
          const d = sy - seam;
          if (Math.abs(d) < reach) {
            // Reach a little past the inner lip edge, so no sliver of teeth stays between the lips.
            const gap = polyline(shape.halfGap, sx);
            const half = (gap * 1.15 + (gap > 0.3 ? 0.8 : 0)) * close;
            sy += Math.sign(d || 1) * half * (1 - smoothstep(0, reach, Math.abs(d)));
            // Closed lips meet at a thin shadowed line that runs out to the corners (not past them).
            const inside = smoothstep(cornerL, cornerL + 2, sx) * (1 - smoothstep(cornerR - 2, cornerR, sx));
            const line = Math.max(smoothstep(0.3, 1, gap), 0.7 * inside);
            seamShade = 1 - 0.3 * close * line * (1 - smoothstep(0, 1.2, Math.abs(d)));
          }
        }
        if (Math.abs(sx - x) < 0.01 && Math.abs(sy - y) < 0.01) continue;
        const o = (y * w + x) * 3;
        sample(rgb, w, h, sx, sy, out, o);
        if (seamShade < 1) {
          out[o] = (out[o] ?? 0) * seamShade;
          out[o + 1] = (out[o + 1] ?? 0) * seamShade;
          out[o + 2] = (out[o + 2] ?? 0) * seamShade;
        }
      }
    }
  }

  // Where the smile was taken away, its folds beside the mouth would be dragged into creases that
  // run to the corners: their shading is lifted, off the lips, as far as the skin moved.
  if (unsmile.moves) {
    const peak = Math.max(1, unsmile(L(48)[0], L(48)[1]), unsmile(L(54)[0], L(54)[1]));
    const lipTop = Math.min(...[48, 49, 50, 51, 52, 53, 54].map((i) => L(i)[1]));
    const lipBottom = Math.max(...[54, 55, 56, 57, 58, 59, 48].map((i) => L(i)[1]));
    const onLips = (x: number, y: number) =>
      x > cornerL + 1 && x < cornerR - 1 && y > lipTop && y < lipBottom;
    softenSmileFolds(out, w, h, {
      x0: cornerL - 0.22 * fw,
      x1: cornerR + 0.22 * fw,
      y0: L(33)[1] - 0.06 * fw,
      y1: lipBottom + 0.08 * fw,
      radius: 0.035 * fw,
      weight: (x, y) => (onLips(x, y) ? 0 : (1.6 * unsmile(x, y)) / peak),
    });
  }

  const [gr, gg, gb, sat] = spec.grade;
  if (gr !== 1 || gg !== 1 || gb !== 1 || sat !== 1) {
    for (let i = 0; i < out.length; i += 3) {
      const r = out[i] ?? 0;
      const g = out[i + 1] ?? 0;
      const b = out[i + 2] ?? 0;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      const s = 1 + (sat - 1) * k;
      // Clamped both ways: a Buffer wraps negative values, which turned dark saturated pixels
      // (hair) into bright blue dots.
      out[i] = clamp((l + (r - l) * s) * (1 + (gr - 1) * k), 0, 255);
      out[i + 1] = clamp((l + (g - l) * s) * (1 + (gg - 1) * k), 0, 255);
      out[i + 2] = clamp((l + (b - l) * s) * (1 + (gb - 1) * k), 0, 255);
    }
  }

  // Where the landmarks went: forward through the displacement; closed inner lips meet the line.
  const landmarks = lm.map((p, i): Point => {
    let [x, y] = p;
    if (closing && i >= 60) {
      const seam = polyline(shape.seam, x);
      y = y + (seam - y) * close;
    }
    const [dx, dy] = displacement(x, y);
    return [x + dx, y + dy];
  });
  return {
    pixels: out,
    landmarks,
    restOpen: spec.restOpen * Math.min(1, k),
    teethShowing: teethBetweenLips(out, w, h, landmarks),
  };
}

/**
 * 0..1: how clearly teeth show between the inner lips of an image: the share of bright,
 * unsaturated pixels between landmarks 61-63 and 67-65 (lips are pink, teeth near white). The
 * landmark gap alone is not enough: the detector often leaves a gap between closed lips.
 */
export function teethBetweenLips(rgb: Buffer, w: number, h: number, landmarks: readonly Point[]): number {
  const L = (i: number): Point => landmarks[i] ?? [0, 0];
  let teeth = 0;
  let n = 0;
  const x0 = Math.round(L(61)[0]);
  const x1 = Math.round(L(63)[0]);
  for (let x = x0; x <= x1; x++) {
    const top = polyline([L(61), L(62), L(63)], x);
    const bottom = polyline([L(67), L(66), L(65)], x);
    for (let y = Math.ceil(top); y <= Math.floor(bottom); y++) {
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const o = (y * w + x) * 3;
      const r = rgb[o] ?? 0;
      const g = rgb[o + 1] ?? 0;
      const b = rgb[o + 2] ?? 0;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      if (l > 150 && Math.max(r, g, b) - Math.min(r, g, b) < 42) teeth++;
      n++;
    }
  }
  return n === 0 ? 0 : smoothstep(0.1, 0.4, teeth / n);
}

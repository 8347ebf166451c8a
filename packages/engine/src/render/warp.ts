import type { VariantEmotion } from '../types.js';
import type { FaceModel } from './face.js';

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Bilinear sample of an RGB image at (x, y) into `out` at byte offset `o`. */
function sample(src: Buffer, w: number, h: number, x: number, y: number, out: Buffer, o: number): void {
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

type Displacement = { at: number; dx: number; dy: number };

/** Landmark displacements (in face widths) that make each expression; subtle on purpose. */
const EXPRESSIONS: Record<VariantEmotion | 'contempt', Displacement[]> = {
  normal: [],
  happiness: [
    { at: 48, dx: -0.018, dy: -0.04 },
    { at: 54, dx: 0.018, dy: -0.04 },
    { at: 49, dx: -0.006, dy: -0.015 },
    { at: 53, dx: 0.006, dy: -0.015 },
    { at: 41, dx: 0, dy: -0.008 },
    { at: 46, dx: 0, dy: -0.008 },
    { at: 2, dx: 0, dy: -0.012 },
    { at: 14, dx: 0, dy: -0.012 },
  ],
  sadness: [
    { at: 48, dx: 0.004, dy: 0.035 },
    { at: 54, dx: -0.004, dy: 0.035 },
    { at: 21, dx: 0.004, dy: -0.035 },
    { at: 22, dx: -0.004, dy: -0.035 },
    { at: 17, dx: 0, dy: 0.015 },
    { at: 26, dx: 0, dy: 0.015 },
  ],
  anger: [
    { at: 21, dx: 0.018, dy: 0.035 },
    { at: 22, dx: -0.018, dy: 0.035 },
    { at: 20, dx: 0.008, dy: 0.02 },
    { at: 23, dx: -0.008, dy: 0.02 },
    { at: 37, dx: 0, dy: 0.008 },
    { at: 44, dx: 0, dy: 0.008 },
    { at: 48, dx: 0.006, dy: 0.012 },
    { at: 54, dx: -0.006, dy: 0.012 },
  ],
  fear: [
    { at: 19, dx: 0, dy: -0.035 },
    { at: 24, dx: 0, dy: -0.035 },
    { at: 21, dx: 0.01, dy: -0.04 },
    { at: 22, dx: -0.01, dy: -0.04 },
    { at: 37, dx: 0, dy: -0.012 },
    { at: 44, dx: 0, dy: -0.012 },
    { at: 48, dx: -0.018, dy: 0.01 },
    { at: 54, dx: 0.018, dy: 0.01 },
  ],
  surprise: [
    { at: 18, dx: 0, dy: -0.05 },
    { at: 19, dx: 0, dy: -0.055 },
    { at: 24, dx: 0, dy: -0.055 },
    { at: 25, dx: 0, dy: -0.05 },
    { at: 37, dx: 0, dy: -0.015 },
    { at: 44, dx: 0, dy: -0.015 },
    { at: 57, dx: 0, dy: 0.02 },
    { at: 8, dx: 0, dy: 0.025 },
  ],
  disgust: [
    { at: 51, dx: 0, dy: -0.025 },
    { at: 50, dx: 0, dy: -0.02 },
    { at: 52, dx: 0, dy: -0.02 },
    { at: 31, dx: 0, dy: -0.012 },
    { at: 35, dx: 0, dy: -0.012 },
    { at: 21, dx: 0.01, dy: 0.018 },
    { at: 22, dx: -0.01, dy: 0.018 },
    { at: 48, dx: 0, dy: 0.012 },
    { at: 54, dx: 0, dy: 0.012 },
  ],
  contempt: [
    { at: 54, dx: 0.015, dy: -0.03 },
    { at: 53, dx: 0.006, dy: -0.012 },
  ],
};

/** Colour grading per expression: [r, g, b] gains and saturation, all close to 1. */
const GRADES: Record<VariantEmotion | 'contempt', [number, number, number, number]> = {
  normal: [1, 1, 1, 1],
  happiness: [1.03, 1.01, 0.98, 1.04],
  sadness: [0.97, 0.99, 1.03, 0.9],
  anger: [1.04, 0.98, 0.97, 1.03],
  fear: [0.98, 0.99, 1.02, 0.94],
  surprise: [1.01, 1.01, 1.01, 1.02],
  disgust: [1, 1.02, 0.97, 0.96],
  contempt: [1, 1, 1, 0.98],
};

/**
 * Applies a subtle expression to the photo: a smooth displacement field around the landmarks
 * (mouth corners, brows, eyelids) plus a light colour grade. Returns new RGB pixels.
 */
export function applyExpression(
  rgb: Buffer,
  face: FaceModel,
  emotion: VariantEmotion | 'contempt',
  amount = 1,
): Buffer {
  const { width: w, height: h } = face;
  const out = Buffer.from(rgb);
  const fw = face.box.width;
  const moves = EXPRESSIONS[emotion].map((m) => {
    const p = face.landmarks[m.at] ?? [0, 0];
    return { x: p[0], y: p[1], dx: m.dx * fw * amount, dy: m.dy * fw * amount };
  });
  if (moves.length) {
    const sigma = 0.1 * fw;
    const inv2s2 = 1 / (2 * sigma * sigma);
    const x0 = Math.max(0, Math.floor(face.box.x - 0.3 * fw));
    const x1 = Math.min(w - 1, Math.ceil(face.box.x + face.box.width + 0.3 * fw));
    const y0 = Math.max(0, Math.floor(face.box.y - 0.3 * fw));
    const y1 = Math.min(h - 1, Math.ceil(face.box.y + face.box.height + 0.3 * fw));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        let dx = 0;
        let dy = 0;
        for (const m of moves) {
          const d2 = (x - m.x) ** 2 + (y - m.y) ** 2;
          if (d2 > 9 * sigma * sigma) continue;
          const g = Math.exp(-d2 * inv2s2);
          dx += m.dx * g;
          dy += m.dy * g;
        }
        if (Math.abs(dx) + Math.abs(dy) < 0.01) continue;
        sample(rgb, w, h, x - dx, y - dy, out, (y * w + x) * 3);
      }
    }
  }
  const [gr, gg, gb, sat] = GRADES[emotion];
  if (gr !== 1 || gg !== 1 || gb !== 1 || sat !== 1) {
    const k = amount;
    for (let i = 0; i < out.length; i += 3) {
      const r = out[i] ?? 0;
      const g = out[i + 1] ?? 0;
      const b = out[i + 2] ?? 0;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      const s = 1 + (sat - 1) * k;
      out[i] = Math.min(255, (l + (r - l) * s) * (1 + (gr - 1) * k));
      out[i + 1] = Math.min(255, (l + (g - l) * s) * (1 + (gg - 1) * k));
      out[i + 2] = Math.min(255, (l + (b - l) * s) * (1 + (gb - 1) * k));
    }
  }
  return out;
}

/** Per-frame controls of the talking head. */
export interface FramePose {
  /** Jaw opening 0..1. */
  open: number;
  /** Lip spread 0 (rounded) .. 1 (spread). */
  spread: number;
  /** Eyelid closure 0..1. */
  blink: number;
  /** Head displacement in pixels. */
  headDx: number;
  headDy: number;
}

/** Animates one prepared photo: jaw and lips, eyelids and a slight head motion, frame by frame. */
export class FaceAnimator {
  private readonly w: number;
  private readonly h: number;
  private readonly base: Buffer;
  private readonly face: FaceModel;
  private readonly region: { x0: number; x1: number; y0: number; y1: number };
  private readonly g: {
    fw: number;
    cx: number;
    mouthW: number;
    ml: number;
    chin: number;
    nose: number;
    jx: number;
    hw: number;
    maxOpen: number;
    headCx: number;
    headCy: number;
    headRx: number;
    headRy: number;
  };

  constructor(face: FaceModel, base: Buffer) {
    this.face = face;
    this.base = base;
    this.w = face.width;
    this.h = face.height;
    const L = (i: number) => face.landmarks[i] ?? [0, 0];
    const fw = face.box.width;
    const headCx = face.box.x + face.box.width / 2;
    const headCy = face.box.y + face.box.height * 0.45;
    const headRx = face.box.width * 0.95;
    const headRy = face.box.height * 0.95;
    this.g = {
      fw,
      cx: (L(48)[0] + L(54)[0]) / 2,
      mouthW: L(54)[0] - L(48)[0],
      ml: (L(62)[1] + L(66)[1]) / 2,
      chin: L(8)[1],
      nose: L(33)[1],
      jx: (L(4)[0] + L(12)[0]) / 2,
      hw: Math.max(4, (L(12)[0] - L(4)[0]) / 2),
      maxOpen: 0.16 * fw,
      headCx,
      headCy,
      headRx,
      headRy,
    };
    this.region = {
      x0: Math.max(0, Math.floor(headCx - headRx)),
      x1: Math.min(this.w - 1, Math.ceil(headCx + headRx)),
      y0: Math.max(0, Math.floor(headCy - headRy)),
      y1: Math.min(this.h - 1, Math.ceil(Math.max(headCy + headRy, this.g.chin + 0.35 * fw))),
    };
  }

  /** Writes the frame for `pose` into `out` (RGB, same size as the photo; pixels outside the head are the base). */
  draw(pose: FramePose, out: Buffer): void {
    const { w, h, base, g } = this;
    const { x0, x1, y0, y1 } = this.region;
    const openPx = Math.max(0, Math.min(1, pose.open)) * g.maxOpen;
    const upPx = openPx * 0.22;
    const narrowing = (1 - pose.spread) * 0.12 * Math.min(1, pose.open * 2 + 0.3);
    const mouthBand = Math.max(4, g.mouthW * 0.45);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        // Head sway: full inside the face, fading out over the hair, neck and background.
        const ex = (x - g.headCx) / g.headRx;
        const ey = (y - g.headCy) / g.headRy;
        const r = Math.sqrt(ex * ex + ey * ey);
        const headW = 1 - smoothstep(0.55, 1, r);
        let dx = pose.headDx * headW;
        let dy = pose.headDy * headW;
        // Jaw: everything between the lips and below the chin line moves down with the jaw.
        const hx = 1 - smoothstep(0.45 * g.hw, 1.05 * g.hw, Math.abs(x - g.jx));
        if (openPx > 0.05 && hx > 0) {
          if (y >= g.ml) {
            const vy = 1 - smoothstep(g.chin, g.chin + 0.3 * g.fw, y);
            dy += openPx * vy * hx;
          } else if (y > g.nose) {
            dy -= upPx * smoothstep(g.nose, g.ml, y) * hx;
          }
          const band = 1 - smoothstep(mouthBand * 0.6, mouthBand * 1.6, Math.abs(y - g.ml));
          if (band > 0 && narrowing > 0) dx -= (x - g.cx) * narrowing * band * hx;
        }
        const o = (y * w + x) * 3;
        if (Math.abs(dx) < 0.01 && Math.abs(dy) < 0.01) {
          out[o] = base[o] ?? 0;
          out[o + 1] = base[o + 1] ?? 0;
          out[o + 2] = base[o + 2] ?? 0;
        } else {
          sample(base, w, h, x - dx, y - dy, out, o);
        }
      }
    }
    this.drawMouthInterior(pose, openPx, upPx, out);
    if (pose.blink > 0.02) this.drawBlink(pose, out);
  }

  private drawMouthInterior(pose: FramePose, openPx: number, upPx: number, out: Buffer): void {
    const { w, g } = this;
    const b = (openPx + upPx) / 2;
    if (b < 0.6) return;
    const cx = g.cx + pose.headDx;
    const cy = g.ml + (openPx - upPx) / 2 + pose.headDy;
    const a = (g.mouthW / 2) * 0.82 * (1 - (1 - pose.spread) * 0.15);
    const teeth = pose.open > 0.3 ? Math.min(0.75, (pose.open - 0.3) * 2) : 0;
    for (let y = Math.floor(cy - b - 1); y <= Math.ceil(cy + b + 1); y++) {
      if (y < 0 || y >= this.h) continue;
      for (let x = Math.floor(cx - a - 1); x <= Math.ceil(cx + a + 1); x++) {
        if (x < 0 || x >= w) continue;
        const r = Math.sqrt(((x - cx) / a) ** 2 + ((y - cy) / b) ** 2);
        const m = 1 - smoothstep(0.7, 1, r);
        if (m <= 0) continue;
        const top = (y - (cy - b)) / (2 * b);
        let cr = 52;
        let cg = 18;
        let cb = 22;
        if (teeth > 0 && top < 0.32) {
          cr = cr * (1 - teeth) + 218 * teeth;
          cg = cg * (1 - teeth) + 210 * teeth;
          cb = cb * (1 - teeth) + 200 * teeth;
        }
        const o = (y * w + x) * 3;
        out[o] = (out[o] ?? 0) * (1 - m) + cr * m;
        out[o + 1] = (out[o + 1] ?? 0) * (1 - m) + cg * m;
        out[o + 2] = (out[o + 2] ?? 0) * (1 - m) + cb * m;
      }
    }
  }

  private drawBlink(pose: FramePose, out: Buffer): void {
    const { w, h } = this;
    for (const [from, to] of [
      [36, 41],
      [42, 47],
    ] as const) {
      const pts = this.face.landmarks.slice(from, to + 1);
      const xs = pts.map((p) => p[0] + pose.headDx);
      const ys = pts.map((p) => p[1] + pose.headDy);
      const ex0 = Math.min(...xs);
      const ex1 = Math.max(...xs);
      const top = Math.min(...ys);
      const bottom = Math.max(...ys);
      const eh = Math.max(2, bottom - top);
      const ecx = (ex0 + ex1) / 2;
      const ecy = (top + bottom) / 2;
      const ax = (ex1 - ex0) * 0.62;
      const ay = eh * 1.05;
      const lidY = top - eh * 1.0;
      const closure = Math.min(1, pose.blink);
      for (let y = Math.floor(ecy - ay); y <= Math.ceil(ecy + ay); y++) {
        if (y < 1 || y >= h - 1) continue;
        // The lid comes down from the top: rows above the lid edge are covered.
        const edge = ecy - ay + closure * 2 * ay;
        if (y > edge + 1) continue;
        for (let x = Math.floor(ecx - ax); x <= Math.ceil(ecx + ax); x++) {
          if (x < 0 || x >= w) continue;
          const r = Math.sqrt(((x - ecx) / ax) ** 2 + ((y - ecy) / ay) ** 2);
          let m = (1 - smoothstep(0.75, 1, r)) * Math.min(1, closure * 1.4);
          if (m <= 0) continue;
          const ly = Math.max(0, Math.min(h - 1, Math.round(lidY))) * w + x;
          let cr = out[ly * 3] ?? 0;
          let cg = out[ly * 3 + 1] ?? 0;
          let cb = out[ly * 3 + 2] ?? 0;
          if (y > edge - 1.2) {
            // lash line
            cr *= 0.55;
            cg *= 0.5;
            cb *= 0.5;
            m = Math.max(m, 0.6 * closure);
          }
          const o = (y * w + x) * 3;
          out[o] = (out[o] ?? 0) * (1 - m) + cr * m;
          out[o + 1] = (out[o + 1] ?? 0) * (1 - m) + cg * m;
          out[o + 2] = (out[o + 2] ?? 0) * (1 - m) + cb * m;
        }
      }
    }
  }
}

import { type MouthShape, mouthShape, type Point, polyline, sample } from './expression.js';
import type { FaceModel } from './face.js';
import type { PixelRect } from './yuv.js';

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

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
  /** Head roll in radians (small: a tilt that follows stressed syllables). @default 0 */
  headRoll?: number;
}

/** What the animator draws on: the expressed photo and where its landmarks are. */
export interface AnimatorInput {
  face: FaceModel;
  /** RGB pixels of the photo with the expression applied. */
  base: Buffer;
  /** Landmarks after the expression (defaults to the face model's). */
  landmarks?: Point[];
  /** 0..1: teeth already visible between the lips of `base` (fewer drawn teeth then). @default 0 */
  teethShowing?: number;
}

interface EyeLid {
  x0: number;
  x1: number;
  upper: Point[];
  lower: Point[];
  /** Box that a blink may repaint (restored from the base afterwards). */
  box: { x0: number; x1: number; y0: number; y1: number };
  span: number;
  /** Mean colour of the lid skin between the brow and the eye (what a closed lid mostly shows). */
  skin: [number, number, number];
}

/**
 * Animates one prepared photo frame by frame: the jaw opens at the lip line (upper lip and teeth
 * go up a little, lower lip and chin go down) and the gap between the lips is filled with a mouth
 * interior (dark cavity, a solid band of upper teeth, tongue) with feathered edges; blinks pull the upper eyelid
 * down over the eye; the head moves and tilts slightly.
 */
export class FaceAnimator {
  private readonly w: number;
  private readonly h: number;
  private readonly base: Buffer;
  /** The base with the current blink applied (eyelid boxes only differ). */
  private readonly work: Buffer;
  private blinking = false;
  private readonly region: PixelRect;
  /** Per pixel of the region: how much it follows the head (1 on the face, 0 outside the head). */
  private readonly headWeights: Float32Array;
  private readonly mouth: MouthShape;
  private readonly eyes: EyeLid[];
  private readonly teethShowing: number;
  private readonly g: {
    fw: number;
    cx: number;
    cy: number;
    innerHalf: number;
    chin: number;
    nose: number;
    jx: number;
    hw: number;
    maxOpen: number;
    headCx: number;
    headCy: number;
    headRx: number;
    headRy: number;
    mx0: number;
    mx1: number;
  };

  constructor(input: AnimatorInput | FaceModel, legacyBase?: Buffer) {
    const opts: AnimatorInput =
      'base' in input ? input : { face: input, base: legacyBase ?? Buffer.alloc(0) };
    const { face, base } = opts;
    this.base = base;
    this.work = Buffer.from(base);
    this.w = face.width;
    this.h = face.height;
    this.teethShowing = clamp(opts.teethShowing ?? 0, 0, 1);
    const lm = opts.landmarks ?? face.landmarks;
    const L = (i: number): Point => lm[i] ?? [0, 0];
    const fw = face.box.width;
    this.mouth = mouthShape(lm);
    const headCx = face.box.x + face.box.width / 2;
    const headCy = face.box.y + face.box.height * 0.45;
    const headRx = face.box.width * 0.95;
    const headRy = face.box.height * 0.95;
    this.g = {
      fw,
      cx: (L(48)[0] + L(54)[0]) / 2,
      cy: polyline(this.mouth.seam, (L(48)[0] + L(54)[0]) / 2),
      innerHalf: Math.max(2, (L(54)[0] - L(48)[0]) / 2),
      chin: L(8)[1],
      nose: L(33)[1],
      jx: (L(4)[0] + L(12)[0]) / 2,
      hw: Math.max(4, (L(12)[0] - L(4)[0]) / 2),
      maxOpen: 0.16 * fw,
      headCx,
      headCy,
      headRx,
      headRy,
      mx0: L(48)[0],
      mx1: L(54)[0],
    };
    this.region = {
      x0: Math.max(0, Math.floor(headCx - headRx)),
      x1: Math.min(this.w - 1, Math.ceil(headCx + headRx)),
      y0: Math.max(0, Math.floor(headCy - headRy)),
      y1: Math.min(this.h - 1, Math.ceil(Math.max(headCy + headRy, this.g.chin + 0.35 * fw))),
    };
    const { x0: rx0, x1: rx1, y0: ry0, y1: ry1 } = this.region;
    this.headWeights = new Float32Array((rx1 - rx0 + 1) * (ry1 - ry0 + 1));
    for (let y = ry0; y <= ry1; y++) {
      for (let x = rx0; x <= rx1; x++) {
        const ex = (x - headCx) / headRx;
        const ey = (y - headCy) / headRy;
        const r = Math.sqrt(ex * ex + ey * ey);
        this.headWeights[(y - ry0) * (rx1 - rx0 + 1) + (x - rx0)] = r >= 1 ? 0 : 1 - smoothstep(0.55, 1, r);
      }
    }
    this.eyes = [
      [36, 37, 38, 39, 40, 41],
      [42, 43, 44, 45, 46, 47],
    ].map(([a, b, c, d, e, f]) => {
      const upper = [L(a ?? 0), L(b ?? 0), L(c ?? 0), L(d ?? 0)].sort((p, q) => p[0] - q[0]);
      const lower = [L(a ?? 0), L(f ?? 0), L(e ?? 0), L(d ?? 0)].sort((p, q) => p[0] - q[0]);
      const x0 = Math.min(...upper.map((p) => p[0]));
      const x1 = Math.max(...upper.map((p) => p[0]));
      const eyeH = Math.max(2, ...lower.map((p, i) => p[1] - (upper[i]?.[1] ?? p[1])));
      const top = Math.min(...upper.map((p) => p[1]));
      // The lid skin that slides down: from the crease (about one and a half eye heights above
      // the lid edge, never up to the brow) to the lid edge.
      const browY = Math.max(L(a === 36 ? 19 : 24)[1], L(a === 36 ? 20 : 23)[1]);
      const span = clamp(1.5 * eyeH, 2, Math.max(2, (top - browY) * 0.7));
      const bottom = Math.max(...lower.map((p) => p[1]));
      const skin: [number, number, number] = [0, 0, 0];
      let n = 0;
      const band0 = Math.round(browY + 0.35 * (top - browY));
      const band1 = Math.round(top - 0.4 * (top - browY));
      for (let y = Math.max(0, band0); y <= Math.min(this.h - 1, Math.max(band0, band1)); y++) {
        for (let x = Math.round(x0 + 2); x <= Math.round(x1 - 2); x++) {
          const o = (y * this.w + x) * 3;
          skin[0] += base[o] ?? 0;
          skin[1] += base[o + 1] ?? 0;
          skin[2] += base[o + 2] ?? 0;
          n++;
        }
      }
      if (n > 0) for (let c = 0; c < 3; c++) skin[c] = (skin[c] ?? 0) / n;
      return {
        skin,
        x0,
        x1,
        upper,
        lower,
        span,
        box: {
          x0: Math.max(0, Math.floor(x0) - 1),
          x1: Math.min(this.w - 1, Math.ceil(x1) + 1),
          y0: Math.max(0, Math.floor(top - span) - 1),
          y1: Math.min(this.h - 1, Math.ceil(bottom) + 2),
        },
      };
    });
  }

  /** The pixels `draw` writes (the head and what it moves); all others stay the base's. */
  get changed(): PixelRect {
    return this.region;
  }

  /** Writes the frame for `pose` into `out` (RGB, same size as the photo; pixels outside the head are the base). */
  draw(pose: FramePose, out: Buffer): void {
    this.applyBlink(pose.blink);
    const { w, h, work, g, mouth } = this;
    const { x0, x1, y0, y1 } = this.region;
    const open = clamp(pose.open, 0, 1);
    const openPx = open * g.maxOpen;
    const upPx = openPx * 0.2;
    const narrowing = (1 - pose.spread) * 0.12 * Math.min(1, open * 2 + 0.3);
    const mouthBand = Math.max(4, g.innerHalf * 0.9);
    const roll = pose.headRoll ?? 0;
    // cosR - 1 and sinR below; roll stays within a few hundredths of a radian.
    const cosR = Math.cos(roll);
    const sinR = Math.sin(roll);
    const jawTop = g.nose;
    const jawBottom = g.chin + 0.3 * g.fw;
    const lipX0 = g.mx0 - 1;
    const lipX1 = g.mx1 + 1;
    const headW = this.headWeights;
    const rw = x1 - x0 + 1;
    const pivotY = g.headCy + g.headRy * 0.6;
    // The roll is small: undoing it is linear in x and y.
    const cm1 = cosR - 1;
    for (let y = y0; y <= y1; y++) {
      const ry = y - pivotY;
      const rowW = (y - y0) * rw - x0;
      for (let x = x0; x <= x1; x++) {
        const o = (y * w + x) * 3;
        // Head motion: full inside the face, fading out over the hair, neck and background.
        const hw = headW[rowW + x] ?? 0;
        if (hw === 0) {
          out[o] = work[o] as number;
          out[o + 1] = work[o + 1] as number;
          out[o + 2] = work[o + 2] as number;
          continue;
        }
        const rx = x - g.headCx;
        const qx = x - (pose.headDx - (cm1 * rx + sinR * ry)) * hw;
        let qy = y - (pose.headDy - (-sinR * rx + cm1 * ry)) * hw;
        if (openPx > 0.05 && qy > jawTop && qy < jawBottom) {
          const hx = 1 - smoothstep(0.45 * g.hw, 1.05 * g.hw, Math.abs(qx - g.jx));
          if (hx > 0) {
            if (qx > lipX0 && qx < lipX1) {
              if (this.mouthPixel(qx, qy, openPx, upPx, hx, narrowing, mouthBand, out, o)) continue;
            } else {
              // Cheeks beside the mouth: only the jaw below the lip line moves.
              const seam = polyline(mouth.seam, qx);
              if (qy > seam) {
                const s = smoothstep(seam, g.chin, qy) * (1 - smoothstep(g.chin, jawBottom, qy));
                qy -= openPx * hx * s;
              }
            }
          }
        }
        // Bilinear sample of the work image at (qx, qy), inlined: this loop is the renderer's hot path.
        const cx = qx < 0 ? 0 : Math.min(qx, w - 1.001);
        const cy = qy < 0 ? 0 : Math.min(qy, h - 1.001);
        const ix = cx | 0;
        const iy = cy | 0;
        const fx = cx - ix;
        const fy = cy - iy;
        const i00 = (iy * w + ix) * 3;
        const i01 = i00 + w * 3;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        for (let c = 0; c < 3; c++) {
          out[o + c] =
            (work[i00 + c] as number) * w00 +
            (work[i00 + 3 + c] as number) * w10 +
            (work[i01 + c] as number) * w01 +
            (work[i01 + 3 + c] as number) * w11 +
            0.5;
        }
      }
    }
  }

  /**
   * The mouth at (qx, qy) in photo coordinates: the lips split at the lip line, the jaw carries the
   * lower lip down; between them the interior. Writes the pixel and returns true.
   */
  private mouthPixel(
    qx: number,
    qy: number,
    openPx: number,
    upPx: number,
    hx: number,
    narrowing: number,
    mouthBand: number,
    out: Buffer,
    o: number,
  ): boolean {
    const { g, mouth, w, h, work } = this;
    const seam = polyline(mouth.seam, qx);
    const v = (qx - g.cx) / g.innerHalf;
    // Lens-shaped opening: full in the middle, closed just inside the corners.
    const vl = v / 0.86;
    const lens = Math.max(0, 1 - vl * vl) ** 0.55 * hx;
    const up0 = upPx * lens;
    const down0 = openPx * lens;
    const gapTop = seam - up0;
    const gapBot = seam + down0;
    // Rounded vowels pull the lips toward the middle.
    const band = 1 - smoothstep(mouthBand * 0.6, mouthBand * 1.6, Math.abs(qy - seam));
    const sx = qx + (qx - g.cx) * narrowing * band * hx;
    let sy: number;
    if (qy <= seam) {
      const t = (gapTop - qy) / Math.max(1, gapTop - g.nose);
      sy = Math.min(seam, qy + up0 * (1 - smoothstep(0, 1, t)));
    } else {
      const s = smoothstep(gapBot, g.chin, qy);
      const amount = (down0 + (openPx * hx - down0) * s) * (1 - smoothstep(g.chin, g.chin + 0.3 * g.fw, qy));
      sy = Math.max(seam, qy - amount);
    }
    sample(work, w, h, sx, sy, out, o);
    const gapH = gapBot - gapTop;
    if (gapH < 0.15) return true;
    const alpha =
      Math.min(smoothstep(gapTop - 0.6, gapTop + 0.6, qy), 1 - smoothstep(gapBot - 0.6, gapBot + 0.6, qy)) *
      smoothstep(0.15, 1.2, gapH);
    if (alpha <= 0) return true;
    // Interior: a dark cavity, lighter toward the cheeks, upper teeth under the upper lip and the
    // tongue at the bottom, all scaled to the opening.
    const dy = qy - gapTop;
    const side = Math.min(1, Math.abs(vl));
    const depth = 0.6 + 0.4 * side * side;
    let r = 92 * depth;
    let gg = 34 * depth;
    let b = 38 * depth;
    const tongueOn = smoothstep(2, 6, gapH);
    if (tongueOn > 0) {
      const ty = (qy - gapBot) / (0.55 * gapH);
      const tx = vl / 0.75;
      const te = tx * tx + ty * ty;
      const ta = (1 - smoothstep(0.6, 1, te)) * tongueOn * 0.9;
      if (ta > 0) {
        const shade = 0.7 + 0.3 * clamp(1 - te, 0, 1);
        r += (190 * shade - r) * ta;
        gg += (98 * shade - gg) * ta;
        b += (100 * shade - b) * ta;
      }
    }
    // The upper teeth stay with the skull: their edge runs level, a little below the lip line.
    const teethH =
      Math.min(0.42 * gapH, up0 + 0.08 * mouth.mouthWidth, 0.13 * mouth.mouthWidth) *
      (1 - 0.75 * this.teethShowing);
    if (teethH > 0.3) {
      const ta = (1 - smoothstep(teethH - 0.7, teethH + 0.5, dy)) * (1 - smoothstep(0.6, 1, side)) * 0.95;
      if (ta > 0) {
        // One solid ivory band, no lines between teeth (at this size they read as braces): the
        // teeth further back toward the corners are in shadow, and the biting edge is a little
        // greyer and more translucent than the rest.
        const edge = smoothstep(0.55, 1, dy / Math.max(1, teethH));
        const shade = 1 - 0.4 * side * side - 0.08 * edge;
        r += (236 * shade - r) * ta;
        gg += (229 * shade - gg) * ta;
        b += (214 * shade + 6 * edge - b) * ta;
      }
    }
    // A soft shadow right under the upper lip.
    const lipShadow = 1 - 0.15 * (1 - smoothstep(0, 0.8, dy));
    out[o] = (out[o] ?? 0) * (1 - alpha) + r * lipShadow * alpha;
    out[o + 1] = (out[o + 1] ?? 0) * (1 - alpha) + gg * lipShadow * alpha;
    out[o + 2] = (out[o + 2] ?? 0) * (1 - alpha) + b * lipShadow * alpha;
    return true;
  }

  /**
   * Blink: the upper lid's skin (from the crease to the lid edge) is stretched down over the eye
   * to the closing lid edge, which gets a dark lash line; the closed lid is a little darker than
   * the skin around it. Drawn into `work`, restored from the base when the eyes open.
   */
  private applyBlink(blink: number): void {
    const { w, base, work } = this;
    const c = clamp(blink, 0, 1);
    if (!this.blinking && c <= 0.02) return;
    for (const eye of this.eyes) {
      const { x0, x1, y0, y1 } = eye.box;
      for (let y = y0; y <= y1; y++) {
        const from = (y * w + x0) * 3;
        base.copy(work, from, from, (y * w + x1 + 1) * 3);
      }
    }
    this.blinking = c > 0.02;
    if (!this.blinking) return;
    const row = Buffer.alloc(3);
    for (const eye of this.eyes) {
      const { x0, x1 } = eye.box;
      for (let x = x0; x <= x1; x++) {
        const up = polyline(eye.upper, x);
        const lo = polyline(eye.lower, x);
        const open = lo - up;
        if (open <= 0.05 || x < eye.x0 - 0.5 || x > eye.x1 + 0.5) continue;
        // The lids meet below the middle of the eye, as real lids do.
        const edge = up + c * 0.8 * open;
        const top = up - eye.span;
        // The skin above the lashes slides down; the lashes are drawn again at the new edge.
        const skinEnd = up - 1;
        const stretch = (skinEnd - top) / Math.max(0.5, edge - 0.5 - top);
        const yEnd = Math.min(this.h - 1, Math.ceil(edge + 1.5));
        for (let y = Math.max(0, Math.floor(top)); y <= yEnd; y++) {
          const o = (y * w + x) * 3;
          if (y <= edge) {
            sample(base, w, this.h, x, top + (y - top) * stretch, row, 0);
            // The part of the lid that now covers the eye is lid skin (the stretched crease blended
            // with the skin colour above it), a little in shadow.
            const covering = smoothstep(up - 1, up + 1, y);
            const shade = 1 - 0.12 * c * covering;
            const mixSkin = 0.55 * covering;
            work[o] = ((row[0] ?? 0) * (1 - mixSkin) + eye.skin[0] * mixSkin) * shade;
            work[o + 1] = ((row[1] ?? 0) * (1 - mixSkin) + eye.skin[1] * mixSkin) * shade;
            work[o + 2] = ((row[2] ?? 0) * (1 - mixSkin) + eye.skin[2] * mixSkin) * shade;
          }
          // Lash line: a soft dark band along the lid edge.
          const dist = Math.abs(y - (edge - 0.3));
          const lash = (1 - smoothstep(0.3, 1.4, dist)) * smoothstep(0.1, 0.5, c) * 0.75;
          if (lash > 0) {
            work[o] = (work[o] ?? 0) * (1 - lash) + 48 * lash;
            work[o + 1] = (work[o + 1] ?? 0) * (1 - lash) + 34 * lash;
            work[o + 2] = (work[o + 2] ?? 0) * (1 - lash) + 30 * lash;
          }
        }
      }
    }
  }
}

import {
  Blinks,
  DEFAULT_FACE_INTENSITY,
  type Emotion,
  FACE_FPS,
  type HeadPose,
  headPose,
  type LiveFace,
  type LiveRect,
} from '@rebond/sdk';
import { useEffect, useRef } from 'react';

type Mouth = { open: number; spread: number };

/** The face's parts in pixels of the loaded picture. */
interface Geometry {
  box: LiveRect;
  mouth: LiveRect;
  eyes: LiveRect[];
}

/** Where a portrait's face and mouth usually are, for an avatar without a face model (fractions of the picture). */
const USUAL = {
  box: { x: 0.3, y: 0.18, width: 0.4, height: 0.5 },
  mouth: { x: 0.4, y: 0.62, width: 0.2, height: 0.08 },
};

/** At most this many frames a second: the face's motion is smooth at it, and the page keeps its time. */
const MAX_FPS = 30;
const STILL: HeadPose = { dx: 0, dy: 0, roll: 0 };

const scaled = ({ x, y, width, height }: LiveRect, sx: number, sy: number): LiveRect => ({
  x: x * sx,
  y: y * sy,
  width: width * sx,
  height: height * sy,
});

function geometryOf(image: HTMLImageElement, face: LiveFace | null): Geometry {
  if (!face) {
    const { naturalWidth: w, naturalHeight: h } = image;
    return { box: scaled(USUAL.box, w, h), mouth: scaled(USUAL.mouth, w, h), eyes: [] };
  }
  const sx = image.naturalWidth / face.width;
  const sy = image.naturalHeight / face.height;
  return {
    box: scaled(face.box, sx, sy),
    mouth: scaled(face.mouth, sx, sy),
    eyes: face.eyes.map((eye) => scaled(eye, sx, sy)),
  };
}

/** The head: an oval around the face box, taller for the hair and the chin. */
function headOval({ box }: Geometry) {
  return {
    cx: box.x + box.width / 2,
    cy: box.y + box.height * 0.45,
    rx: box.width * 0.72,
    ry: box.height * 0.85,
  };
}

/** A lid's colour where the picture cannot be read (served from another origin without CORS). */
const USUAL_SKIN: [number, number, number] = [196, 156, 136];

/** The lid skin that slides down in a blink: the band above an eye, one and a half eye heights tall. */
const lidSpan = (eye: LiveRect) => Math.max(2, 1.5 * eye.height);

/** The mean colour of the lid skin above an eye (what a closed lid mostly shows), read once, as [r, g, b]. */
function lidColour(context: CanvasRenderingContext2D, eye: LiveRect): [number, number, number] {
  const span = lidSpan(eye);
  let data: Uint8ClampedArray;
  try {
    ({ data } = context.getImageData(
      Math.round(eye.x + 2),
      Math.round(eye.y - span),
      Math.max(1, Math.round(eye.width - 4)),
      Math.max(1, Math.round(span * 0.6)),
    ));
  } catch {
    return USUAL_SKIN;
  }
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let i = 0; i < data.length; i += 4) {
    red += data[i] ?? 0;
    green += data[i + 1] ?? 0;
    blue += data[i + 2] ?? 0;
  }
  const n = Math.max(1, data.length / 4);
  return [red / n, green / n, blue / n];
}

/**
 * The jaw: the lower lip and chin (an oval under the lips' middle) move down by the opening, and
 * the gap shows the inside of the mouth, wider as the lips spread.
 */
function drawMouth(
  context: CanvasRenderingContext2D,
  image: HTMLImageElement,
  mouth: LiveRect,
  { open, spread }: Mouth,
) {
  const drop = open * mouth.height * 0.7;
  if (drop < 0.5) return;
  const cx = mouth.x + mouth.width / 2;
  const cy = mouth.y + mouth.height / 2;
  const jawWidth = mouth.width * 1.6;
  const jawHeight = mouth.height * 2.2;
  context.save();
  context.beginPath();
  context.ellipse(cx, cy + drop + jawHeight / 2, jawWidth / 2, jawHeight / 2, 0, 0, 2 * Math.PI);
  context.clip();
  context.drawImage(
    image,
    cx - jawWidth / 2,
    cy,
    jawWidth,
    jawHeight,
    cx - jawWidth / 2,
    cy + drop,
    jawWidth,
    jawHeight,
  );
  context.restore();
  context.fillStyle = '#3b1518';
  context.beginPath();
  const halfWidth = (mouth.width / 2) * (0.7 + 0.25 * spread);
  context.ellipse(cx, cy + drop / 2, halfWidth, drop / 2 + 0.5, 0, 0, 2 * Math.PI);
  context.fill();
}

/**
 * The upper eyelids, closed by `blink` (0 open, 1 shut), as the server's renderer draws them: the
 * lid skin above each eye is stretched down over it to an edge that meets below the eye's middle,
 * blended with the lid's colour and a little in shadow, with a dark lash line along the edge.
 */
function drawLids(
  context: CanvasRenderingContext2D,
  image: HTMLImageElement,
  eyes: LiveRect[],
  skins: [number, number, number][],
  blink: number,
) {
  if (blink < 0.02) return;
  const shade = 1 - 0.12 * blink;
  eyes.forEach((eye, i) => {
    const span = lidSpan(eye);
    const edge = eye.y + blink * 0.8 * eye.height;
    const [red, green, blue] = (skins[i] ?? USUAL_SKIN).map((value) => Math.round(value * shade));
    context.save();
    context.beginPath();
    context.ellipse(
      eye.x + eye.width / 2,
      eye.y + eye.height / 2,
      eye.width * 0.6,
      eye.height / 2 + 1.5,
      0,
      0,
      2 * Math.PI,
    );
    context.clip();
    const left = eye.x - 2;
    const width = eye.width + 4;
    context.drawImage(
      image,
      left,
      eye.y - span,
      width,
      span,
      left,
      eye.y - span,
      width,
      edge - (eye.y - span),
    );
    context.fillStyle = `rgb(${red} ${green} ${blue} / 0.55)`;
    context.fillRect(left, eye.y - 1, width, edge - eye.y + 1);
    context.strokeStyle = `rgb(48 34 30 / ${Math.min(1, blink * 2) * 0.75})`;
    context.lineWidth = Math.max(1, eye.height * 0.22);
    context.beginPath();
    context.moveTo(left, edge - 0.3);
    context.lineTo(left + width, edge - 0.3);
    context.stroke();
    context.restore();
  });
}

export interface TalkingFaceProps {
  /** The avatar's picture (with the session's emotion on its face, where one was made). */
  imageUrl: string;
  /** Where its face, mouth and eyes are (null: where a portrait's usually are, and no blinks). */
  face: LiveFace | null;
  /** The session's emotion: how the head moves. */
  emotion: Emotion;
  /** The mouth shape now, read once per frame. */
  mouth: () => Mouth;
  /** How stressed the syllable heard now is (0 to 1): the head nods on it. */
  stress: () => number;
  /** What a screen reader says of the picture. */
  label: string;
}

/**
 * The avatar's face on a canvas, alive: the head sways and nods and the eyes blink by the rules the
 * server's renderer follows (`headPose`, `Blinks`), and the jaw moves with the reply being heard
 * (on the audio clock). Up to 30 frames a second; the head holds still for a coach who asked for
 * reduced motion. `data-mouth` says how open the mouth is drawn (0 to 1), for tests and tools.
 */
export function TalkingFace({ imageUrl, face, emotion, mouth, stress, label }: TalkingFaceProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const readRef = useRef({ mouth, stress });
  readRef.current = { mouth, stress };

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const image = new Image();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    let drawnAt = Number.NEGATIVE_INFINITY;
    let shownOpen = '';
    image.onload = () => {
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const geometry = geometryOf(image, face);
      const head = headOval(geometry);
      context.drawImage(image, 0, 0);
      const skins = geometry.eyes.map((eye) => lidColour(context, eye));
      const blinks = new Blinks(image.naturalWidth + image.naturalHeight);
      const start = performance.now();
      const tick = (now: number) => {
        frame = requestAnimationFrame(tick);
        if (now - drawnAt < 1000 / MAX_FPS - 2) return;
        drawnAt = now;
        const at = ((now - start) / 1000) * FACE_FPS;
        const shape = readRef.current.mouth();
        const pose = still
          ? STILL
          : headPose(at, {
              emotion,
              intensity: DEFAULT_FACE_INTENSITY,
              faceWidth: geometry.box.width,
              stress: readRef.current.stress(),
              open: shape.open,
            });
        context.drawImage(image, 0, 0);
        context.save();
        context.beginPath();
        context.ellipse(head.cx, head.cy, head.rx, head.ry, 0, 0, 2 * Math.PI);
        context.clip();
        context.translate(head.cx + pose.dx, head.cy + pose.dy);
        context.rotate(pose.roll);
        context.translate(-head.cx, -head.cy);
        context.drawImage(image, 0, 0);
        drawMouth(context, image, geometry.mouth, shape);
        drawLids(context, image, geometry.eyes, skins, blinks.at(Math.floor(at)));
        context.restore();
        const open = shape.open.toFixed(2);
        if (open !== shownOpen) {
          shownOpen = open;
          canvas.dataset.mouth = open;
        }
      };
      frame = requestAnimationFrame(tick);
    };
    image.src = imageUrl;
    return () => {
      image.onload = null;
      cancelAnimationFrame(frame);
    };
  }, [imageUrl, face, emotion]);

  return (
    <canvas
      ref={canvasRef}
      className="portal-live__face"
      role="img"
      aria-label={label}
      data-slot="live-face"
    />
  );
}

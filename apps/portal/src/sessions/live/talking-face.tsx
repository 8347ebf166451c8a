import type { LiveFace } from '@rebond/sdk';
import { useEffect, useRef } from 'react';

type Mouth = { open: number; spread: number };
type Rect = LiveFace['mouth'];

/** Where the mouth usually is on a portrait, for an avatar without a face model (fractions of the picture). */
const USUAL_MOUTH = { x: 0.4, y: 0.62, width: 0.2, height: 0.08 };

/** The mouth's box in pixels of the loaded picture. */
function mouthBox(image: HTMLImageElement, face: LiveFace | null): Rect {
  if (!face) {
    return {
      x: USUAL_MOUTH.x * image.naturalWidth,
      y: USUAL_MOUTH.y * image.naturalHeight,
      width: USUAL_MOUTH.width * image.naturalWidth,
      height: USUAL_MOUTH.height * image.naturalHeight,
    };
  }
  const sx = image.naturalWidth / face.width;
  const sy = image.naturalHeight / face.height;
  const { x, y, width, height } = face.mouth;
  return { x: x * sx, y: y * sy, width: width * sx, height: height * sy };
}

/**
 * Draws the picture, then opens the mouth: the lower lip and chin (an oval under the lips' middle)
 * move down by the opening, and the gap shows the inside of the mouth, wider as the lips spread.
 */
function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, mouth: Rect, { open, spread }: Mouth) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.drawImage(image, 0, 0);
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

export interface TalkingFaceProps {
  /** The avatar's picture. */
  imageUrl: string;
  /** Where its mouth is (null: where a portrait's mouth usually is). */
  face: LiveFace | null;
  /** The mouth shape now, read once per frame. */
  mouth: () => Mouth;
  /** What a screen reader says of the picture. */
  label: string;
}

/**
 * The avatar's face on a canvas, its mouth moving with the reply being heard: redrawn on each
 * animation frame where the mouth changed, so a still face costs nothing.
 */
export function TalkingFace({ imageUrl, face, mouth, label }: TalkingFaceProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const mouthRef = useRef(mouth);
  mouthRef.current = mouth;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const image = new Image();
    let frame = 0;
    let last = '';
    image.onload = () => {
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const box = mouthBox(image, face);
      const tick = () => {
        const now = mouthRef.current();
        const key = `${now.open.toFixed(2)}:${now.spread.toFixed(2)}`;
        if (key !== last) {
          last = key;
          draw(canvas, image, box, now);
        }
        frame = requestAnimationFrame(tick);
      };
      tick();
    };
    image.src = imageUrl;
    return () => {
      image.onload = null;
      cancelAnimationFrame(frame);
    };
  }, [imageUrl, face]);

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

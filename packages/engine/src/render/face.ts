import sharp from 'sharp';
import { EngineError, FACE_REASONS } from '../errors.js';
import { elapsed } from '../internal/time.js';
import type { StageReport } from '../types.js';
import { loadFaceApi } from './face-api.js';

/** Longest side of the working photo (and of rendered videos), in pixels. */
export const WORKING_SIZE = 512;
/** Smallest face width accepted, in pixels of the working photo. */
export const MIN_FACE_PX = 56;

/** A rectangle in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Everything the renderer needs to animate one avatar photo. Plain JSON: store it in job_data.
 * Coordinates are in pixels of the working photo (`width` x `height`).
 */
export interface FaceModel {
  version: 1;
  width: number;
  height: number;
  /** The face's bounding box. */
  box: Rect;
  /** The 68 iBUG landmarks as [x, y] pairs (jaw 0-16, brows 17-26, nose 27-35, eyes 36-47, mouth 48-67). */
  landmarks: [number, number][];
  /** Box around the lips. */
  mouth: Rect;
  /** Detector confidence 0..1. */
  score: number;
  /** Which detector/landmark models found the face. */
  detector: string;
}

/** Result of preparing a photo: the face, or a reason the wizard can show. */
export type PrepareFaceResult =
  | {
      ok: true;
      face: FaceModel;
      /** The working photo (PNG, at most 512 px, even dimensions) that the face model refers to. */
      photo: Buffer;
      report: StageReport;
    }
  | {
      ok: false;
      code: 'no_face' | 'several_faces' | 'face_too_small' | 'bad_image';
      reason: string;
      /** How many faces were found. */
      faces: number;
      report: StageReport;
    };

interface Decoded {
  rgb: Buffer;
  width: number;
  height: number;
  png: Buffer;
}

/** Decodes any image sharp reads, applies EXIF rotation, fits it in 512 px with even sides. */
export async function normalizePhoto(image: Uint8Array): Promise<Decoded> {
  try {
    const meta = await sharp(image).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    const rotated = await sharp(image, { pages: 1 })
      .rotate()
      .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let { width, height } = rotated.info;
    let img = sharp(rotated.data, { raw: { width, height, channels: 3 } });
    const evenW = width & ~1;
    const evenH = height & ~1;
    if (evenW !== width || evenH !== height) {
      img = img.extract({ left: 0, top: 0, width: evenW, height: evenH });
      width = evenW;
      height = evenH;
    }
    const rgb = await img.clone().raw().toBuffer();
    const png = await img.png({ compressionLevel: 6 }).toBuffer();
    return { rgb, width, height, png };
  } catch (error) {
    throw new EngineError('prepare', 'bad_image', FACE_REASONS.bad_image, {
      cause: error,
      detail: String(error),
    });
  }
}

function iou(a: Rect, b: Rect): number {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.width, b.x + b.width);
  const y2 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  return inter / (a.width * a.height + b.width * b.height - inter);
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The box around some landmarks, to a tenth of a pixel. */
function boxAround(points: readonly [number, number][]): Rect {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    x: round1(Math.min(...xs)),
    y: round1(Math.min(...ys)),
    width: round1(Math.max(...xs) - Math.min(...xs)),
    height: round1(Math.max(...ys) - Math.min(...ys)),
  };
}

/** The boxes around a face model's eyes (iBUG landmarks 36-41 and 42-47), left and right as seen. */
export function eyeBoxes(face: Pick<FaceModel, 'landmarks'>): [Rect, Rect] {
  return [boxAround(face.landmarks.slice(36, 42)), boxAround(face.landmarks.slice(42, 48))];
}

/**
 * Finds the face and mouth on an avatar photo. A face counts only when two detectors agree
 * (SSD MobileNet and Tiny Face Detector), which keeps animal faces and face-like objects out.
 */
export async function prepareFace(image: Uint8Array): Promise<PrepareFaceResult> {
  const done = elapsed('prepare', 'local-face-api');
  let decoded: Decoded;
  try {
    decoded = await normalizePhoto(image);
  } catch (error) {
    if (error instanceof EngineError)
      return { ok: false, code: 'bad_image', reason: error.reason, faces: 0, report: done() };
    throw error;
  }
  const { api, backend } = await loadFaceApi();
  const input = api.tf.tensor3d(new Uint8Array(decoded.rgb), [decoded.height, decoded.width, 3], 'int32');
  let found: { score: number; box: Rect; points: [number, number][] }[];
  try {
    const ssd = await api
      .detectAllFaces(input, new api.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 10 }))
      .withFaceLandmarks();
    const tiny = await api.detectAllFaces(
      input,
      new api.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.35 }),
    );
    found = ssd
      .filter((s) => tiny.some((t) => iou(s.detection.box, t.box) > 0.3))
      .map((s) => ({
        score: s.detection.score,
        box: s.detection.box,
        points: s.landmarks.positions.map((p) => [round1(p.x), round1(p.y)] as [number, number]),
      }));
  } finally {
    input.dispose();
  }
  const report = { ...done(), implementation: `local-face-api-${backend}` };
  if (found.length === 0)
    return { ok: false, code: 'no_face', reason: FACE_REASONS.no_face, faces: 0, report };
  if (found.length > 1) {
    return {
      ok: false,
      code: 'several_faces',
      reason: FACE_REASONS.several_faces,
      faces: found.length,
      report,
    };
  }
  const f = found[0]!;
  if (f.box.width < MIN_FACE_PX || f.box.height < MIN_FACE_PX) {
    return { ok: false, code: 'face_too_small', reason: FACE_REASONS.face_too_small, faces: 1, report };
  }
  const mouth = boxAround(f.points.slice(48, 68));
  const face: FaceModel = {
    version: 1,
    width: decoded.width,
    height: decoded.height,
    box: { x: round1(f.box.x), y: round1(f.box.y), width: round1(f.box.width), height: round1(f.box.height) },
    landmarks: f.points,
    mouth,
    score: Math.round(f.score * 1000) / 1000,
    detector: 'face-api ssd_mobilenetv1 + tiny_face_detector + face_landmark_68',
  };
  return { ok: true, face, photo: decoded.png, report };
}

/** Decodes the working photo back to raw RGB, checking it matches the face model. */
export async function photoPixels(photo: Uint8Array, face: FaceModel): Promise<Buffer> {
  const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== face.width || info.height !== face.height) {
    const resized = await sharp(photo)
      .resize(face.width, face.height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    return resized;
  }
  return data;
}

import type { Emotion, PhonemeTiming, StageReport, VariantEmotion } from '../types.js';
import type { FaceModel, PrepareFaceResult } from './face.js';

/** What to render for one reply. */
export interface RenderInput {
  /** Face model from `prepareFace` (local renderer) . */
  face?: FaceModel;
  /** The working photo returned by `prepareFace` (PNG). */
  photo?: Uint8Array;
  /** Hosted avatar ids per emotion (HeyGen looks), from `prepareAvatar`. */
  avatarIds?: Partial<Record<Emotion, string>>;
  /** The session's emotion; the face shows it (brows, lids, mouth corners, head motion). @default 'normal' */
  emotion?: Emotion;
  /** How strongly the face shows the emotion, 0 (neutral) .. 1 (full). @default 0.75 */
  intensity?: number;
  /** The reply's speech (WAV preferred; anything ffmpeg reads works). */
  audio: Uint8Array;
  /** Phoneme timings from synthesis; without them the mouth follows loudness only. */
  phonemes?: readonly PhonemeTiming[];
  /**
   * Nobody waits for this video (a live turn's, for history): its encoder runs at the lowest CPU
   * priority, and in a `threadedEngine` it waits behind every other call and leaves one thread free.
   */
  idle?: boolean;
}

/** A rendered reply. */
export interface RenderResult {
  /** Browser-playable MP4 (H.264 Main + AAC, faststart). */
  mp4: Buffer;
  /** JPEG poster image. */
  poster: Buffer;
  durationS: number;
  width: number;
  height: number;
  frames: number;
  report: StageReport;
}

/** A prepared avatar: the face model for local rendering and/or hosted ids. */
export interface PreparedAvatar {
  /** Local result (always computed: it validates the photo). */
  local: PrepareFaceResult;
  /** Hosted avatar ids per emotion, when a hosted renderer is configured. */
  avatarIds?: Partial<Record<Emotion, string>>;
  /** Hosted group id (HeyGen photo avatar group). */
  groupId?: string;
  report: StageReport;
}

/** Stage 4: the talking head. */
export interface Renderer {
  /** Implementation id reported by `describe()`. */
  readonly implementation: string;
  /** Checks the photo and prepares what rendering needs (face model, hosted avatar group). */
  prepareAvatar(photo: Uint8Array, options?: { name?: string }): Promise<PreparedAvatar>;
  /** The emotional variants as images (JPEG), keyed by emotion. */
  createVariants(
    face: FaceModel,
    photo: Uint8Array,
  ): Promise<{ variants: Record<VariantEmotion, Buffer>; report: StageReport }>;
  /** Renders one reply. */
  render(input: RenderInput): Promise<RenderResult>;
}

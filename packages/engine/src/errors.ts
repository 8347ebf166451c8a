/** Which stage of the engine an error or a report belongs to. */
export type EngineStage =
  | 'transcribe'
  | 'reply'
  | 'voice'
  | 'synthesize'
  | 'prepare'
  | 'render'
  | 'summarize';

/** Machine-readable error codes, stable across versions. */
export type EngineErrorCode =
  | 'no_face'
  | 'several_faces'
  | 'face_too_small'
  | 'bad_image'
  | 'bad_audio'
  | 'no_speech'
  | 'unsupported_language'
  | 'missing_dependency'
  | 'not_configured'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'invalid_input'
  | 'internal';

/**
 * The one error class the engine throws. `reason` is a complete sentence that can be shown to
 * the user as is (the server puts it in the job's `error_message`); `message` adds detail for logs.
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  /** Stable code to branch on. */
  readonly code: EngineErrorCode;
  /** The stage that failed. */
  readonly stage: EngineStage;
  /** A user-showable sentence explaining what went wrong and, where possible, what to do. */
  readonly reason: string;
  /** HTTP status of a hosted service, when the failure came from one. */
  readonly status: number | undefined;

  constructor(
    stage: EngineStage,
    code: EngineErrorCode,
    reason: string,
    options: { cause?: unknown; detail?: string; status?: number } = {},
  ) {
    super(options.detail ? `${reason} (${options.detail})` : reason, { cause: options.cause });
    this.stage = stage;
    this.code = code;
    this.reason = reason;
    this.status = options.status;
  }

  /** Plain JSON for job_data. */
  toJSON(): { name: string; stage: EngineStage; code: EngineErrorCode; reason: string; status?: number } {
    return {
      name: this.name,
      stage: this.stage,
      code: this.code,
      reason: this.reason,
      ...(this.status === undefined ? {} : { status: this.status }),
    };
  }
}

/** Type guard that also works for errors that crossed a module or realm boundary. */
export function isEngineError(value: unknown): value is EngineError {
  return (
    value instanceof EngineError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'EngineError' &&
      typeof (value as { reason?: unknown }).reason === 'string')
  );
}

/** User-facing reasons for the photo checks (the avatar wizard's tips). */
export const FACE_REASONS = {
  no_face:
    'No face was found in the photo. Use a high-quality, well-lit, frontal photo of one person, without sunglasses or face coverings.',
  several_faces: 'Several faces were found in the photo. Use a photo of one person only.',
  face_too_small:
    'The face is too small in the photo. Use a closer, high-quality photo where the face fills a good part of the picture.',
  bad_image: 'The picture could not be read. Upload a JPG, PNG or GIF image.',
} as const;

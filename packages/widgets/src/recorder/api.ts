/**
 * What `<rebond-recorder>` (and `<rebond-consent-notice>`) need from the Rebond API, and nothing
 * more. The widgets never make HTTP calls themselves: an adapter over `@rebond/sdk`'s `embed`
 * resource implements `RecorderApi` and the runtime registers it with `configureRecorderApi`.
 * Tests and stories set `element.api` to a fake instead.
 */

import { SEND_STAGES } from '@rebond/vocabulary';

/** What the page's embed token or publishable key gives access to. */
export interface EmbedContext {
  /** The avatar the visitor talks to. */
  avatar: { id: string; name: string; image_url: string | null };
  /** When the embed token stops working (ISO 8601). */
  expires_at: string;
  /** The version of the visitor consent text the server expects (`visitorConsentVersions.session`). */
  consent_version: string;
  /** The longest recording the server accepts, in seconds. */
  max_seconds: number;
  /** The key's daily quota is spent and this visit has no session: shown before the visitor records. */
  quota_reached?: boolean;
  /** `false` while the avatar cannot answer: shown before the visitor records. */
  avatar_ready?: boolean;
}

/**
 * The known reply stages, in order. `uploading` while the recording is sent, then the stages of
 * `@rebond/sdk`'s `SendStage`. Any other string is shown as a generic "Working on the reply".
 */
export const REPLY_STAGES = ['uploading', ...SEND_STAGES] as const;

/** A known reply stage. */
export type ReplyStage = (typeof REPLY_STAGES)[number];

/** Where the reply is: reported by `RecorderApi.send` as it goes. */
export interface ReplyProgress {
  /** A `ReplyStage` (others are shown generically). */
  stage: string;
  /** 0 to 100; the widget never shows it going down. */
  percent: number;
}

/** The avatar's answer to one recording. */
export interface EmbedReply {
  /** The lip-synced video (MP4), absolute or relative to the page. */
  video_url: string;
  /** An image to show before the video plays. */
  poster_url: string | null;
  /** A WebVTT file of the reply; without it the widget builds captions from `avatar_script`. */
  captions_url: string | null;
  /** What the avatar says. */
  avatar_script: string;
  /** What the server understood the visitor said. */
  user_transcript: string;
}

/**
 * Why a call failed, in words the widget can explain to a visitor:
 * - `expired`: the embed token has expired (401 `token_expired`); a fresh `data-token` continues
 *   the visit (a publishable key renews its token by itself);
 * - `revoked`: the clinic's embed key was revoked or has expired (401); a fresh token will not help;
 * - `origin`: this website is not among the key's allowed origins (403);
 * - `quota`: the key's daily quota is used up (429, or told by the context before recording);
 * - `not_ready`: the avatar cannot answer yet (403 `avatar_not_ready`, or told by the context);
 * - `microphone`: the microphone was refused, missing or stopped (raised by the widget itself);
 * - `too_large`: the recording is over the server's size or length limit (413);
 * - `reply_failed`: the server could not make the reply (a failed job);
 * - `network`: no answer (offline, DNS, CORS, timeout);
 * - `unknown`: anything else.
 */
export type EmbedErrorKind =
  | 'expired'
  | 'revoked'
  | 'origin'
  | 'quota'
  | 'not_ready'
  | 'microphone'
  | 'too_large'
  | 'reply_failed'
  | 'network'
  | 'unknown';

/** Every `EmbedErrorKind`. */
export const EMBED_ERROR_KINDS: readonly EmbedErrorKind[] = [
  'expired',
  'revoked',
  'origin',
  'quota',
  'not_ready',
  'microphone',
  'too_large',
  'reply_failed',
  'network',
  'unknown',
];

/**
 * The one error a `RecorderApi` throws. Anything else it throws is treated as `unknown`; an
 * `AbortError` (the widget cancelled the call) is not reported.
 */
export class EmbedError extends Error {
  override readonly name = 'EmbedError';
  /** What went wrong, for the widget's message and the `rebond:error` event. */
  readonly kind: EmbedErrorKind;
  /** The HTTP status, when there was an answer. */
  readonly status: number | undefined;

  constructor(
    kind: EmbedErrorKind,
    message: string = kind,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}

/** Whether `error` is an `EmbedError`, also one from another copy of the package or window. */
export function isEmbedError(error: unknown): error is EmbedError {
  return (
    error instanceof EmbedError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'EmbedError' &&
      EMBED_ERROR_KINDS.includes((error as { kind?: EmbedErrorKind }).kind as EmbedErrorKind))
  );
}

/** The kind of any thrown value: an `EmbedError`'s own, else `unknown`. */
export function embedErrorKind(error: unknown): EmbedErrorKind {
  return isEmbedError(error) ? error.kind : 'unknown';
}

/** The API calls of one visitor's visit. Every method rejects with an `EmbedError`. */
export interface RecorderApi {
  /** What the token or key gives access to. Called once when the element connects. */
  context(signal?: AbortSignal): Promise<EmbedContext>;
  /** Stores the visitor's consent answer (the version of the text shown). */
  consent(input: { granted: boolean; version: string }): Promise<void>;
  /** Starts a session with the avatar; called before the first recording is sent. */
  startSession(): Promise<{ id: string }>;
  /**
   * Sends one recording and resolves with the avatar's reply once its video is ready, reporting
   * progress on the way. The widget keeps the recording until this resolves, so a failed send
   * can be sent again.
   */
  send(
    sessionId: string,
    audio: Blob,
    options: { onProgress?: (progress: ReplyProgress) => void; signal?: AbortSignal },
  ): Promise<EmbedReply>;
  /** Ends the session (the End Session button). */
  close(sessionId: string): Promise<void>;
}

/** What an element tells the factory, read from its `data-*` attributes. */
export interface RecorderApiConfig {
  /** `data-api`: the Rebond server's base URL; `''` for the page's own origin. */
  baseUrl: string;
  /** `data-token`: an embed token minted by the clinic's server. */
  token?: string;
  /** `data-key`: a publishable key, exchanged for a token by the widget (allowed origins only). */
  publishableKey?: string;
  /** `data-avatar`: the avatar to talk to, when the key allows several. */
  avatarId?: string;
  /**
   * The `data-token` this one replaced, when the page gave a fresh token: the new token continues
   * its visit (the same session, the consent already given).
   */
  previousToken?: string;
}

/** Builds a `RecorderApi` for one element's configuration. */
export type RecorderApiFactory = (config: RecorderApiConfig) => RecorderApi;

let factory: RecorderApiFactory | undefined;
const listeners = new Set<() => void>();

/**
 * Registers the factory that elements without an `api` property use (the runtime registers the
 * one over `@rebond/sdk`). Elements already on the page pick it up at once. Pass `undefined` to
 * remove it.
 */
export function configureRecorderApi(next: RecorderApiFactory | undefined): void {
  factory = next;
  for (const listener of [...listeners]) listener();
}

/** The registered factory, if any. */
export function getRecorderApiFactory(): RecorderApiFactory | undefined {
  return factory;
}

/** @internal Calls `listener` whenever the factory changes; returns the unsubscribe function. */
export function subscribeRecorderApi(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

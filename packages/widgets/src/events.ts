import type { ConsentType } from '@rebond/ui/messages';
import type { RecorderErrorCode } from '@rebond/ui/recorder-core';
import type { EmbedErrorKind } from './recorder/api';

/** The detail of a `rebond:consent` event. */
export interface RebondConsentDetail {
  /** Which consent was answered. */
  readonly type: ConsentType;
  /** `true` for "I Understand and Agree", `false` for "I Don't Agree". */
  readonly granted: boolean;
  /** Version of the consent text that was shown; store it with the answer. */
  readonly version: string;
}

/** The detail of `rebond:ready`: the recorder loaded its context and shows the consent step. */
export interface RebondReadyDetail {
  /** The avatar the visitor talks to. */
  readonly avatar: { readonly id: string; readonly name: string };
  /** The longest recording, in seconds (the smaller of `data-max-seconds` and the server's). */
  readonly maxSeconds: number;
  /** When the embed token expires (ISO 8601). */
  readonly expiresAt: string;
}

/** The detail of `rebond:recording-start`. */
export interface RebondRecordingStartDetail {
  /** The turn being recorded: 1 for the first message. */
  readonly turn: number;
}

/** The detail of `rebond:recording-stop`: a recording is ready to play, send or record again. */
export interface RebondRecordingStopDetail {
  /** The turn recorded. */
  readonly turn: number;
  /** Its length, pauses excluded. */
  readonly durationMs: number;
  /** It stopped by itself at the maximum length. */
  readonly limitReached: boolean;
}

/** The detail of `rebond:reply-progress`. */
export interface RebondReplyProgressDetail {
  readonly sessionId: string;
  readonly turn: number;
  /** A `ReplyStage` such as `uploading` or `renderingAvatarVideo`. */
  readonly stage: string;
  /** 0 to 100, never going down within a turn. */
  readonly percent: number;
}

/** The detail of `rebond:reply-ready`: the avatar's video reply is shown. */
export interface RebondReplyReadyDetail {
  readonly sessionId: string;
  readonly turn: number;
  readonly videoUrl: string;
  /** What the server understood the visitor said. */
  readonly userTranscript: string;
  /** What the avatar says. */
  readonly avatarScript: string;
}

/** The detail of `rebond:session-end`: the visitor pressed End Session. */
export interface RebondSessionEndDetail {
  /** The session, or `null` when nothing was sent. */
  readonly sessionId: string | null;
  /** How many replies the visitor received. */
  readonly turns: number;
}

/**
 * The detail of `rebond:token-expiring`: the page's `data-token` expires soon (a minute before, or
 * half its life when shorter). Set a fresh `data-token` from your server: it continues the visit.
 */
export interface RebondTokenExpiringDetail {
  /** When the token expires (ISO 8601). */
  readonly expiresAt: string;
}

/** What the widget was doing when a `rebond:error` happened. */
export type RebondErrorStep = 'context' | 'consent' | 'send' | 'close' | 'recording';

/** The detail of `rebond:error`. The widget already shows `message` to the visitor. */
export interface RebondErrorDetail {
  readonly kind: EmbedErrorKind;
  readonly step: RebondErrorStep;
  /** The text shown, in the widget's language. */
  readonly message: string;
  /** For `microphone` errors: the recorder's own code. */
  readonly code?: RecorderErrorCode;
}

/**
 * Every event a Rebond widget dispatches. They are `CustomEvent`s that bubble and cross shadow
 * roots (`composed`), so a listener on `document` hears them all.
 */
export interface RebondEventMap {
  /** A visitor answered a `<rebond-consent-notice>`. */
  'rebond:consent': CustomEvent<RebondConsentDetail>;
  /** A `<rebond-recorder>` loaded and shows its consent step. */
  'rebond:ready': CustomEvent<RebondReadyDetail>;
  /** A recording started. */
  'rebond:recording-start': CustomEvent<RebondRecordingStartDetail>;
  /** A recording stopped and is ready to play or send. */
  'rebond:recording-stop': CustomEvent<RebondRecordingStopDetail>;
  /** The reply moved on (a new stage or a higher percent). */
  'rebond:reply-progress': CustomEvent<RebondReplyProgressDetail>;
  /** The avatar's reply is ready and shown. */
  'rebond:reply-ready': CustomEvent<RebondReplyReadyDetail>;
  /** The visitor ended the session. */
  'rebond:session-end': CustomEvent<RebondSessionEndDetail>;
  /** The page's own token (`data-token`) expires soon: set a fresh one, it continues the visit. */
  'rebond:token-expiring': CustomEvent<RebondTokenExpiringDetail>;
  /**
   * Something failed; the widget shows the message and, where it helps, Try Again. Also sent when
   * the page's `data-token` has expired (kind `expired`).
   */
  'rebond:error': CustomEvent<RebondErrorDetail>;
}

/** The name of a Rebond event, such as `'rebond:consent'`. */
export type RebondEventName = keyof RebondEventMap;

declare global {
  interface HTMLElementEventMap extends RebondEventMap {}
  interface DocumentEventMap extends RebondEventMap {}
  interface WindowEventMap extends RebondEventMap {}
}

import type { Emotion } from './emotions';

/**
 * The live channel's words (`GET /live/{sessionId}` as a WebSocket), shared by the server and the
 * SDK: the messages a client sends, the events the server answers, and the channel's rules.
 */

/** The sample rate of the coach's audio frames the SDK sends (16-bit mono PCM). */
export const LIVE_SAMPLE_RATE = 16_000;
/** Silence after speech, in seconds, after which the server ends a turn the client did not end. */
export const LIVE_SILENCE_SECONDS = 1.2;
/** Close code of a live channel whose sign-in was refused, expired or ended. */
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
/** Close code of a live channel refused because its coach has `MAX_LIVE_CHANNELS_PER_USER` open. */
export const LIVE_CLOSE_TOO_MANY = 4429;
/** Live channels one coach may have open at once on one server process. */
export const MAX_LIVE_CHANNELS_PER_USER = 4;

/** The JSON messages a client sends (audio goes as binary frames). */
export type LiveClientMessage =
  /**
   * `end_on_silence` false: only `end_turn` ends a turn (push to talk, where the coach may pause
   * while holding the button); by default the server's silence rule ends one too.
   */
  | { type: 'auth'; token: string; sample_rate: number; end_on_silence?: boolean }
  | { type: 'end_turn' }
  | { type: 'interrupt'; heard_s?: number };

/** A mouth shape over a time span, in seconds from the start of its audio. */
export interface LiveViseme {
  start: number;
  end: number;
  open: number;
  spread: number;
}

/** A box on the avatar's picture, in its pixels. */
export interface LiveRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the avatar's face is on its picture (`image_url`), in pixels of a `width` x `height`
 * picture: a client drawing the face scales it to the picture it loaded. The head turns about the
 * middle of `box` (and moves in proportion to its width), the jaw opens under `mouth`, and the
 * eyelids close over `eyes` (left and right as seen).
 */
export interface LiveFace {
  width: number;
  height: number;
  box: LiveRect;
  mouth: LiveRect;
  eyes: [LiveRect, LiveRect];
}

/** The JSON events the server sends. */
export type LiveServerEvent =
  /**
   * The channel is open. `emotion`: the session's, which the head's motion follows
   * (`headPose`); `picture_url`: the avatar's picture with that emotion on its face (a signed URL,
   * null where none was made: draw `image_url`).
   */
  | { type: 'ready'; face: LiveFace | null; emotion: Emotion; picture_url: string | null }
  | { type: 'transcript'; text: string; final: boolean }
  | { type: 'reply_text'; text: string }
  | {
      type: 'reply_audio';
      index: number;
      text: string;
      sample_rate: number;
      /** Base64 of 16-bit little-endian mono PCM. */
      audio: string;
      visemes: LiveViseme[];
      offset_s: number;
    }
  | { type: 'interrupted' }
  | { type: 'turn_end'; said: string; video_job_id: string | null }
  | { type: 'error'; detail: string };

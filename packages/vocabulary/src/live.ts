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

/**
 * Where the avatar's mouth is on its picture (`image_url`), in pixels of a `width` x `height`
 * picture: a client drawing the face scales it to the picture it loaded.
 */
export interface LiveFace {
  width: number;
  height: number;
  mouth: { x: number; y: number; width: number; height: number };
}

/** The JSON events the server sends. */
export type LiveServerEvent =
  | { type: 'ready'; face: LiveFace | null }
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

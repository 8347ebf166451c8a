import {
  type Emotion,
  LIVE_SAMPLE_RATE,
  type LiveClientMessage,
  type LiveFace,
  type LiveServerEvent,
  type LiveViseme,
} from '@rebond/vocabulary';

/** The part of the WebSocket API the live conversation uses (browsers' own, or `ws` in Node). */
export interface LiveSocket {
  binaryType: string;
  readonly readyState: number;
  send(data: string | ArrayBufferLike | ArrayBufferView): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** A WebSocket constructor: `globalThis.WebSocket` in browsers, `WebSocket` from `ws` in Node 20. */
export type LiveSocketConstructor = new (url: string) => LiveSocket;

/** The events of a live conversation and what each listener receives. */
export interface LiveEvents {
  /**
   * What the coach said: the text so far at each pause while they speak (`final: false`), then the
   * whole turn once it is over (`final: true`).
   */
  transcript: { text: string; final: boolean };
  /** The avatar's whole answer, before its audio. */
  reply_text: { text: string };
  /** One sentence of the answer: 16-bit PCM, its sample rate and mouth shapes (seconds from its start). */
  reply_audio: {
    samples: Int16Array;
    sampleRate: number;
    visemes: LiveViseme[];
    text: string;
    index: number;
    offsetS: number;
  };
  /** The turn is saved: what the avatar said, and the render job of its video (null when nothing was said). */
  turn_end: { said: string; videoJobId: string | null };
  /** The server stopped the reply after `interrupt()`. */
  interrupted: Record<string, never>;
  /** A turn failed, with a sentence to show. */
  error: { detail: string };
  /** The channel closed (`code` 4401: the sign-in was refused, expired or ended). */
  close: { code: number; reason: string };
}

export type LiveEventName = keyof LiveEvents;
type Listener<N extends LiveEventName> = (event: LiveEvents[N]) => void;

/** Linear resampling to the channel's rate, and 16-bit conversion of float samples. */
function toPcm16(samples: Int16Array | Float32Array, sampleRate: number): Int16Array {
  const ints =
    samples instanceof Int16Array
      ? samples
      : Int16Array.from(samples, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32767));
  if (sampleRate === LIVE_SAMPLE_RATE) return ints;
  const out = new Int16Array(Math.floor((ints.length * LIVE_SAMPLE_RATE) / sampleRate));
  const step = sampleRate / LIVE_SAMPLE_RATE;
  for (let i = 0; i < out.length; i++) {
    const at = i * step;
    const low = Math.floor(at);
    const a = ints[low] ?? 0;
    const b = ints[low + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (at - low));
  }
  return out;
}

function decodeBase64(text: string): Int16Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Int16Array(bytes.buffer, 0, Math.floor(bytes.length / 2));
}

/**
 * A live conversation with a session's avatar over `GET /live/{sessionId}`: send the coach's
 * audio as it is captured, end the turn (or let the server's silence rule end it), and play the
 * reply sentence by sentence as `reply_audio` events arrive. Made by `client.live.connect`.
 */
export class LiveConversation {
  readonly #socket: LiveSocket;
  readonly #listeners = new Map<LiveEventName, Set<(event: never) => void>>();
  #replyStarted: number | undefined;
  /** Where the avatar's face, mouth and eyes are on its picture, to draw it (null when the server has no face model). */
  face: LiveFace | null = null;
  /** The session's emotion: the head moves as `headPose` says for it. */
  emotion: Emotion = 'normal';
  /**
   * The avatar's picture with that emotion on its face (a signed URL, resolved against the API
   * base), or null where none was made: draw its `image_url`.
   */
  pictureUrl: string | null = null;

  /** @internal */
  constructor(socket: LiveSocket) {
    this.#socket = socket;
  }

  /** @internal Called for each server event. */
  handle(event: LiveServerEvent): void {
    if (event.type === 'transcript') this.#emit('transcript', { text: event.text, final: event.final });
    else if (event.type === 'reply_text') {
      this.#replyStarted = Date.now();
      this.#emit('reply_text', { text: event.text });
    } else if (event.type === 'reply_audio') {
      this.#emit('reply_audio', {
        samples: decodeBase64(event.audio),
        sampleRate: event.sample_rate,
        visemes: event.visemes,
        text: event.text,
        index: event.index,
        offsetS: event.offset_s,
      });
    } else if (event.type === 'interrupted') this.#emit('interrupted', {});
    else if (event.type === 'turn_end') {
      this.#replyStarted = undefined;
      this.#emit('turn_end', { said: event.said, videoJobId: event.video_job_id });
    } else if (event.type === 'error') this.#emit('error', { detail: event.detail });
  }

  /** @internal Called when the socket closes. */
  closed(code: number, reason: string): void {
    this.#emit('close', { code, reason });
  }

  /** Sends captured audio (any sample rate; float samples in -1..1). */
  sendAudio(samples: Int16Array | Float32Array, sampleRate: number): void {
    const pcm = toPcm16(samples, sampleRate);
    this.#socket.send(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength).slice());
  }

  /** Ends the coach's turn now (without it, the server ends it after a silence). */
  endTurn(): void {
    this.#send({ type: 'end_turn' });
  }

  /**
   * Stops the avatar (barge-in): the server sends no more of the reply, and the conversation keeps
   * only the sentences the coach heard begin. `heardSeconds`: how much of the reply played;
   * by default, the time since its text arrived.
   */
  interrupt(heardSeconds?: number): void {
    const heard = heardSeconds ?? (this.#replyStarted ? (Date.now() - this.#replyStarted) / 1000 : undefined);
    this.#send({ type: 'interrupt', ...(heard !== undefined ? { heard_s: heard } : {}) });
  }

  /** Closes the channel. */
  close(): void {
    this.#socket.close(1000, 'closed by the client');
  }

  on<N extends LiveEventName>(name: N, listener: Listener<N>): this {
    const set = this.#listeners.get(name) ?? new Set();
    set.add(listener as (event: never) => void);
    this.#listeners.set(name, set);
    return this;
  }

  off<N extends LiveEventName>(name: N, listener: Listener<N>): this {
    this.#listeners.get(name)?.delete(listener as (event: never) => void);
    return this;
  }

  #emit<N extends LiveEventName>(name: N, event: LiveEvents[N]): void {
    for (const listener of this.#listeners.get(name) ?? []) (listener as Listener<N>)(event);
  }

  #send(message: LiveClientMessage): void {
    this.#socket.send(JSON.stringify(message));
  }
}

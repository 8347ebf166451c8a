import { LIVE_SAMPLE_RATE, type LiveClientMessage, type LiveServerEvent } from '@rebond/vocabulary';
import type { RebondClient } from '../client';
import { LiveConversation, type LiveSocketConstructor } from '../live/conversation';
import { LiveRefusedError } from '../live/live-refused-error';

/** Options of `client.live.connect`. */
export interface LiveConnectOptions {
  /** The WebSocket implementation. @default the client's `WebSocket` option, then `globalThis.WebSocket` */
  WebSocket?: LiveSocketConstructor;
  /**
   * Whether the server ends a turn after `LIVE_SILENCE_SECONDS` of silence. `false` for push to
   * talk: only `endTurn()` ends a turn, so the coach may pause while holding the button.
   * @default true
   */
  endOnSilence?: boolean;
}

/** The live channel: talk with a session's avatar turn by turn (see `LiveConversation`). */
export class LiveResource {
  constructor(
    private readonly client: RebondClient,
    private readonly WebSocketImpl: LiveSocketConstructor | undefined,
  ) {}

  /**
   * Opens a live conversation on one of the caller's sessions, signed in with the stored access
   * token; resolves once the server accepted it, rejects with a `LiveRefusedError` when it refused.
   *
   * @example
   * const live = await client.live.connect(sessionId, { WebSocket }); // `ws` in Node; omit in browsers
   * live.on('reply_audio', ({ samples, sampleRate, visemes }) => play(samples, sampleRate, visemes));
   * live.sendAudio(microphoneFrame, 48000);
   * live.endTurn();
   */
  connect(sessionId: string, options: LiveConnectOptions = {}): Promise<LiveConversation> {
    const Socket =
      options.WebSocket ??
      this.WebSocketImpl ??
      (globalThis as { WebSocket?: LiveSocketConstructor }).WebSocket;
    if (!Socket) return Promise.reject(new Error('No WebSocket implementation: pass one in the options.'));
    const token = this.client.tokens.get()?.access_token;
    if (!token) return Promise.reject(new Error('Sign in before opening a live conversation.'));
    const base =
      this.client.baseUrl || (globalThis as { location?: { origin?: string } }).location?.origin || '';
    const url = `${base.replace(/^http/, 'ws')}/live/${encodeURIComponent(sessionId)}`;
    const socket = new Socket(url);
    socket.binaryType = 'arraybuffer';
    const conversation = new LiveConversation(socket);
    return new Promise((resolve, reject) => {
      let ready = false;
      socket.onopen = () => {
        const auth: LiveClientMessage = {
          type: 'auth',
          token,
          sample_rate: LIVE_SAMPLE_RATE,
          ...(options.endOnSilence === false && { end_on_silence: false }),
        };
        socket.send(JSON.stringify(auth));
      };
      socket.onmessage = ({ data }) => {
        if (typeof data !== 'string') return;
        const event = JSON.parse(data) as LiveServerEvent;
        if (event.type === 'ready') {
          ready = true;
          conversation.face = event.face ?? null;
          conversation.emotion = event.emotion ?? 'normal';
          conversation.pictureUrl = this.client.mediaUrl(event.picture_url);
          resolve(conversation);
        } else conversation.handle(event);
      };
      socket.onclose = ({ code, reason }) => {
        if (!ready) reject(new LiveRefusedError(code, reason));
        conversation.closed(code, reason);
      };
      socket.onerror = () => undefined;
    });
  }
}

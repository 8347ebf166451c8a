import { recordingFileName } from '@rebond/vocabulary';
import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type {
  EmbedConsent,
  EmbedConsentRequest,
  EmbedContext,
  EmbedPublishableTokenRequest,
  EmbedSession,
  EmbedToken,
  EmbedTokenContinueRequest,
  EmbedTokenRequest,
} from '../contract/embed';
import type { JobStarted } from '../contract/jobs';
import { type SendMessageOptions, type SendTransport, type SentMessage, sendMessage } from '../videos/send';

/**
 * `/embed/*` for a clinic's website. The token calls mint a visitor token; every other call is
 * made with that token as the client's access token, from the page's origin:
 *
 * @example
 * // On the clinic's server (Node), with the key's secret from its environment:
 * const server = new RebondClient({ baseUrl: 'https://api.rebond.example' });
 * const { token } = await server.embed.createToken({ secret: process.env.REBOND_EMBED_SECRET!, origin: 'https://clinic.example' });
 * // In the page, with that token:
 * const visitor = new RebondClient({ baseUrl, tokens: memoryTokenStore({ access_token: token, refresh_token: '' }) });
 * await visitor.embed.consent({ granted: true, version: VISITOR_CONSENT_VERSION });
 * const session = await visitor.embed.startSession();
 * const reply = await visitor.embed.send(session.id, recording, { onProgress: console.log });
 */
export class EmbedResource {
  constructor(private readonly client: RebondClient) {}

  /** From the clinic's server: a visitor token for the key's secret (the server's `EMBED_TOKEN_TTL_SECONDS`, 10 minutes unless set, by default; at most an hour). */
  createToken(body: EmbedTokenRequest, options?: RequestOptions): ApiPromise<EmbedToken> {
    return this.client.call('createEmbedToken', { body }, options);
  }

  /** From a static page: a visitor token for a publishable key; the origin is the page's own. */
  createPublishableToken(
    body: EmbedPublishableTokenRequest,
    options?: RequestOptions,
  ): ApiPromise<EmbedToken> {
    return this.client.call('createPublishableEmbedToken', { body }, options);
  }

  /**
   * With the visitor's new token as the client's token: the new token continues the visit of
   * `previous_token` (expired or not, same key, avatar and origin). Answers the token to use.
   */
  continueToken(body: EmbedTokenContinueRequest, options?: RequestOptions): ApiPromise<EmbedToken> {
    return this.client.call('continueEmbedToken', { body }, options);
  }

  /** The avatar, the token's expiry, the consent text's version and the longest recording. */
  context(options?: RequestOptions): ApiPromise<EmbedContext> {
    return this.client.call('getEmbedContext', {}, options);
  }

  /** Stores the visitor's consent (needed before a session or a recording is accepted). */
  consent(body: EmbedConsentRequest, options?: RequestOptions): ApiPromise<EmbedConsent> {
    return this.client.call('createEmbedConsent', { body }, options);
  }

  /** Starts the visitor's session (or answers the one this token already has open). */
  startSession(options?: RequestOptions): ApiPromise<EmbedSession> {
    return this.client.call('createEmbedSession', {}, options);
  }

  /** Sends a recording, or a typed message; answers the first reply job. */
  createVideo(sessionId: string, message: Blob | string, options?: RequestOptions): ApiPromise<JobStarted> {
    const content =
      typeof message === 'string'
        ? { body: { session_id: sessionId, message_text: message } }
        : {
            body: { session_id: sessionId },
            files: { audio_file: { blob: message, name: recordingFileName(message.type) } },
          };
    return this.client.call('createEmbedVideo', content, options);
  }

  /**
   * Sends the visitor's message and waits for the avatar's reply, with progress: the same flow as
   * `videos.send`, through the embed calls. The reply's URLs are absolute.
   */
  send(
    sessionId: string,
    message: Blob | string,
    options: Omit<SendMessageOptions, 'sessionId' | 'audio' | 'text'> = {},
  ): Promise<SentMessage> {
    const content = typeof message === 'string' ? { text: message } : { audio: message };
    return sendMessage(this.client, { ...options, ...content, sessionId }, {}, this.#transport);
  }

  /** Ends the visitor's session. */
  close(sessionId: string, options?: RequestOptions): ApiPromise<EmbedSession> {
    return this.client.call('closeEmbedSession', { params: { id: sessionId } }, options);
  }

  readonly #transport: SendTransport = {
    create: (sessionId, message, options) => this.createVideo(sessionId, message, options),
    read: (jobId, options) =>
      this.client.call('getEmbedJob', { params: { id: jobId }, query: { page: 1, offset: 0 } }, options),
  };
}

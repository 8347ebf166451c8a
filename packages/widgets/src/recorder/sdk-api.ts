import {
  type EmbedErrorCode,
  isRebondError,
  memoryTokenStore,
  RebondClient,
  type RebondError,
  SendMessageError,
  type SendProgress,
} from '@rebond/sdk';
import { EmbedError, type EmbedErrorKind, type RecorderApi, type RecorderApiConfig } from './api';

/** A publishable key's token is renewed when it has less than this left. */
const RENEW_MARGIN_MS = 30_000;

const KIND_OF_CODE: Partial<Record<EmbedErrorCode, EmbedErrorKind>> = {
  token_expired: 'expired',
  key_revoked: 'revoked',
  key_expired: 'revoked',
  origin_not_allowed: 'origin',
  quota_reached: 'quota',
  avatar_not_ready: 'not_ready',
};

/** The kind of a failed API call, for the widget's message: from the server's code, else its status. */
function kindOf(error: RebondError): EmbedErrorKind {
  const known = error.code ? KIND_OF_CODE[error.code as EmbedErrorCode] : undefined;
  if (known) return known;
  if (error.code) return 'unknown';
  switch (error.status) {
    case 401:
      return 'expired';
    case 403:
      return (error.detail ?? '').includes('not allowed') ? 'origin' : 'unknown';
    case 413:
      return 'too_large';
    case 429:
      return 'quota';
    case 400:
      return (error.detail ?? '').includes('lasts') ? 'too_large' : 'unknown';
    default:
      return error.status === undefined ? 'network' : 'unknown';
  }
}

/** Any thrown value as an `EmbedError` (an abort passes through untouched). */
function toEmbedError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  const cause = error instanceof SendMessageError ? error.cause : error;
  if (isRebondError(cause)) {
    return new EmbedError(kindOf(cause), cause.detail ?? cause.message, {
      ...(cause.status ? { status: cause.status } : {}),
      cause,
    });
  }
  if (error instanceof SendMessageError)
    return new EmbedError('reply_failed', error.message, { cause: error });
  return new EmbedError('unknown', error instanceof Error ? error.message : String(error), { cause: error });
}

const isExpired = (error: unknown) => {
  const cause = error instanceof SendMessageError ? error.cause : error;
  return isRebondError(cause) && cause.code === 'token_expired';
};

/** When a token expires (its `exp`, read without checking: the server checks), or 0. */
function expiryOf(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * The `RecorderApi` over `@rebond/sdk`'s `embed` resource, with the visit's token:
 *
 * - `data-token`: the page's token. When it replaced another (`previousToken`), the first call
 *   continues that token's visit (`POST /embed/tokens/continue`): the same session, the consent
 *   already given.
 * - `data-key`: the widget trades its publishable key for a token, and renews it before it
 *   expires (and once more if the server says it has), continuing the visit each time, so a
 *   visitor who comes back after a long pause goes on where they were.
 *
 * Media URLs come back absolute, resolved against `data-api`.
 */
export function sdkRecorderApi(config: RecorderApiConfig): RecorderApi {
  const client = new RebondClient({
    baseUrl: config.baseUrl,
    tokens: memoryTokenStore(config.token ? { access_token: config.token, refresh_token: '' } : null),
  });
  let token = config.token;
  let expiresAt = token ? expiryOf(token) : 0;
  let previous = config.previousToken;
  let pending: Promise<void> | undefined;

  const use = (next: string, expires: string) => {
    token = next;
    expiresAt = new Date(expires).getTime();
    client.tokens.set({ access_token: next, refresh_token: '' });
  };

  /** Continues the visit of `previous` with the current token; a refusal leaves a new visit. */
  const continueVisit = async () => {
    const before = previous;
    previous = undefined;
    if (!before) return;
    try {
      const continued = await client.embed.continueToken({ previous_token: before });
      use(continued.token, continued.expires_at);
    } catch (error) {
      // The previous token was for another key or website, or too old: this token starts a new visit.
      if (!isRebondError(error) || error.status === undefined || error.status >= 500) throw error;
    }
  };

  const renew = async () => {
    if (config.publishableKey && (!token || expiresAt - Date.now() < RENEW_MARGIN_MS)) {
      const minted = await client.embed.createPublishableToken({
        publishable_key: config.publishableKey,
        ...(config.avatarId ? { avatar_id: config.avatarId } : {}),
      });
      previous = token;
      use(minted.token, minted.expires_at);
    }
    await continueVisit();
  };

  /** A token good for the next call (one renewal at a time). */
  const ready = (force = false) => {
    if (force) expiresAt = 0;
    pending ??= renew().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  /**
   * Runs one call with a good token. With a key, the token is also renewed while the call lasts (a
   * reply is polled for a while), and a call refused as expired (the page's clock is off) is made
   * once more; a send is not, since its message may have arrived.
   */
  const mapped = async <T>(call: () => PromiseLike<T>, repeatable = true): Promise<T> => {
    const keepFresh = config.publishableKey
      ? setInterval(() => void ready().catch(() => {}), 5000)
      : undefined;
    try {
      await ready();
      try {
        return await call();
      } catch (error) {
        if (!config.publishableKey || !repeatable || !isExpired(error)) throw error;
        await ready(true);
        return await call();
      }
    } catch (error) {
      throw toEmbedError(error);
    } finally {
      clearInterval(keepFresh);
    }
  };

  return {
    context: (signal) =>
      mapped(async () => {
        const context = await client.embed.context(signal ? { signal } : {});
        return {
          ...context,
          avatar: { ...context.avatar, image_url: client.mediaUrl(context.avatar.image_url) },
        };
      }),
    consent: (input) =>
      mapped(async () => {
        await client.embed.consent(input);
      }),
    startSession: () => mapped(() => client.embed.startSession()),
    send: (sessionId, audio, { onProgress, signal }) =>
      mapped(async () => {
        const reply = await client.embed.send(sessionId, audio, {
          ...(signal ? { signal } : {}),
          onProgress: (progress: SendProgress) =>
            onProgress?.({
              stage: progress.phase === 'uploading' ? 'uploading' : progress.stage,
              percent: progress.percent,
            }),
        });
        return {
          video_url: reply.videoUrl,
          poster_url: null,
          // The server's WebVTT is on the API's origin: a <track> on the clinic's page may not load
          // it without CORS on media, so the widget builds the same captions from the script.
          captions_url: null,
          avatar_script: reply.avatarScript ?? '',
          user_transcript: reply.userTranscript ?? '',
        };
      }, false),
    close: (sessionId) =>
      mapped(async () => {
        await client.embed.close(sessionId);
      }),
  };
}

import {
  isRebondError,
  memoryTokenStore,
  RebondClient,
  type RebondError,
  SendMessageError,
  type SendProgress,
} from '@rebond/sdk';
import { EmbedError, type EmbedErrorKind, type RecorderApi, type RecorderApiConfig } from './api';

/** The kind of a failed API call, for the widget's message. */
function kindOf(error: RebondError): EmbedErrorKind {
  const detail = (error.detail ?? '').toLowerCase();
  switch (error.status) {
    case 401:
      return detail.includes('revoked') || detail.includes('key has expired') || detail.includes('not valid')
        ? 'revoked'
        : 'expired';
    case 403:
      return detail.includes('not allowed') ? 'origin' : 'unknown';
    case 413:
      return 'too_large';
    case 429:
      return 'quota';
    case 400:
      return detail.includes('lasts') ? 'too_large' : 'unknown';
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

const mapped = async <T>(call: () => PromiseLike<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw toEmbedError(error);
  }
};

/**
 * The `RecorderApi` over `@rebond/sdk`'s `embed` resource: a token from `data-token`, or one the
 * widget trades its `data-key` (a publishable key) for on the first call. Media URLs come back
 * absolute, resolved against `data-api`.
 */
export function sdkRecorderApi(config: RecorderApiConfig): RecorderApi {
  const client = new RebondClient({
    baseUrl: config.baseUrl,
    tokens: memoryTokenStore(config.token ? { access_token: config.token, refresh_token: '' } : null),
  });
  let ready: Promise<void> | undefined;
  const withToken = () => {
    if (config.token || !config.publishableKey) return Promise.resolve();
    ready ??= Promise.resolve(
      client.embed
        .createPublishableToken({
          publishable_key: config.publishableKey,
          ...(config.avatarId ? { avatar_id: config.avatarId } : {}),
        })
        .then(({ token }) => client.tokens.set({ access_token: token, refresh_token: '' })),
    ).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  return {
    context: (signal) =>
      mapped(async () => {
        await withToken();
        const context = await client.embed.context(signal ? { signal } : {});
        return {
          ...context,
          avatar: { ...context.avatar, image_url: client.mediaUrl(context.avatar.image_url) },
        };
      }),
    consent: (input) =>
      mapped(async () => {
        await withToken();
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
      }),
    close: (sessionId) =>
      mapped(async () => {
        await client.embed.close(sessionId);
      }),
  };
}

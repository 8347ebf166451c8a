import { MAX_EMBED_TOKEN_SECONDS, MIN_EMBED_TOKEN_SECONDS, VIDEO_MESSAGE_TEXT_MAX } from '@rebond/vocabulary';
import { z } from 'zod';
import { Id, Timestamp } from './common';

/**
 * An allowed origin of an embed key: `https://host[:port]` exactly, or `https://*.host` for every
 * subdomain of a host. `http://localhost` and `http://127.0.0.1` (any port) are allowed for
 * development. No paths, no other wildcards.
 */
export const EmbedOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)$/,
    'origins are https://host[:port] or https://*.host (http only for localhost), without a path',
  );

export const EmbedKeyCreateRequest = z
  .object({
    name: z.string().trim().min(1).max(100),
    /** The avatars the key may use (the coach's own, active ones). */
    avatar_ids: z.array(Id).min(1).max(20),
    allowed_origins: z.array(EmbedOrigin).min(1).max(20),
    /** When the key stops working; none means until revoked. */
    expires_at: z.iso.datetime({ offset: true }).optional(),
    /** How many embed sessions the key may start per day (UTC). @default 50 */
    daily_session_quota: z.number().int().min(1).max(10_000).default(50),
  })
  .meta({ id: 'EmbedKeyCreateRequest' });
export type EmbedKeyCreateRequest = z.input<typeof EmbedKeyCreateRequest>;

/** An embed key as its owner sees it (never its secret, which is shown once at creation). */
export const EmbedKey = z
  .object({
    id: Id,
    name: z.string(),
    /** The publishable key id (`pk_...`), safe in a static page: it works only from the allowed origins. */
    publishable_key: z.string(),
    avatar_ids: z.array(Id),
    allowed_origins: z.array(z.string()),
    expires_at: Timestamp.nullable(),
    daily_session_quota: z.number().int(),
    revoked_at: Timestamp.nullable(),
    created_at: Timestamp,
    /** Embed sessions started with this key since the first of this month (UTC). */
    sessions_this_month: z.number().int(),
  })
  .meta({ id: 'EmbedKey' });
export type EmbedKey = z.infer<typeof EmbedKey>;

/** The answer of key creation: the key and its secret, shown this once (only a hash is stored). */
export const EmbedKeyCreated = EmbedKey.extend({
  secret: z.string().meta({ description: 'The secret (sk_...): keep it on your server; shown once' }),
}).meta({ id: 'EmbedKeyCreated' });
export type EmbedKeyCreated = z.infer<typeof EmbedKeyCreated>;

export const EmbedKeyList = z.array(EmbedKey).meta({ id: 'EmbedKeyList' });

/** A clinic's server asks for a visitor token with the key's secret (recommended flow). */
export const EmbedTokenRequest = z
  .object({
    secret: z.string().min(10).max(200),
    /** The avatar the visitor talks to; the key's first avatar when omitted. */
    avatar_id: Id.optional(),
    /** The page's origin, one of the key's allowed origins. */
    origin: EmbedOrigin,
    /** How long the token lives, in seconds; the server's `EMBED_TOKEN_TTL_SECONDS` (600 unless set) when omitted. */
    ttl_seconds: z.number().int().min(MIN_EMBED_TOKEN_SECONDS).max(MAX_EMBED_TOKEN_SECONDS).optional(),
  })
  .meta({ id: 'EmbedTokenRequest' });
export type EmbedTokenRequest = z.input<typeof EmbedTokenRequest>;

/** A static page asks for a visitor token with the publishable key; the origin is the request's. */
export const EmbedPublishableTokenRequest = z
  .object({
    publishable_key: z.string().min(4).max(100),
    avatar_id: Id.optional(),
  })
  .meta({ id: 'EmbedPublishableTokenRequest' });
export type EmbedPublishableTokenRequest = z.input<typeof EmbedPublishableTokenRequest>;

/**
 * A visitor's new token continues the visit of the token it follows (expired or not, from the same
 * key, avatar and origin): the same session, the consent already given.
 */
export const EmbedTokenContinueRequest = z
  .object({ previous_token: z.string().min(10).max(2000) })
  .meta({ id: 'EmbedTokenContinueRequest' });
export type EmbedTokenContinueRequest = z.input<typeof EmbedTokenContinueRequest>;

/** A short-lived visitor token, scoped to one key, one avatar and one origin. */
export const EmbedToken = z
  .object({
    token: z.string(),
    expires_at: Timestamp,
    avatar_id: Id,
    origin: z.string(),
  })
  .meta({ id: 'EmbedToken' });
export type EmbedToken = z.infer<typeof EmbedToken>;

/**
 * What the widget needs to start: the avatar, how long the token lasts, the consent text's version,
 * and what would refuse the visitor's first Send, told before they record.
 */
export const EmbedContext = z
  .object({
    avatar: z.object({
      id: Id,
      name: z.string(),
      image_url: z.string().nullable(),
    }),
    expires_at: Timestamp,
    consent_version: z.string(),
    max_seconds: z.number().int(),
    /** The key's daily quota is spent and this visit has no session yet: a session cannot start today. */
    quota_reached: z.boolean(),
    /** The avatar can answer now (false while it is being made again or was switched off). */
    avatar_ready: z.boolean(),
  })
  .meta({ id: 'EmbedContext' });
export type EmbedContext = z.infer<typeof EmbedContext>;

/** The visitor's consent to recording and AI processing, with the version of the text shown. */
export const EmbedConsentRequest = z
  .object({ granted: z.boolean(), version: z.string().trim().min(1).max(50) })
  .meta({ id: 'EmbedConsentRequest' });
export type EmbedConsentRequest = z.input<typeof EmbedConsentRequest>;

export const EmbedConsent = z
  .object({ id: Id, granted: z.boolean(), version: z.string(), timestamp: Timestamp })
  .meta({ id: 'EmbedConsent' });
export type EmbedConsent = z.infer<typeof EmbedConsent>;

/** A visitor's practice session. */
export const EmbedSession = z
  .object({ id: Id, avatar_id: Id, started_at: Timestamp, ended_at: Timestamp.nullable() })
  .meta({ id: 'EmbedSession' });
export type EmbedSession = z.infer<typeof EmbedSession>;

/** Multipart fields of `POST /embed/videos` (the recording travels as the `audio_file` part). */
export const EmbedVideoFields = z.object({
  session_id: Id,
  message_text: z.string().trim().min(1).max(VIDEO_MESSAGE_TEXT_MAX).optional(),
});

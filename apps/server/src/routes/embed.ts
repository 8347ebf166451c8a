import { randomUUID } from 'node:crypto';
import { type EmbedSession, VISITOR_CONSENT_VERSION } from '@rebond/sdk';
import { MAX_RECORDING_SECONDS } from '@rebond/vocabulary';
import type { Context } from 'hono';
import { audit } from '../audit';
import { twoFactorEnabled } from '../auth/two-factor';
import type { Queryable } from '../db/database';
import { embedAccess, originRefused } from '../embed/access';
import {
  type EmbedKeyRow,
  hashSecret,
  keyUnusable,
  newPublishableKey,
  newSecret,
  sessionsToday,
  toEmbedKey,
} from '../embed/keys';
import { originAllowed } from '../embed/origins';
import { WindowLimiter } from '../embed/rate-limit';
import { type EmbedClaims, embedUnauthorized, signEmbedToken, verifyEmbedToken } from '../embed/tokens';
import { type AppEnv, callerId, clientIp } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import type { JobRow } from '../jobs/queue';
import { JobWords } from '../jobs/sealed-words';
import type { MediaVisit } from '../media/storage';
import type { Services } from '../services';
import { closeSession } from '../sessions/close-session';
import {
  avatarImageId,
  findAvatar,
  findSession,
  isAvatarActive,
  SESSION_JOB_TYPES,
  type SessionRecord,
  toJob,
} from '../sessions/records';
import { startReply } from '../sessions/start-reply';

/** The 429 detail when a key has started its daily number of sessions. */
export const QUOTA_REACHED = "This practice space has reached today's limit. Please try again tomorrow.";
/** The 403 detail for a recording or session before the visitor consented. */
export const CONSENT_REQUIRED = 'Please agree to the recording and AI processing first.';
/** The 403 detail (code `avatar_not_ready`) while the avatar cannot answer. */
export const AVATAR_NOT_READY = 'This avatar is not ready yet.';

const quotaReached = () => new ApiError(429, QUOTA_REACHED, {}, 'quota_reached');
const consentRequired = () => new ApiError(403, CONSENT_REQUIRED, {}, 'consent_required');
const avatarNotReady = () => new ApiError(403, AVATAR_NOT_READY, {}, 'avatar_not_ready');

const tooMany = (seconds: number) =>
  new ApiError(
    429,
    'Too many requests. Please wait a moment and try again.',
    { 'retry-after': String(seconds) },
    'too_many_requests',
  );

/** The key and visit a visitor's media links are bound to (they end with either). */
const visitOf = (claims: EmbedClaims): MediaVisit => ({ key: claims.keyId, visit: claims.visitId });

const iso = (value: Date | string) => new Date(value).toISOString();
const toEmbedSession = (row: SessionRecord): EmbedSession => ({
  id: row.id,
  avatar_id: row.avatar_id,
  started_at: iso(row.started_at),
  ended_at: row.ended_at ? iso(row.ended_at) : null,
});

/**
 * `/embed/*`: clinics put the recorder on their own websites.
 *
 * - Coaches manage keys (`/embed/keys`): a name, the avatars it may use, the allowed origins, an
 *   optional expiry and a daily session quota. The secret (`sk_...`) is answered once and stored
 *   hashed; the publishable key (`pk_...`) works only from the allowed origins.
 * - A clinic's server trades the secret for a visitor token (`POST /embed/tokens`,
 *   `EMBED_TOKEN_TTL_SECONDS` by default, at most an hour), scoped to one avatar and one origin; a
 *   static page trades the publishable key (`POST /embed/tokens/publishable`, the origin is the
 *   request's, rate-limited per key and per address). A new token continues the visit of the one
 *   it follows (`POST /embed/tokens/continue`): the consent and the session belong to the visit,
 *   not to one token, so a visit outlives its tokens.
 * - With the token, a visitor reads the context, consents, starts one session (counted against
 *   the quota), sends recordings, reads the reply jobs of that session only, and ends it. The
 *   session belongs to the key's coach and shows in the coach's history with the key's name and
 *   the site.
 */
export function embedHandlers(
  services: Services,
): RouteHandlers<
  | 'createEmbedKey'
  | 'listEmbedKeys'
  | 'revokeEmbedKey'
  | 'createEmbedToken'
  | 'createPublishableEmbedToken'
  | 'continueEmbedToken'
  | 'getEmbedContext'
  | 'createEmbedConsent'
  | 'createEmbedSession'
  | 'createEmbedVideo'
  | 'getEmbedJob'
  | 'closeEmbedSession'
> {
  const { db, media, config } = services;
  // This server's own windows, on its clock (several servers in one process count apart).
  // Publishable-key token minting, per key and per address (a spoofed Origin is bounded by these and the quota).
  const perKey = new WindowLimiter(60, 60_000, config.clock);
  const perAddress = new WindowLimiter(10, 60_000, config.clock);
  // Consent and session writes per visit: a visitor answers consent and starts a session a few times at most.
  const perVisitWrites = new WindowLimiter(20, 60_000, config.clock);

  const listKeys = (q: Queryable, userId: string, id?: string) =>
    q.query<EmbedKeyRow>(
      `SELECT k.*, (SELECT count(*) FROM sessions s
                     WHERE s.embed_key_id = k.id
                       AND s.started_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                   ) AS sessions_this_month
         FROM embed_keys k WHERE k.user_id = $1 ${id ? 'AND k.id = $2' : ''} ORDER BY k.created_at DESC`,
      id ? [userId, id] : [userId],
    );

  /** A token for one of the key's avatars, which must still be the coach's and active. */
  const mint = async (
    c: Context<AppEnv>,
    key: EmbedKeyRow,
    origin: string,
    avatarId?: string,
    ttl = config.embedTokenTtlSeconds,
  ) => {
    const unusable = keyUnusable(key);
    if (unusable) throw unusable;
    if (!originAllowed(origin, key.allowed_origins)) throw originRefused();
    const avatar = avatarId ?? key.avatar_ids[0];
    if (!avatar || !key.avatar_ids.includes(avatar))
      throw new ApiError(403, 'This embed key may not use that avatar.');
    const row = await findAvatar(db, services.keys, key.user_id, avatar);
    if (!row) throw notFound('Avatar not found');
    if (!isAvatarActive(row)) throw avatarNotReady();
    const { token, expiresAt } = await signEmbedToken(config, {
      keyId: key.id,
      avatarId: avatar,
      origin,
      ttlSeconds: ttl,
    });
    await audit(db, {
      actorId: null,
      action: 'embed.token',
      recordType: 'embed_key',
      recordId: key.id,
      ip: clientIp(c),
    });
    return { token, expires_at: expiresAt.toISOString(), avatar_id: avatar, origin };
  };

  /** The visitor's session, named by id: only one this visit started (`embed_token_id` holds the visit's id). */
  const ownSession = async (c: Context<AppEnv>, id: string) => {
    const { claims, key } = embedAccess(c);
    const row = await findSession(db, services.keys, key.user_id, id);
    if (!row || row.embed_token_id !== claims.visitId) throw notFound('Session not found');
    return row;
  };

  /** The visit's latest consent answer (`embed_consents.token_id` holds the visit's id). */
  const consented = async (visitId: string) => {
    const [latest] = await db.query<{ granted: boolean }>(
      'SELECT granted FROM embed_consents WHERE token_id = $1 ORDER BY created_at DESC, id LIMIT 1',
      [visitId],
    );
    return latest?.granted === true;
  };

  const openSession = async (q: Queryable, visitId: string) => {
    const [open] = await q.query<{ id: string }>(
      'SELECT id FROM sessions WHERE embed_token_id = $1 AND ended_at IS NULL LIMIT 1',
      [visitId],
    );
    return open;
  };

  const limitWrites = (visitId: string) => {
    const wait = perVisitWrites.hit(visitId);
    if (wait > 0) throw tooMany(wait);
  };

  return {
    createEmbedKey: async (c, { body }) => {
      const userId = callerId(c);
      if (config.require2faForEmbedKeys && !(await twoFactorEnabled(db, userId))) {
        throw new ApiError(403, 'Turn on two-factor sign-in (Settings) before creating embed keys');
      }
      for (const avatarId of body.avatar_ids) {
        const avatar = await findAvatar(db, services.keys, userId, avatarId);
        if (!avatar) throw notFound('Avatar not found');
      }
      if (body.expires_at && new Date(body.expires_at) <= new Date()) {
        throw new ApiError(400, 'expires_at: choose a time in the future');
      }
      const secret = newSecret();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO embed_keys (id, user_id, name, publishable_key, secret_hash, avatar_ids, allowed_origins,
                                   expires_at, daily_session_quota)
           VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::text[], $8, $9)`,
          [
            id,
            userId,
            body.name,
            newPublishableKey(),
            hashSecret(secret),
            [...new Set(body.avatar_ids)],
            [...new Set(body.allowed_origins)],
            body.expires_at ?? null,
            body.daily_session_quota,
          ],
        );
        await audit(tx, {
          actorId: userId,
          action: 'create',
          recordType: 'embed_key',
          recordId: id,
          ip: clientIp(c),
        });
      });
      const [row] = await listKeys(db, userId, id);
      if (!row) throw new Error('INSERT returned no row');
      return { ...toEmbedKey(row), secret };
    },

    listEmbedKeys: async (c) => (await listKeys(db, callerId(c))).map(toEmbedKey),

    revokeEmbedKey: async (c, { params: { id } }) => {
      const userId = callerId(c);
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          'UPDATE embed_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id',
          [id, userId],
        );
        if (!row) throw notFound('Embed key not found');
        await audit(tx, {
          actorId: userId,
          action: 'revoke',
          recordType: 'embed_key',
          recordId: id,
          ip: clientIp(c),
        });
      });
      return { detail: 'Embed key revoked' };
    },

    createEmbedToken: async (c, { body }) => {
      const [key] = await db.query<EmbedKeyRow>('SELECT * FROM embed_keys WHERE secret_hash = $1', [
        hashSecret(body.secret),
      ]);
      if (!key) throw embedUnauthorized('This embed key secret is not valid.', 'key_revoked');
      return mint(c, key, body.origin, body.avatar_id, body.ttl_seconds);
    },

    createPublishableEmbedToken: async (c, { body }) => {
      const origin = c.req.header('origin');
      const wait = Math.max(perAddress.hit(clientIp(c)), perKey.hit(body.publishable_key));
      if (wait > 0) throw tooMany(wait);
      const [key] = await db.query<EmbedKeyRow>('SELECT * FROM embed_keys WHERE publishable_key = $1', [
        body.publishable_key,
      ]);
      if (!key) throw embedUnauthorized('This embed key is not valid.', 'key_revoked');
      if (!origin) throw originRefused();
      return mint(c, key, origin.toLowerCase(), body.avatar_id);
    },

    continueEmbedToken: async (c, { body }) => {
      const { claims } = embedAccess(c);
      // A token that expired within the idle time still names its visit; after it, the visit is over.
      const previous = await verifyEmbedToken(config, body.previous_token, config.embedVisitIdleSeconds);
      if (
        previous.keyId !== claims.keyId ||
        previous.origin !== claims.origin ||
        previous.avatarId !== claims.avatarId
      ) {
        throw new ApiError(
          403,
          'The previous token is for another key, website or avatar.',
          {},
          'token_invalid',
        );
      }
      const ttlSeconds = Math.max(
        1,
        Math.floor((claims.expiresAt.getTime() - config.clock.now().getTime()) / 1000),
      );
      const { token, expiresAt } = await signEmbedToken(config, {
        keyId: claims.keyId,
        avatarId: claims.avatarId,
        origin: claims.origin,
        ttlSeconds,
        visitId: previous.visitId,
      });
      return {
        token,
        expires_at: expiresAt.toISOString(),
        avatar_id: claims.avatarId,
        origin: claims.origin,
      };
    },

    getEmbedContext: async (c) => {
      const { claims, key } = embedAccess(c);
      const avatar = await findAvatar(db, services.keys, key.user_id, claims.avatarId);
      if (!avatar) throw notFound('Avatar not found');
      const imageId = avatarImageId(avatar);
      const quotaReached =
        !(await openSession(db, claims.visitId)) &&
        (await sessionsToday(db, key.id)) >= key.daily_session_quota;
      return {
        avatar: {
          id: avatar.id,
          name: avatar.avatar_name,
          // The widget shows it at 48 px: the small variant, not the 512 px working photo.
          image_url: imageId ? media.signedUrl(imageId, { visit: visitOf(claims), variant: 'small' }) : null,
        },
        expires_at: claims.expiresAt.toISOString(),
        consent_version: VISITOR_CONSENT_VERSION,
        max_seconds: MAX_RECORDING_SECONDS,
        quota_reached: quotaReached,
        avatar_ready: isAvatarActive(avatar),
      };
    },

    createEmbedConsent: async (c, { body }) => {
      const { claims, key } = embedAccess(c);
      limitWrites(claims.visitId);
      const id = randomUUID();
      const open = await openSession(db, claims.visitId);
      const [row] = await db.query<{ created_at: Date | string }>(
        `INSERT INTO embed_consents (id, embed_key_id, token_id, session_id, granted, version)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING created_at`,
        [id, key.id, claims.visitId, open?.id ?? null, body.granted, body.version],
      );
      return {
        id,
        granted: body.granted,
        version: body.version,
        timestamp: iso(row?.created_at ?? new Date()),
      };
    },

    createEmbedSession: async (c) => {
      const { claims, key } = embedAccess(c);
      limitWrites(claims.visitId);
      if (!(await consented(claims.visitId))) throw consentRequired();
      const avatar = await findAvatar(db, services.keys, key.user_id, claims.avatarId);
      if (!avatar || !isAvatarActive(avatar)) throw avatarNotReady();
      const id = await db.transaction(async (tx) => {
        // The key's row lock makes the quota exact when visitors start sessions at the same moment.
        await tx.query('SELECT id FROM embed_keys WHERE id = $1 FOR UPDATE', [key.id]);
        const open = await openSession(tx, claims.visitId);
        if (open) return open.id;
        if ((await sessionsToday(tx, key.id)) >= key.daily_session_quota) throw quotaReached();
        const created = randomUUID();
        await tx.query(
          `INSERT INTO sessions (id, user_id, avatar_id, dynamic_session, emotion, embed_key_id, embed_key_name,
                                 embed_origin, embed_token_id)
           VALUES ($1, $2, $3, true, 'normal', $4, $5, $6, $7)`,
          [created, key.user_id, avatar.id, key.id, key.name, claims.origin, claims.visitId],
        );
        await tx.query(
          'UPDATE embed_consents SET session_id = $1 WHERE token_id = $2 AND session_id IS NULL',
          [created, claims.visitId],
        );
        await audit(tx, {
          actorId: null,
          action: 'embed.session',
          recordType: 'session',
          recordId: created,
          ip: clientIp(c),
        });
        return created;
      });
      return toEmbedSession(await ownSession(c, id));
    },

    createEmbedVideo: async (c, { body: { session_id, message_text }, files }) => {
      const { claims } = embedAccess(c);
      const session = await ownSession(c, session_id);
      if (!(await consented(claims.visitId))) throw consentRequired();
      const jobId = await startReply(services, session, {
        ...(message_text === undefined ? {} : { message_text }),
        audio: files.audio_file,
        ip: clientIp(c),
        actorId: null,
      });
      return { job_id: jobId, status: 'pending' };
    },

    getEmbedJob: async (c, { params: { id } }) => {
      const { claims } = embedAccess(c);
      const [row] = await db.query<JobRow>(
        `SELECT j.* FROM jobs j JOIN sessions s ON s.id = j.session_id
          WHERE j.id = $1 AND s.embed_token_id = $2 AND j.type = ANY($3::text[])`,
        [id, claims.visitId, SESSION_JOB_TYPES],
      );
      if (!row) throw notFound('Job not found');
      return toJob(await new JobWords(services.keys).openRow(row), media, visitOf(claims));
    },

    closeEmbedSession: async (c, { params: { id } }) => {
      const row = await ownSession(c, id);
      await closeSession(services, row, { actorId: null, ip: clientIp(c) });
      return toEmbedSession(await ownSession(c, id));
    },
  };
}

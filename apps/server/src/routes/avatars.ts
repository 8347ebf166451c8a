import { randomUUID } from 'node:crypto';
import { VOICE_SAMPLE_MAX_SECONDS } from '@rebond/vocabulary';
import type { Context } from 'hono';
import { audit } from '../audit';
import {
  AVATAR_JOB_TYPES,
  type AvatarJobType,
  type AvatarRow,
  CREATION_STATUS,
  ownedAvatar,
  SESSION_COUNT,
  toAvatar,
  toAvatarJob,
} from '../avatars/records';
import { formulationOfProfile, openAvatar } from '../avatars/sealed-avatar';
import { eraseAvatar } from '../erasure/erase';
import { type AppEnv, callerId, clientIp } from '../http/context';
import { notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { keyset, toPage } from '../http/pagination';
import type { JobRow } from '../jobs/queue';
import { checkAudioLength } from '../media/audio-length';
import { takeUpload } from '../media/uploads';
import type { Services } from '../services';

/**
 * `/avatars/*` (spec section 7): the caller's avatars and the jobs that build them. Every record
 * belongs to its user: another user's avatar or job answers 404 exactly like a missing one.
 *
 * Answers: `Avatar` (create 201, get, update), `Avatar[]` (by_user, newest first),
 * `{ detail }` (delete: its sessions stay unless `?delete_sessions=true`), `{ job_id, status: 'processing' }` (the four job calls, 202) and `Job`
 * (`a_job`). Job types and their `job_data` are described in `avatars/jobs.ts`.
 */
export function avatarHandlers(
  services: Services,
): RouteHandlers<
  | 'createAvatar'
  | 'listAvatars'
  | 'getAvatar'
  | 'updateAvatar'
  | 'deleteAvatar'
  | 'createEmotionalAvatars'
  | 'cloneVoice'
  | 'generateVoicePreview'
  | 'createVoiceFromPreview'
  | 'getAvatarJob'
> {
  const { db, media, jobs, keys } = services;
  /** The row with its profile and formulation in clear (sealed with the owner's data key when stored). */
  const opened = <T extends AvatarRow>(row: T): Promise<T> => openAvatar(keys, row);

  const auditEntry = (c: Context<AppEnv>, action: string, recordType: string, recordId: string) => ({
    actorId: callerId(c),
    action,
    recordType,
    recordId,
    ip: clientIp(c),
  });

  /**
   * Starts an avatar job in one transaction: checks the avatar is the caller's, saves the upload
   * when there is one (its media id goes into the payload under `uploadKey`), queues the job and
   * audits it. Answers the job id (the route's status is 202).
   */
  const startJob = async (
    c: Context<AppEnv>,
    job: {
      type: AvatarJobType;
      avatarId: string;
      payload: Record<string, unknown>;
      upload?: { bytes: Uint8Array; contentType: string; kind: string; payloadKey: string };
    },
  ) => {
    const userId = callerId(c);
    const jobId = await db.transaction(async (tx) => {
      await ownedAvatar(tx, userId, job.avatarId);
      const payload = { ...job.payload };
      if (job.upload) {
        const saved = await media.save(tx, {
          userId,
          kind: job.upload.kind,
          contentType: job.upload.contentType,
          bytes: job.upload.bytes,
        });
        payload[job.upload.payloadKey] = saved.id;
      }
      const id = await jobs.enqueue(tx, { type: job.type, userId, avatarId: job.avatarId, payload });
      await audit(tx, auditEntry(c, 'create', `${job.type}_job`, id));
      return id;
    });
    return { job_id: jobId, status: 'processing' as const };
  };

  return {
    createAvatar: async (c, { body }) => {
      const userId = callerId(c);
      const profile = await keys.seal(userId, body.character_profile ?? null);
      const formulation = await formulationOfProfile(keys, userId, body.character_profile);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.query<AvatarRow>(
          `INSERT INTO avatars (id, user_id, avatar_name, character_profile, case_formulation)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [randomUUID(), userId, body.avatar_name, profile, formulation],
        );
        if (!created) throw new Error('INSERT returned no row');
        await audit(tx, auditEntry(c, 'create', 'avatar', created.id));
        return created;
      });
      return toAvatar(await opened(row), media);
    },

    listAvatars: async (c, { query }) => {
      const set = keyset({ at: 'created_at', id: 'id', direction: 'desc' }, query, 2);
      const rows = await db.query<AvatarRow & { page_key: string }>(
        `SELECT ${set.column}, *, ${CREATION_STATUS}, ${SESSION_COUNT} FROM avatars WHERE user_id = $1 AND ${set.where} ${set.tail}`,
        [callerId(c), ...set.params],
      );
      const clear = await Promise.all(rows.map(opened));
      return toPage(clear, set.limit, (row) => toAvatar(row, media));
    },

    getAvatar: async (c, { params }) =>
      toAvatar(await opened(await ownedAvatar(db, callerId(c), params.id)), media),

    updateAvatar: async (c, { params: { id }, body }) => {
      const userId = callerId(c);
      const profile = await keys.seal(userId, body.character_profile);
      const formulation = await formulationOfProfile(keys, userId, body.character_profile);
      const row = await db.transaction(async (tx) => {
        await ownedAvatar(tx, userId, id, { forUpdate: true });
        const [updated] = await tx.query<AvatarRow>(
          `UPDATE avatars SET character_profile = $3, case_formulation = $4, case_formulation_edited_at = NULL,
             updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING *, ${CREATION_STATUS}, ${SESSION_COUNT}`,
          [id, userId, profile, formulation],
        );
        await audit(tx, auditEntry(c, 'update', 'avatar', id));
        return updated;
      });
      if (!row) throw notFound('Avatar not found');
      return toAvatar(await opened(row), media);
    },

    deleteAvatar: async (c, { params: { id }, query }) => {
      const userId = callerId(c);
      const deleteSessions = query.delete_sessions === true;
      const erased = await eraseAvatar(services, { userId, avatarId: id, ip: clientIp(c), deleteSessions });
      if (!erased) throw notFound('Avatar not found');
      const n = erased.sessions;
      return {
        detail:
          n === 0
            ? 'Avatar deleted'
            : `Avatar deleted; ${n} session${n === 1 ? '' : 's'} ${deleteSessions ? 'deleted' : 'kept'}`,
      };
    },

    createEmotionalAvatars: async (c, { body: { avatar_id }, files }) => {
      await ownedAvatar(db, callerId(c), avatar_id);
      const upload = await takeUpload(files, 'file', 'image');
      return startJob(c, {
        type: 'avatar_creation',
        avatarId: avatar_id,
        payload: {},
        upload: { ...upload, kind: 'avatar_upload', payloadKey: 'upload_media_id' },
      });
    },

    cloneVoice: async (c, { body: fields, files }) => {
      await ownedAvatar(db, callerId(c), fields.avatar_id);
      const upload = await takeUpload(files, 'audio_file', 'audio');
      await checkAudioLength(upload.bytes, {
        field: 'audio_file',
        what: 'voice sample',
        limitSeconds: VOICE_SAMPLE_MAX_SECONDS,
        ffmpeg: services.engine.describe().ffmpeg,
      });
      return startJob(c, {
        type: 'voice_cloning',
        avatarId: fields.avatar_id,
        payload: { remove_background_noise: fields.remove_background_noice },
        upload: { ...upload, kind: 'voice_sample', payloadKey: 'sample_media_id' },
      });
    },

    generateVoicePreview: async (c, { body }) =>
      startJob(c, {
        type: 'voice_preview',
        avatarId: body.avatar_id,
        payload: { description: body.voice_description, language: body.language },
      }),

    createVoiceFromPreview: async (c, { body }) =>
      startJob(c, {
        type: 'voice_from_preview',
        avatarId: body.avatar_id,
        payload: { generated_voice_id: body.generated_voice_id, description: body.voice_description },
      }),

    getAvatarJob: async (c, { params: { id } }) => {
      const [row] = await db.query<JobRow>(
        'SELECT * FROM jobs WHERE id = $1 AND user_id = $2 AND type = ANY($3::text[])',
        [id, callerId(c), [...AVATAR_JOB_TYPES]],
      );
      if (!row) throw notFound('Job not found');
      return toAvatarJob(row, media);
    },
  };
}

import { randomUUID } from 'node:crypto';
import {
  AvatarCreateRequest,
  AvatarPhotoFields,
  AvatarUpdateRequest,
  JobQuery,
  VoiceCloneFields,
  VoiceFromPreviewRequest,
  VoicePreviewRequest,
} from '@rebond/sdk';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audit } from '../audit';
import {
  AVATAR_JOB_TYPES,
  type AvatarJobType,
  type AvatarRow,
  avatarMediaIds,
  ownedAvatar,
  toAvatar,
  toAvatarJob,
} from '../avatars/records';
import { type AppEnv, callerId, clientIp, requireAuth, type Services } from '../http/context';
import { notFound } from '../http/errors';
import { idParam, jsonBody, parseWith, queryOf } from '../http/validate';
import type { JobRow } from '../jobs/queue';
import { multipartForm, takeUpload } from '../media/uploads';

/**
 * `/avatars/*` (spec section 7): the caller's avatars and the jobs that build them. Every record
 * belongs to its user: another user's avatar or job answers 404 exactly like a missing one.
 *
 * Answers: `Avatar` (create 201, get, update), `Avatar[]` (by_user, newest first),
 * `{ detail }` (delete), `{ job_id, status: 'processing' }` (the four job calls, 202) and `Job`
 * (`a_job`). Job types and their `job_data` are described in `avatars/jobs.ts`.
 */
export function avatarRoutes(services: Services) {
  const { db, media, jobs } = services;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(services));

  const auditEntry = (c: Context<AppEnv>, action: string, recordType: string, recordId: string) => ({
    actorId: callerId(c),
    action,
    recordType,
    recordId,
    ip: clientIp(c),
  });

  /** The answer of the four calls that start a job. */
  /**
   * Starts an avatar job in one transaction: checks the avatar is the caller's, saves the upload
   * when there is one (its media id goes into the payload under `uploadKey`), queues the job and
   * audits it. Answers 202 with the job id.
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
    return c.json({ job_id: jobId, status: 'processing' as const }, 202);
  };

  app.post('/create_avatar', async (c) => {
    const body = await jsonBody(c, AvatarCreateRequest);
    const userId = callerId(c);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.query<AvatarRow>(
        `INSERT INTO avatars (id, user_id, avatar_name, character_profile)
         VALUES ($1, $2, $3, $4) RETURNING *`,
        [randomUUID(), userId, body.avatar_name, body.character_profile ?? null],
      );
      if (!created) throw new Error('INSERT returned no row');
      await audit(tx, auditEntry(c, 'create', 'avatar', created.id));
      return created;
    });
    return c.json(toAvatar(row, media), 201);
  });

  app.get('/get/by_user', async (c) => {
    const rows = await db.query<AvatarRow>(
      'SELECT * FROM avatars WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 500',
      [callerId(c)],
    );
    return c.json(rows.map((row) => toAvatar(row, media)));
  });

  app.get('/get/:id', async (c) => {
    const row = await ownedAvatar(db, callerId(c), idParam(c, 'id', 'Avatar'));
    return c.json(toAvatar(row, media));
  });

  app.put('/:id', async (c) => {
    const id = idParam(c, 'id', 'Avatar');
    const body = await jsonBody(c, AvatarUpdateRequest);
    const userId = callerId(c);
    const row = await db.transaction(async (tx) => {
      await ownedAvatar(tx, userId, id, { forUpdate: true });
      const [updated] = await tx.query<AvatarRow>(
        'UPDATE avatars SET character_profile = $3, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING *',
        [id, userId, body.character_profile],
      );
      await audit(tx, auditEntry(c, 'update', 'avatar', id));
      return updated;
    });
    if (!row) throw notFound('Avatar not found');
    return c.json(toAvatar(row, media));
  });

  app.delete('/delete/:id', async (c) => {
    const id = idParam(c, 'id', 'Avatar');
    const userId = callerId(c);
    // One transaction: the avatar (its jobs, sessions and videos cascade), then its media rows and files.
    await db.transaction(async (tx) => {
      const avatar = await ownedAvatar(tx, userId, id, { forUpdate: true });
      const mediaIds = await avatarMediaIds(tx, avatar);
      await tx.query('DELETE FROM avatars WHERE id = $1 AND user_id = $2', [id, userId]);
      await audit(tx, auditEntry(c, 'delete', 'avatar', id));
      await media.remove(tx, mediaIds);
    });
    return c.json({ detail: 'Avatar deleted' });
  });

  app.post('/create_emotional_avatars', async (c) => {
    const form = await multipartForm(c);
    const { avatar_id } = parseWith(AvatarPhotoFields, { avatar_id: form.avatar_id });
    await ownedAvatar(db, callerId(c), avatar_id);
    const upload = await takeUpload(form, 'file', 'image');
    return startJob(c, {
      type: 'avatar_creation',
      avatarId: avatar_id,
      payload: {},
      upload: { ...upload, kind: 'avatar_upload', payloadKey: 'upload_media_id' },
    });
  });

  app.post('/voice_cloning', async (c) => {
    const form = await multipartForm(c);
    const fields = parseWith(VoiceCloneFields, {
      avatar_id: form.avatar_id,
      remove_background_noice:
        typeof form.remove_background_noice === 'string'
          ? form.remove_background_noice.toLowerCase()
          : form.remove_background_noice,
    });
    await ownedAvatar(db, callerId(c), fields.avatar_id);
    const upload = await takeUpload(form, 'audio_file', 'audio');
    return startJob(c, {
      type: 'voice_cloning',
      avatarId: fields.avatar_id,
      payload: { remove_background_noise: fields.remove_background_noice },
      upload: { ...upload, kind: 'voice_sample', payloadKey: 'sample_media_id' },
    });
  });

  app.post('/generate_voice_preview', async (c) => {
    const body = await jsonBody(c, VoicePreviewRequest);
    return startJob(c, {
      type: 'voice_preview',
      avatarId: body.avatar_id,
      payload: { description: body.voice_description, language: body.language },
    });
  });

  app.post('/create_voice_from_preview', async (c) => {
    const body = await jsonBody(c, VoiceFromPreviewRequest);
    return startJob(c, {
      type: 'voice_from_preview',
      avatarId: body.avatar_id,
      payload: { generated_voice_id: body.generated_voice_id, description: body.voice_description },
    });
  });

  app.get('/a_job/:id', async (c) => {
    const id = idParam(c, 'id', 'Job');
    queryOf(c, JobQuery);
    const [row] = await db.query<JobRow>(
      'SELECT * FROM jobs WHERE id = $1 AND user_id = $2 AND type = ANY($3::text[])',
      [id, callerId(c), [...AVATAR_JOB_TYPES]],
    );
    if (!row) throw notFound('Job not found');
    return c.json(toAvatarJob(row, media));
  });

  return app;
}

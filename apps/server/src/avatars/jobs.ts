import { randomUUID } from 'node:crypto';
import type { VoiceProfile } from '@rebond/engine';
import { AVATAR_VARIANT_EMOTIONS } from '@rebond/sdk';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { type JobContext, JobFailure, type JobHandler, type JobRow } from '../jobs/queue';
import type { Services } from '../services';
import { removeBackgroundNoise } from './denoise';
import { type AvatarJobType, type AvatarRow, mediaIdsIn, type StoredPreview } from './records';
import { withoutSessionPictures } from './session-pictures';

/** What each avatar job is queued with (`routes/avatars.ts`); the queue checks it before a run. */
const avatarPayloads = {
  avatar_creation: z.object({ upload_media_id: z.string().min(1) }),
  voice_cloning: z.object({
    sample_media_id: z.string().min(1),
    remove_background_noise: z.boolean().optional(),
  }),
  voice_preview: z.object({ description: z.string().optional(), language: z.string().optional() }),
  voice_from_preview: z.object({
    generated_voice_id: z.string().optional(),
    description: z.string().optional(),
  }),
} satisfies Record<AvatarJobType, z.ZodType>;

type AvatarPayload<T extends AvatarJobType> = z.infer<(typeof avatarPayloads)[T]>;

/**
 * The avatar jobs. Each is safe to run again after a crash: media saved by an interrupted attempt
 * is listed in `job_data.partial_media_ids` and removed by the next attempt, and results land on
 * the avatar in one transaction at the end.
 *
 * `job_data` on success (besides `error_message` on failure):
 * - `avatar_creation`: `avatar_id`, `image_url`, `variant_urls` (emotion -> signed URL),
 *   `heygen_avatar_ids`, `group_id`, `face` ({ score, detector }), `implementation`.
 * - `voice_cloning`: `voice_id`, `voice_label`, `voice_provider`, `note` (the local engine says
 *   plainly that it matches pitch and pace rather than cloning), `remove_background_noise`
 *   (what was asked), `background_noise_removed` (what was done), `implementation`.
 * - `voice_preview`: `previews` ([{ preview_url, generated_voice_id, label, duration_s }], three),
 *   `text` (what the previews say), `language`.
 * - `voice_from_preview`: `voice_id`, `voice_label`, `voice_provider`, `implementation`.
 */
export function registerAvatarJobs(services: Services): void {
  const { db, engine, media, jobs } = services;

  const avatarOf = async (job: JobRow<unknown>): Promise<AvatarRow> => {
    const [avatar] = job.avatar_id
      ? await db.query<AvatarRow>('SELECT * FROM avatars WHERE id = $1 AND user_id = $2', [
          job.avatar_id,
          job.user_id,
        ])
      : [];
    if (!avatar) throw new JobFailure('The avatar was deleted.');
    return avatar;
  };

  /** Removes what an interrupted attempt saved and the avatar does not use; returns a saver. */
  const mediaSaver = async (job: JobRow<unknown>, context: JobContext, avatar: AvatarRow) => {
    const inUse = mediaIdsIn(avatar);
    const leftovers = ((job.job_data.partial_media_ids ?? []) as string[]).filter((id) => !inUse.has(id));
    await media.remove(db, leftovers);
    const saved: string[] = [];
    return {
      saved,
      async save(kind: string, contentType: string, bytes: Uint8Array): Promise<string> {
        const row = await media.save(db, { userId: job.user_id, kind, contentType, bytes });
        saved.push(row.id);
        await context.update({ partial_media_ids: saved });
        return row.id;
      },
    };
  };

  const readMedia = async (id: unknown, missing: string): Promise<{ bytes: Buffer; contentType: string }> => {
    const row = typeof id === 'string' ? await media.find(db, id) : undefined;
    if (!row) throw new JobFailure(missing);
    return { bytes: await media.read(row), contentType: row.content_type };
  };

  /** Sets the avatar's voice; false when the avatar was deleted meanwhile. */
  const setVoice = async (
    q: Queryable,
    job: JobRow<unknown>,
    voice: VoiceProfile,
  ): Promise<string | undefined> => {
    const voiceId = voice.provider === 'elevenlabs' ? voice.voiceId : `local-${randomUUID()}`;
    const rows = await q.query(
      `UPDATE avatars SET voice_profile = $3, voice_id = $4, updated_at = now()
        WHERE id = $1 AND user_id = $2 RETURNING id`,
      [job.avatar_id, job.user_id, JSON.stringify(voice), voiceId],
    );
    return rows.length > 0 ? voiceId : undefined;
  };

  const voiceData = (voiceId: string, voice: VoiceProfile, implementation: string) => ({
    voice_id: voiceId,
    voice_label: voice.label,
    voice_provider: voice.provider,
    ...(voice.provider === 'local' && voice.note ? { note: voice.note } : {}),
    implementation,
  });

  const register = <T extends AvatarJobType>(type: T, handler: JobHandler<AvatarPayload<T>>) =>
    jobs.register(
      type,
      { kind: 'avatar', payload: avatarPayloads[type] as unknown as z.ZodType<AvatarPayload<T>> },
      handler,
    );

  register('avatar_creation', async (job, context) => {
    // A crash after the final transaction: the avatar already has this job's result.
    if (job.job_data.committed === true) return {};
    const avatar = await avatarOf(job);
    const store = await mediaSaver(job, context, avatar);
    await context.progress(5, 'checking_photo');
    const upload = await readMedia(
      job.payload.upload_media_id,
      'The uploaded picture is missing. Upload it again.',
    );
    const prepared = await engine.renderer.prepareAvatar(upload.bytes, { name: avatar.avatar_name });
    if (!prepared.local.ok) {
      // A refused photo is not kept.
      await media.remove(db, [job.payload.upload_media_id]);
      throw new JobFailure(prepared.local.reason);
    }
    const { face, photo } = prepared.local;
    await context.progress(30, 'preparing_avatar');
    const photoId = await store.save('avatar_photo', 'image/png', photo);
    await context.progress(35, 'creating_variants');
    const { variants, report } = await engine.renderer.createVariants(face, photo);
    const variantIds: Record<string, string> = {};
    let percent = 40;
    for (const emotion of AVATAR_VARIANT_EMOTIONS) {
      variantIds[emotion] = await store.save('avatar_variant', 'image/jpeg', variants[emotion]);
      percent += 7;
      await context.progress(percent, `variant_${emotion}`);
    }
    await context.progress(92, 'saving');
    const hostedIds = prepared.avatarIds ?? {};
    const result = {
      avatar_id: avatar.id,
      image_media_id: variantIds.normal,
      variant_media_ids: variantIds,
      heygen_avatar_ids: Object.keys(hostedIds).length > 0 ? hostedIds : variantIds,
      group_id: prepared.groupId ?? null,
      face: { score: face.score, detector: face.detector },
      implementation: { prepare: prepared.report.implementation, variants: report.implementation },
    };
    const replaced = await db.transaction(async (tx) => {
      const [old] = await tx.query<AvatarRow>('SELECT * FROM avatars WHERE id = $1 FOR UPDATE', [avatar.id]);
      if (!old) return undefined;
      await tx.query(
        `UPDATE avatars SET face_model = $2, photo_media_id = $3, image_media_id = $4, variant_media_ids = $5,
                hosted_avatar_ids = $6, hosted_group_id = $7, updated_at = now()
          WHERE id = $1`,
        [
          avatar.id,
          JSON.stringify(face),
          photoId,
          variantIds.normal,
          JSON.stringify(variantIds),
          JSON.stringify(hostedIds),
          prepared.groupId ?? null,
        ],
      );
      await tx.query(`UPDATE jobs SET job_data = job_data || $2::jsonb WHERE id = $1`, [
        job.id,
        JSON.stringify({ ...result, partial_media_ids: [], committed: true }),
      ]);
      return [...mediaIdsIn(old)];
    });
    if (!replaced) {
      await media.remove(db, store.saved);
      throw new JobFailure('The avatar was deleted while it was being created.');
    }
    // A re-upload replaces the previous photo, image and variants (but for the picture a past
    // session shows); the upload itself is done with.
    await media.remove(db, await withoutSessionPictures(db, [...replaced, job.payload.upload_media_id]));
    return {};
  });

  register('voice_cloning', async (job, context) => {
    const avatar = await avatarOf(job);
    await context.progress(10, 'reading_sample');
    const sample = await readMedia(
      job.payload.sample_media_id,
      'The voice sample is missing. Upload it again.',
    );
    const wanted = job.payload.remove_background_noise !== false;
    const ffmpeg = engine.describe().ffmpeg;
    let bytes: Uint8Array = sample.bytes;
    let mimeType = sample.contentType;
    if (wanted && ffmpeg) {
      await context.progress(25, 'removing_background_noise');
      bytes = await removeBackgroundNoise(ffmpeg, sample.bytes, services.tempDir).catch(() => {
        throw new JobFailure(
          'The voice sample could not be read. Upload an MP3, WAV, M4A, WebM or Ogg recording.',
        );
      });
      mimeType = 'audio/wav';
    }
    await context.progress(45, 'matching_voice');
    const { voice, report } = await engine.voices.clone({
      name: avatar.avatar_name,
      sample: bytes,
      mimeType,
    });
    await context.progress(90, 'saving');
    const voiceId = await setVoice(db, job, voice);
    if (!voiceId) throw new JobFailure('The avatar was deleted.');
    await media.remove(db, [job.payload.sample_media_id]);
    return {
      jobData: {
        ...voiceData(voiceId, voice, report.implementation),
        remove_background_noise: wanted,
        background_noise_removed: wanted && Boolean(ffmpeg),
      },
    };
  });

  register('voice_preview', async (job, context) => {
    const avatar = await avatarOf(job);
    const store = await mediaSaver(job, context, avatar);
    await context.progress(10, 'designing_voices');
    const { previews, text } = await engine.voices.designPreviews({
      description: String(job.payload.description ?? ''),
      language: String(job.payload.language ?? 'english'),
    });
    const stored: StoredPreview[] = [];
    for (const [index, preview] of previews.entries()) {
      stored.push({
        generated_voice_id: preview.generatedVoiceId,
        media_id: await store.save('voice_preview', preview.mimeType, preview.audio),
        label: preview.label,
        duration_s: Math.round(preview.durationS * 10) / 10,
      });
      await context.progress(40 + ((index + 1) * 55) / previews.length, 'saving_previews');
    }
    return { jobData: { previews: stored, text, language: job.payload.language, partial_media_ids: [] } };
  });

  register('voice_from_preview', async (job, context) => {
    const avatar = await avatarOf(job);
    await context.progress(20, 'creating_voice');
    const { voice, report } = await engine.voices.createFromPreview({
      name: avatar.avatar_name,
      generatedVoiceId: String(job.payload.generated_voice_id ?? ''),
      description: String(job.payload.description ?? ''),
    });
    await context.progress(90, 'saving');
    const voiceId = await setVoice(db, job, voice);
    if (!voiceId) throw new JobFailure('The avatar was deleted.');
    return { jobData: voiceData(voiceId, voice, report.implementation) };
  });
}

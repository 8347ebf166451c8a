import type { Avatar, Job, JobType } from '@rebond/sdk';
import type { Queryable } from '../db/database';
import { notFound } from '../http/errors';
import type { JobRow } from '../jobs/queue';
import type { MediaStore } from '../media/storage';

/** An `avatars` row. `photo_media_id` is the working photo (PNG) that `face_model` refers to. */
export interface AvatarRow {
  id: string;
  user_id: string;
  avatar_name: string;
  character_profile: string | null;
  photo_media_id: string | null;
  image_media_id: string | null;
  face_model: unknown;
  variant_media_ids: Record<string, string>;
  hosted_avatar_ids: Record<string, string>;
  hosted_group_id: string | null;
  voice_profile: unknown;
  voice_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** The status of the avatar's latest creation job, when the query selected it (`CREATION_STATUS`). */
  creation_status?: string | null;
  /** How many sessions were practised with it, when the query selected it (`SESSION_COUNT`). */
  session_count?: number;
}

/** A column for `SELECT ... FROM avatars`: how many sessions were practised with the avatar. */
export const SESSION_COUNT = `(SELECT count(*)::int FROM sessions s
    WHERE s.avatar_id = avatars.id AND s.user_id = avatars.user_id) AS session_count`;

/** A column for `SELECT ... FROM avatars`: the status of the avatar's latest creation job. */
export const CREATION_STATUS = `(SELECT j.status FROM jobs j
    WHERE j.avatar_id = avatars.id AND j.type = 'avatar_creation'
    ORDER BY j.created_at DESC, j.id DESC LIMIT 1) AS creation_status`;

/**
 * The avatar's status: `active` by the contract's rule (a picture or a variant), `failed` when its
 * latest creation job failed, else `pending` (no photo yet, or its job still running).
 */
export function avatarRowStatus(row: AvatarRow): 'active' | 'pending' | 'failed' {
  const variants = Object.values(row.variant_media_ids ?? {});
  const hosted = Object.values(row.hosted_avatar_ids ?? {});
  if (row.image_media_id || variants.some(Boolean) || hosted.some(Boolean)) return 'active';
  return row.creation_status === 'failed' ? 'failed' : 'pending';
}

/** The job types `/avatars/a_job/{id}` shows; other jobs answer 404 there. */
export const AVATAR_JOB_TYPES = [
  'avatar_creation',
  'voice_cloning',
  'voice_preview',
  'voice_from_preview',
] as const satisfies readonly JobType[];
export type AvatarJobType = (typeof AVATAR_JOB_TYPES)[number];

const iso = (value: Date | string) => new Date(value).toISOString();

const signAll = (ids: Record<string, string>, media: MediaStore) =>
  Object.fromEntries(Object.entries(ids).map(([emotion, id]) => [emotion, media.signedUrl(id)]));

/** The API's `Avatar` answer; media URLs are signed afresh for the owner on every read. */
export function toAvatar(row: AvatarRow, media: MediaStore): Avatar {
  const hosted = row.hosted_avatar_ids ?? {};
  const variants = row.variant_media_ids ?? {};
  return {
    id: row.id,
    avatar_name: row.avatar_name,
    image_url: row.image_media_id ? media.signedUrl(row.image_media_id) : null,
    character_profile: row.character_profile,
    heygen_avatar_ids: Object.keys(hosted).length > 0 ? hosted : variants,
    variant_urls: signAll(variants, media),
    group_id: row.hosted_group_id,
    voice_id: row.voice_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    status: avatarRowStatus(row),
    session_count: row.session_count ?? 0,
  };
}

/** One of the user's avatars; a missing one and someone else's both answer 404. */
export async function ownedAvatar(
  q: Queryable,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AvatarRow> {
  const [row] = await q.query<AvatarRow>(
    `SELECT *, ${CREATION_STATUS}, ${SESSION_COUNT} FROM avatars WHERE id = $1 AND user_id = $2${options.forUpdate ? ' FOR UPDATE OF avatars' : ''}`,
    [id, userId],
  );
  if (!row) throw notFound('Avatar not found');
  return row;
}

/** Keys of `job_data` that hold media ids: kept in the database, never sent. */
const INTERNAL_KEYS = ['image_media_id', 'variant_media_ids', 'partial_media_ids', 'committed'];

/**
 * The API's `Job` answer for avatar jobs. Stored media ids become signed URLs on every read
 * (`image_url`, `variant_urls`, each preview's `preview_url`), so a job read hours later still links
 * to playable media. A queued job reads `processing` with stage `queued`.
 */
export function toAvatarJob(row: JobRow, media: MediaStore): Job {
  const stored = row.job_data;
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !INTERNAL_KEYS.includes(key)),
  );
  if (typeof stored.image_media_id === 'string') data.image_url = media.signedUrl(stored.image_media_id);
  if (stored.variant_media_ids && typeof stored.variant_media_ids === 'object') {
    data.variant_urls = signAll(stored.variant_media_ids as Record<string, string>, media);
  }
  if (Array.isArray(stored.previews)) {
    data.previews = (stored.previews as StoredPreview[]).map((preview) => ({
      preview_url: media.signedUrl(preview.media_id),
      generated_voice_id: preview.generated_voice_id,
      label: preview.label,
      duration_s: preview.duration_s,
    }));
  }
  return {
    id: row.id,
    status: row.status === 'pending' ? 'processing' : row.status,
    progress: row.progress,
    stage: row.status === 'pending' ? 'queued' : row.stage,
    type: row.type as JobType,
    job_data: data,
    error: row.error,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A voice preview as the `voice_preview` job stores it. */
export interface StoredPreview {
  generated_voice_id: string;
  media_id: string;
  label: string;
  duration_s: number;
}

/** Every media id found under keys named `*_media_id` or `*_media_ids` (values, arrays or maps). */
export function mediaIdsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) mediaIdsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (/media_ids?$/.test(key)) {
        const ids = typeof inner === 'string' ? [inner] : Object.values(inner ?? {});
        for (const id of ids) if (typeof id === 'string') found.add(id);
      } else {
        mediaIdsIn(inner, found);
      }
    }
  }
  return found;
}

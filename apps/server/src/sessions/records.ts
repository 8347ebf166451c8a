import {
  canStartSession,
  type Emotion,
  type Job,
  type Scenario,
  type Session,
  type SessionTurn,
  type Video,
} from '@rebond/sdk';
import type { CaseFormulationColumns } from '../avatars/case-formulation';
import { openAvatar } from '../avatars/sealed-avatar';
import type { UserKeys } from '../data-keys/user-keys';
import type { Queryable } from '../db/database';
import type { PageResult } from '../http/mount-routes';
import { keyset, type PageArgs, toPage } from '../http/pagination';
import type { JobRow } from '../jobs/queue';
import type { MediaStore, MediaVisit } from '../media/storage';
import { openSession } from './sealed-texts';

/** A `sessions` row joined with what its answer needs from the avatar and the videos. */
export interface SessionRecord {
  id: string;
  user_id: string;
  avatar_id: string;
  dynamic_session: boolean;
  emotion: string;
  session_specific_prompt: string | null;
  /** The structured scenario of a session made with the scenario form (in clear once read). */
  scenario: Scenario | null;
  patient_name: string | null;
  conversation: SessionTurn[];
  summary: string | null;
  outcome: 'positive' | 'neutral' | 'negative' | null;
  started_at: Date | string;
  ended_at: Date | string | null;
  /** The avatar's name when the session started (kept after the avatar is deleted). */
  avatar_name: string;
  /** The avatar's picture when the session started (kept when a new photo replaces it). */
  avatar_image_media_id: string | null;
  /** True once the avatar was deleted: the session, its videos and scorecard stay. */
  avatar_deleted: boolean;
  /** The session's videos, oldest first (from `json_agg`, so times are strings). */
  videos: {
    id: string;
    video_media_id: string | null;
    captions_media_id: string | null;
    captions_language: string | null;
    created_at: string;
  }[];
  /** Set on sessions a visitor started through an embed key. */
  embed_key_id: string | null;
  embed_key_name: string | null;
  embed_origin: string | null;
  embed_token_id: string | null;
}

/** A `videos` row. */
export interface VideoRow {
  id: string;
  user_id: string;
  session_id: string;
  video_media_id: string | null;
  poster_media_id: string | null;
  /** The reply's WebVTT captions (from the avatar's script, timed from the speech). */
  captions_media_id: string | null;
  /** The captions' language tag (the language the reply was spoken in); null for older replies. */
  captions_language: string | null;
  recording_media_id: string | null;
  user_transcript: string | null;
  avatar_script: string | null;
  stages: unknown[];
  created_at: Date | string;
}

/** The avatar columns the session rules and the reply jobs read. */
export interface AvatarRecord extends CaseFormulationColumns {
  id: string;
  user_id: string;
  avatar_name: string;
  character_profile: string | null;
  image_media_id: string | null;
  photo_media_id: string | null;
  face_model: unknown;
  variant_media_ids: Record<string, string> | null;
  voice_profile: unknown;
  /** Hosted renderer looks per emotion, when a hosted renderer prepared the avatar. */
  hosted_avatar_ids?: Record<string, string> | null;
}

/** The job types of the reply pipeline, the only ones `/s_job/{id}` shows. */
export const SESSION_JOB_TYPES = ['video_reply', 'video_render'] as const;

const sessionSelect = (extraColumn?: string) => `
  SELECT ${extraColumn ? `${extraColumn}, ` : ''}s.*, a.id IS NULL AS avatar_deleted,
         COALESCE((SELECT json_agg(json_build_object('id', v.id, 'video_media_id', v.video_media_id,
                                                     'captions_media_id', v.captions_media_id,
                                                     'captions_language', v.captions_language,
                                                     'created_at', v.created_at) ORDER BY v.created_at)
                     FROM videos v WHERE v.session_id = s.id), '[]'::json) AS videos
    FROM sessions s LEFT JOIN avatars a ON a.id = s.avatar_id`;

/** One of the user's sessions with its words in clear, or undefined when it is missing or someone else's. */
export async function findSession(
  q: Queryable,
  keys: UserKeys,
  userId: string,
  id: string,
): Promise<SessionRecord | undefined> {
  const [row] = await q.query<SessionRecord>(`${sessionSelect()} WHERE s.id = $1 AND s.user_id = $2`, [
    id,
    userId,
  ]);
  return row && openSession(keys, row);
}

/** One page of the user's sessions, newest first, with their words in clear. */
export async function listSessions(
  q: Queryable,
  keys: UserKeys,
  userId: string,
  page: PageArgs = {},
): Promise<PageResult<SessionRecord>> {
  const set = keyset({ at: 's.started_at', id: 's.id', direction: 'desc' }, page, 2);
  const rows = await q.query<SessionRecord & { page_key: string }>(
    `${sessionSelect(set.column)} WHERE s.user_id = $1 AND ${set.where} ${set.tail}`,
    [userId, ...set.params],
  );
  const opened = await Promise.all(rows.map((row) => openSession(keys, row)));
  return toPage(opened, set.limit, ({ page_key: _, ...row }) => row as SessionRecord);
}

/** One of the user's avatars with its profile and formulation in clear, or undefined when it is missing or someone else's. */
export async function findAvatar(
  q: Queryable,
  keys: UserKeys,
  userId: string,
  id: string,
): Promise<AvatarRecord | undefined> {
  const [row] = await q.query<AvatarRecord>('SELECT * FROM avatars WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return row && openAvatar(keys, row);
}

/** The contract's one rule (`canStartSession`), applied to a row: a picture or any emotion variant. */
export function isAvatarActive(avatar: Pick<AvatarRecord, 'image_media_id' | 'variant_media_ids'>): boolean {
  return canStartSession({ image_url: avatar.image_media_id, heygen_avatar_ids: avatar.variant_media_ids });
}

/** The picture that shows the avatar: its image, else its normal variant, else any variant. */
export function avatarImageId(
  avatar: Pick<AvatarRecord, 'image_media_id' | 'variant_media_ids'>,
): string | null {
  const variants = avatar.variant_media_ids ?? {};
  return avatar.image_media_id ?? variants.normal ?? Object.values(variants).find(Boolean) ?? null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Seconds as the spec's duration text, e.g. `4m 12s`. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/**
 * A session's duration: from its start to its end, or, while it is active, to its last reply
 * (`0m 0s` before the first one).
 */
export function sessionDuration(row: Pick<SessionRecord, 'started_at' | 'ended_at' | 'videos'>): string {
  const start = new Date(row.started_at).getTime();
  const last = row.videos.at(-1);
  const end = row.ended_at
    ? new Date(row.ended_at).getTime()
    : last
      ? new Date(last.created_at).getTime()
      : start;
  return formatDuration((end - start) / 1000);
}

/** The API's `Session` answer; media URLs are signed for the owner. */
export function toSession(row: SessionRecord, media: MediaStore): Session {
  const imageId = row.avatar_image_media_id;
  return {
    id: row.id,
    avatar_id: row.avatar_id,
    avatar: {
      id: row.avatar_id,
      name: row.avatar_name,
      avatar_name: row.avatar_name,
      image_url: imageId ? media.signedUrl(imageId) : null,
      deleted: row.avatar_deleted,
    },
    conversation: row.conversation,
    dynamic_session: row.dynamic_session,
    emotion: row.emotion as Emotion,
    session_specific_prompt: row.session_specific_prompt,
    scenario: row.scenario,
    started_at: iso(row.started_at),
    ended_at: row.ended_at ? iso(row.ended_at) : null,
    summary: row.summary,
    patient_name: row.patient_name,
    outcome: row.outcome,
    duration: sessionDuration(row),
    avatar_videos: row.videos.length,
    videos: row.videos.map((video) => ({
      id: video.id,
      video_url: video.video_media_id ? media.signedUrl(video.video_media_id) : null,
      captions_url: video.captions_media_id ? media.signedUrl(video.captions_media_id) : null,
      captions_language: video.captions_media_id ? video.captions_language : null,
    })),
    embed:
      row.embed_origin && row.embed_key_name
        ? { key_id: row.embed_key_id, key_name: row.embed_key_name, origin: row.embed_origin }
        : null,
  };
}

/** The API's `Video` answer. */
export function toVideo(row: VideoRow, media: MediaStore): Video {
  return {
    id: row.id,
    session_id: row.session_id,
    video_url: row.video_media_id ? media.signedUrl(row.video_media_id) : null,
    poster_url: row.poster_media_id ? media.signedUrl(row.poster_media_id) : null,
    captions_url: row.captions_media_id ? media.signedUrl(row.captions_media_id) : null,
    captions_language: row.captions_media_id ? row.captions_language : null,
    created_at: iso(row.created_at),
    user_transcript: row.user_transcript,
    avatar_script: row.avatar_script,
  };
}

/**
 * The API's `Job` answer (its links bound to `visit` when a visitor reads it). A finished render
 * job stores media ids, and its URLs are signed afresh on every read, so a job polled hours later
 * still links to a playable video.
 */
export function toJob(row: JobRow, media: MediaStore, visit?: MediaVisit): Job {
  const sign = (id: string) => media.signedUrl(id, { visit });
  const {
    video_media_id: videoMediaId,
    poster_media_id: posterMediaId,
    captions_media_id: captionsMediaId,
    ...data
  } = row.job_data;
  if (typeof videoMediaId === 'string') {
    const url = sign(videoMediaId);
    const details = (data.details ?? {}) as Record<string, unknown>;
    data.video_url = url;
    data.url = url;
    data.details = { ...details, video_url: url };
  }
  if (typeof posterMediaId === 'string') data.poster_url = sign(posterMediaId);
  if (typeof captionsMediaId === 'string') data.captions_url = sign(captionsMediaId);
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    type: row.type as Job['type'],
    job_data: data,
    error: row.error,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

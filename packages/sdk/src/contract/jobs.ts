import { MAX_WATCHED_JOBS } from '@rebond/vocabulary';
import { z } from 'zod';
import { Id, Timestamp } from './common';

/**
 * Job status values seen in the wild (spec section 3). Servers of this contract write the lower-case
 * ones; clients must treat anything unknown as pending (see `normalizeJobStatus`).
 */
export const JobStatus = z.string().meta({
  description: 'success, failed, polling_required, processing, completed, PENDING, COMPLETED, FAILED...',
});

export const JobType = z.enum([
  'avatar_creation',
  'voice_cloning',
  'voice_preview',
  'voice_from_preview',
  'video_reply',
  'video_render',
]);
export type JobType = z.infer<typeof JobType>;

/** One generated voice preview: a signed URL of its audio and the id to create the voice from. */
export const VoicePreview = z.object({
  preview_url: z.string(),
  generated_voice_id: z.string(),
  /** How this preview differs from the others (e.g. "lower, slower"). */
  label: z.string().optional(),
  duration_s: z.number().optional(),
});
export type VoicePreview = z.infer<typeof VoicePreview>;

export const JobData = z
  .object({
    previews: z.array(VoicePreview).optional(),
    error_message: z.string().optional(),
    polling_job_id: z.string().optional(),
    details: z
      .object({
        video_url: z.string().optional(),
        user_transcript: z.string().optional(),
        avatar_script: z.string().optional(),
      })
      .passthrough()
      .optional(),
    video_url: z.string().optional(),
    url: z.string().optional(),
    error: z.string().optional(),
    /** Reply render jobs: the new video's id (`GET /videos/get/{id}`). */
    video_id: z.string().optional(),
    /** Reply render jobs: a signed URL of the video's poster image. */
    poster_url: z.string().optional(),
    /** Reply render jobs: a signed URL of the video's WebVTT captions. */
    captions_url: z.string().optional(),
    /** Reply render jobs: the captions' language tag (the language the reply is spoken in). */
    captions_language: z.string().optional(),
    /**
     * Reply jobs: set when the avatar has no voice of its own and a default local voice spoke the
     * reply; says which one.
     */
    voice_note: z.string().optional(),
    /** Reply jobs: which implementation ran each engine stage and how long it took. */
    stages: z
      .array(z.object({ stage: z.string(), implementation: z.string(), ms: z.number() }).passthrough())
      .optional(),
  })
  .passthrough()
  .meta({ id: 'JobData' });
export type JobData = z.infer<typeof JobData>;

export const Job = z
  .object({
    id: Id,
    status: JobStatus,
    progress: z.number().min(0).max(100),
    /**
     * The step running now, when the server reports it. Reply jobs use `transcribe`, `reply`,
     * `synthesize` (first job) and `render`, `save` (second job). Avatar jobs use `queued`, then e.g.
     * `checking_photo`, `preparing_avatar`, `variant_<emotion>`, `saving` (creation),
     * `removing_background_noise`, `matching_voice` (cloning), `designing_voices` (previews).
     */
    stage: z.string().nullable().optional(),
    type: JobType,
    job_data: JobData,
    error: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof Job>;

/** Answer of calls that start a job. */
export const JobStarted = z.object({ job_id: Id, status: JobStatus }).meta({ id: 'JobStarted' });
export type JobStarted = z.infer<typeof JobStarted>;

/** Job status reads take two numeric page arguments (1 and 0 in the first client). */
export const JobQuery = z.object({
  page: z.coerce.number().int().min(0).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(1000).optional(),
});

/**
 * `GET /jobs/events?ids=a,b`: the jobs whose state the stream sends first (with their render jobs),
 * so a client that opens it after starting a job misses nothing; comma-separated ids.
 */
export const JobEventsQuery = z.object({
  ids: z
    .string()
    .max(MAX_WATCHED_JOBS * 37)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(Id).max(MAX_WATCHED_JOBS))
    .optional(),
});

/**
 * One reply of a session as its two jobs stand (`GET /sessions/{id}/jobs`): the first job
 * (`video_reply`: transcribe, write, speak) and, once it handed over, the render job
 * (`video_render`). A page that comes back to a session follows `id` as it would after sending.
 */
export const SessionReplyJob = z
  .object({
    /** The first job's id (`GET /s_job/{id}`). */
    id: Id,
    /**
     * The reply's status: the render job's once there is one, else the first job's (`pending`,
     * `processing`, `polling_required`, `success`, `failed`).
     */
    status: JobStatus,
    /** The whole reply's progress: the first job fills 0-50, the render job 50-100. */
    progress: z.number().min(0).max(100),
    /** The step running now (see `Job.stage`). */
    stage: z.string().nullable(),
    /** The render job's id (the first job's `polling_job_id`), once the first job handed over. */
    render_job_id: Id.nullable(),
    /** The finished reply's video (`GET /videos/get/{id}`). */
    video_id: Id.nullable(),
    /** Why the reply failed, for the coach. */
    error: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'SessionReplyJob' });
export type SessionReplyJob = z.infer<typeof SessionReplyJob>;

export const SessionReplyJobList = z.array(SessionReplyJob).meta({ id: 'SessionReplyJobList' });

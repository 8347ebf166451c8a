import type { SessionReplyJob } from '@rebond/sdk';
import { callerId } from '../http/context';
import { notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import type { JobRow } from '../jobs/queue';
import { JobWords } from '../jobs/sealed-words';
import type { Services } from '../services';
import { findSession, SESSION_JOB_TYPES, toJob } from '../sessions/records';
import { VIDEO_RENDER_JOB, VIDEO_REPLY_JOB } from '../sessions/reply-jobs';

/** How long a finished reply stays in `GET /sessions/{id}/jobs`, so a page that comes back sees how it ended. */
export const RECENT_REPLY_MINUTES = 10;

/** A reply's first job joined with its render job, as `listSessionJobs` reads it. */
interface ReplyRow {
  id: string;
  status: JobRow['status'];
  progress: number;
  stage: string | null;
  error: string | null;
  job_data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  render_id: string | null;
  render_status: JobRow['status'] | null;
  render_progress: number | null;
  render_stage: string | null;
  render_error: string | null;
  render_data: Record<string, unknown> | null;
  render_updated_at: Date | string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const iso = (value: Date | string) => new Date(value).toISOString();

/** The reply as one entry: the render job's state once there is one, else the first job's. */
function toReplyJob(row: ReplyRow): SessionReplyJob {
  const rendering = row.render_id !== null && row.render_status !== null;
  const data = (rendering ? row.render_data : row.job_data) ?? {};
  const error = rendering ? row.render_error : row.error;
  const updated = [row.updated_at, row.render_updated_at].filter((at) => at !== null) as (Date | string)[];
  return {
    id: row.id,
    status: rendering ? (row.render_status as string) : row.status,
    progress: rendering ? 50 + Math.round((row.render_progress ?? 0) / 2) : Math.round(row.progress / 2),
    stage: rendering ? row.render_stage : row.stage,
    render_job_id: row.render_id,
    video_id: rendering && row.render_status === 'success' ? (text(data.video_id) ?? row.render_id) : null,
    error: text(data.error_message) ?? error,
    created_at: iso(row.created_at),
    updated_at: iso(new Date(Math.max(...updated.map((at) => new Date(at).getTime())))),
  };
}

/**
 * The reply jobs of a session:
 * - `GET /s_job/{id}` -> `Job`: a reply job of the caller (`video_reply` or `video_render`). The two
 *   numeric page arguments the first client sends (`?page=1&offset=0`, or as `/s_job/{id}/1/0`) are
 *   accepted and ignored. Someone else's job, or a job of another kind, answers 404.
 * - `GET /sessions/{id}/jobs` -> `SessionReplyJob[]`, oldest first: the session's replies not
 *   finished yet, and those that finished (or failed) in the last 10 minutes, so a page the coach
 *   comes back to shows a reply in progress and follows it. Someone else's session answers 404.
 */
export function sessionJobHandlers(services: Services): RouteHandlers<'getSessionJob' | 'listSessionJobs'> {
  const { db, media } = services;
  return {
    getSessionJob: async (c, { params }) => {
      const [row] = await db.query<JobRow>(
        'SELECT * FROM jobs WHERE id = $1 AND user_id = $2 AND type = ANY($3::text[])',
        [params.id, callerId(c), SESSION_JOB_TYPES],
      );
      if (!row) throw notFound('Job not found');
      return toJob(await new JobWords(services.keys).openRow(row), media);
    },

    listSessionJobs: async (c, { params }) => {
      const userId = callerId(c);
      if (!(await findSession(db, services.keys, userId, params.id))) throw notFound('Session not found');
      const rows = await db.query<ReplyRow>(
        `SELECT f.id, f.status, f.progress, f.stage, f.error, f.job_data, f.created_at, f.updated_at,
                r.id AS render_id, r.status AS render_status, r.progress AS render_progress,
                r.stage AS render_stage, r.error AS render_error, r.job_data AS render_data,
                r.updated_at AS render_updated_at
           FROM jobs f
           LEFT JOIN jobs r ON r.parent_job_id = f.id AND r.type = $4 AND r.user_id = f.user_id
          WHERE f.session_id = $1 AND f.user_id = $2 AND f.type = $3
            AND (f.status IN ('pending', 'processing')
                 OR (f.status = 'polling_required' AND (r.id IS NULL OR r.status IN ('pending', 'processing')))
                 OR GREATEST(f.updated_at, COALESCE(r.updated_at, f.updated_at))
                      > now() - make_interval(mins => $5::int))
          ORDER BY f.created_at, f.id`,
        [params.id, userId, VIDEO_REPLY_JOB, VIDEO_RENDER_JOB, RECENT_REPLY_MINUTES],
      );
      return rows.map(toReplyJob);
    },
  };
}

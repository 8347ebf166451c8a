import type { Queryable } from '../db/database';

/** The PostgreSQL channel on which every job change is announced. */
export const JOB_CHANNEL = 'rebond_jobs';

/** What a job change announces; small on purpose (a NOTIFY payload is limited to 8000 bytes). */
export interface JobNotice {
  id: string;
  user_id: string;
  /** The job's type (`video_reply`, `video_render`, `avatar_creation`...). */
  kind: string;
  status: string;
  progress: number;
  stage: string | null;
}

/**
 * Announces a job's new status, progress or stage on `rebond_jobs`, so any process that LISTENs
 * (an API process pushing progress to browsers) learns it at once, whichever process ran the job.
 * Inside a transaction the notice leaves at commit, and not at all on rollback.
 */
export async function notifyJob(
  q: Queryable,
  job: { id: string; user_id: string; type: string; status: string; progress: number; stage: string | null },
): Promise<void> {
  const notice: JobNotice = {
    id: job.id,
    user_id: job.user_id,
    kind: job.type,
    status: job.status,
    progress: job.progress,
    stage: job.stage,
  };
  await q.query('SELECT pg_notify($1, $2)', [JOB_CHANNEL, JSON.stringify(notice)]);
}

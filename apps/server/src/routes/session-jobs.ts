import { callerId, type Services } from '../http/context';
import { notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import type { JobRow } from '../jobs/queue';
import { SESSION_JOB_TYPES, toJob } from '../sessions/records';

/**
 * `GET /s_job/{id}` -> `Job`: a reply job of the caller (`video_reply` or `video_render`). The two
 * numeric page arguments the first client sends (`?page=1&offset=0`, or as `/s_job/{id}/1/0`) are
 * accepted and ignored. Someone else's job, or a job of another kind, answers 404.
 */
export function sessionJobHandlers(services: Services): RouteHandlers<'getSessionJob'> {
  const { db, media } = services;
  return {
    getSessionJob: async (c, { params }) => {
      const [row] = await db.query<JobRow>(
        'SELECT * FROM jobs WHERE id = $1 AND user_id = $2 AND type = ANY($3::text[])',
        [params.id, callerId(c), SESSION_JOB_TYPES],
      );
      if (!row) throw notFound('Job not found');
      return toJob(row, media);
    },
  };
}

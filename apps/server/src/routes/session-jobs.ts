import { JobQuery } from '@rebond/sdk';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type AppEnv, callerId, requireAuth, type Services } from '../http/context';
import { notFound } from '../http/errors';
import { idParam, queryOf } from '../http/validate';
import type { JobRow } from '../jobs/queue';
import { SESSION_JOB_TYPES, toJob } from '../sessions/records';

/**
 * `GET /s_job/{id}` -> `Job`: a reply job of the caller (`video_reply` or `video_render`). The two
 * numeric page arguments the first client sends (`?page=1&offset=0`, or as `/s_job/{id}/1/0`) are
 * accepted and ignored. Someone else's job, or a job of another kind, answers 404.
 */
export function sessionJobRoutes(services: Services) {
  const { db, media } = services;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(services));

  const read = async (c: Context<AppEnv>) => {
    queryOf(c, JobQuery);
    const [row] = await db.query<JobRow>(
      'SELECT * FROM jobs WHERE id = $1 AND user_id = $2 AND type = ANY($3::text[])',
      [idParam(c, 'id', 'Job'), callerId(c), SESSION_JOB_TYPES],
    );
    if (!row) throw notFound('Job not found');
    return c.json(toJob(row, media));
  };

  app.get('/:id', read);
  app.get('/:id/:page{[0-9]+}/:offset{[0-9]+}', read);
  return app;
}

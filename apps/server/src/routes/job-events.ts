import { streamSSE } from 'hono/streaming';
import { callerId, type Services } from '../http/context';
import { ApiError } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { JobEvents } from '../jobs/events';
import type { JobRow } from '../jobs/queue';
import { SESSION_JOB_TYPES, toJob } from '../sessions/records';

/** Streams one coach may hold open at once in one server process (tabs, devices). */
export const MAX_STREAMS_PER_USER = 6;
/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * `GET /jobs/events`: the caller's reply jobs as server-sent events (`event: job`, `data`: the same
 * `Job` that `GET /s_job/{id}` answers, signed media links included), pushed as soon as the
 * database announces a change (jobs/events.ts), from whichever process made it.
 *
 * - First the current state of the jobs named in `?ids=` and of their render jobs, so a client
 *   that opens the stream after starting a job misses nothing; then every change of the caller's
 *   reply jobs. Other users' jobs are never read: a notification names a job, and the stream reads
 *   it with the caller's id.
 * - The stream ends when the access token that opened it would have expired (at most
 *   `ACCESS_TOKEN_TTL_SECONDS`), so a signed-out coach's stream does not outlive their token; the
 *   SDK reconnects with a fresh one.
 * - At most `MAX_STREAMS_PER_USER` per coach in one process (429 beyond).
 */
export function jobEventHandlers(services: Services): RouteHandlers<'jobEvents'> {
  const { db, media, config } = services;
  const events = new JobEvents(db);
  return {
    jobEvents: async (c, { query }) => {
      const userId = callerId(c);
      if (events.count(userId) >= MAX_STREAMS_PER_USER) {
        throw new ApiError(429, 'Too many open event streams. Close another tab and try again.');
      }
      const ids = query.ids ?? [];
      return streamSSE(c, async (stream) => {
        let sending = Promise.resolve();
        const send = (row: JobRow) => {
          sending = sending.then(() =>
            stream.writeSSE({ event: 'job', id: row.id, data: JSON.stringify(toJob(row, media)) }),
          );
          return sending;
        };
        const read = (where: string, params: unknown[]) =>
          db.query<JobRow>(
            `SELECT * FROM jobs WHERE user_id = $1 AND type = ANY($2::text[]) AND (${where})
              ORDER BY created_at`,
            [userId, SESSION_JOB_TYPES, ...params],
          );
        // Listen before reading the first state: a change in between is sent twice, never lost.
        const unsubscribe = await events.subscribe(userId, (change) => {
          void read('id = $3', [change.id])
            .then(([row]) => (row ? send(row) : undefined))
            .catch((error) => {
              console.error('job events: a change could not be sent; closing the stream', error);
              stream.abort();
            });
        });
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        const lifetime = setTimeout(() => stream.abort(), config.accessTokenTtlSeconds * 1000);
        const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        try {
          await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
          if (ids.length > 0) {
            for (const row of await read('id = ANY($3::uuid[]) OR parent_job_id = ANY($3::uuid[])', [ids])) {
              await send(row);
            }
          }
          await closed;
        } finally {
          clearTimeout(lifetime);
          clearInterval(keepAlive);
          unsubscribe();
        }
      });
    },
  };
}

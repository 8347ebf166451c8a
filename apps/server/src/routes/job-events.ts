import { streamSSE } from 'hono/streaming';
import { ApiError, unauthorized } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { ACCESS_CHANNEL, JobEvents } from '../jobs/events';
import type { JobRow } from '../jobs/queue';
import { JobWords } from '../jobs/sealed-words';
import type { Services } from '../services';
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
 * - The stream lives only as long as the access token that opened it: it ends at the token's own
 *   expiry, and as soon as the user's access changes (sign-out, password change, a sign-in revoked
 *   for refresh-token reuse, deactivation, deletion: the `users` triggers notify
 *   `ACCESS_CHANNEL`). Each job is read together with the user's token version, so a change that
 *   races the access notification is never sent either: a stream sends nothing of a later sign-in.
 *   The SDK reconnects with a fresh token. Media links in the jobs end with the sign-in too
 *   (routes/media.ts refuses links signed before the owner's last sign-out).
 * - At most `MAX_STREAMS_PER_USER` per coach in one process (429 beyond).
 */
export function jobEventHandlers(services: Services): RouteHandlers<'jobEvents'> {
  const { db, media, config } = services;
  const words = new JobWords(services.keys);
  const events = new JobEvents(db);
  const access = new JobEvents(db, ACCESS_CHANNEL);
  return {
    jobEvents: async (c, { query }) => {
      const auth = c.get('auth');
      if (!auth) throw unauthorized();
      const { userId, version } = auth;
      if (events.count(userId) >= MAX_STREAMS_PER_USER) {
        throw new ApiError(429, 'Too many open event streams. Close another tab and try again.');
      }
      const ids = query.ids ?? [];
      return streamSSE(c, async (stream) => {
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        const send = async (row: JobRow) =>
          stream.writeSSE({
            event: 'job',
            id: row.id,
            data: JSON.stringify(toJob(await words.openRow(row), media)),
          });
        /** The jobs `where` names, or undefined once the token's sign-in has ended. */
        const read = async (where: string, params: unknown[]) => {
          const rows = await db.query<JobRow & { signed_in: boolean }>(
            `SELECT j.*, (u.token_version = $3 AND u.account_status) AS signed_in
               FROM users u LEFT JOIN jobs j
                 ON j.user_id = u.id AND j.type = ANY($2::text[]) AND (${where})
              WHERE u.id = $1
              ORDER BY j.created_at`,
            [userId, SESSION_JOB_TYPES, version, ...params],
          );
          if (!rows[0]?.signed_in) return undefined;
          return rows.filter((row) => row.id !== null).map(({ signed_in: _, ...row }) => row as JobRow);
        };
        const fail = (error: unknown) => {
          console.error('job events: a change could not be sent; closing the stream', error);
          stream.abort();
        };
        // The changes are read and sent one after the other, in the order they were heard, after
        // the first state: reads side by side could end in another order and send a job's older
        // state after its newer one (a reply's "processing" after its "polling_required").
        let opened!: () => void;
        let queue = new Promise<void>((resolve) => {
          opened = resolve;
        });
        const inOrder = (step: () => Promise<unknown>) => {
          queue = queue.then(step).then(() => undefined, fail);
        };
        // Listen before reading the first state: a change in between is sent twice, never lost.
        const unsubscribe = await events.subscribe(userId, (change) => {
          inOrder(async () => {
            const rows = await read('j.id = $4', [change.id]);
            if (!rows) return stream.abort();
            if (rows[0]) await send(rows[0]);
          });
        });
        const unsubscribeAccess = await access.subscribe(userId, () => {
          void read('false', [])
            .then((rows) => rows ?? stream.abort())
            .catch(fail);
        });
        const lifetime = setTimeout(
          () => stream.abort(),
          Math.max(0, Math.min(auth.expiresAt - Date.now(), config.accessTokenTtlSeconds * 1000)),
        );
        const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        try {
          await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
          // Also checks the sign-in once more, now that access changes are heard.
          const rows = await read('j.id = ANY($4::uuid[]) OR j.parent_job_id = ANY($4::uuid[])', [ids]);
          if (!rows) stream.abort();
          for (const row of rows ?? []) await send(row);
          opened();
          await closed;
        } finally {
          clearTimeout(lifetime);
          clearInterval(keepAlive);
          unsubscribe();
          unsubscribeAccess();
        }
      });
    },
  };
}

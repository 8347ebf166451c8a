import type { TypicalDurations } from '@rebond/sdk';
import type { Queryable } from '../db/database';
import type { JobQueue } from './queue';

/** How many of the most recent successful jobs each median is taken over. */
export const TYPICAL_SAMPLE = 50;
/** How far back the figures look. */
export const TYPICAL_WINDOW_DAYS = 7;

interface Median {
  p50: number | null;
  n: string | number;
}

const median = (rows: Median[]) => {
  const row = rows[0];
  const n = Number(row?.n ?? 0);
  return { seconds: n > 0 && row?.p50 !== null && row?.p50 !== undefined ? Number(row.p50) : null, n };
};

/**
 * The waits the screens announce, measured on this server (all users, no personal data): the
 * median over the last `TYPICAL_SAMPLE` successes of the past `TYPICAL_WINDOW_DAYS` days of
 * - a reply: from the coach's message (the first-stage job created) to the reply video (its render
 *   job finished), as `rebond_reply_seconds` in `jobs/metrics.ts` measures it;
 * - an avatar: an `avatar_creation` job from queued to finished;
 * - a voice: a voice cloning or voice-from-preview job from queued to finished.
 * Null where nothing was measured yet (the screens then say no figure).
 */
export async function typicalDurations(
  db: Queryable,
  jobs: Pick<JobQueue, 'typesOf'>,
): Promise<TypicalDurations> {
  const window = `make_interval(days => ${TYPICAL_WINDOW_DAYS})`;
  const reply = await db.query<Median>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS p50, count(*) AS n FROM (
       SELECT extract(epoch FROM r.finished_at - p.created_at) AS s
         FROM jobs r JOIN jobs p ON p.id = r.parent_job_id
        WHERE r.type = ANY($1::text[]) AND r.status = 'success' AND r.finished_at > now() - ${window}
        ORDER BY r.finished_at DESC LIMIT ${TYPICAL_SAMPLE}) recent`,
    [jobs.typesOf('render')],
  );
  const byType = (types: string[]) =>
    db.query<Median>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS p50, count(*) AS n FROM (
         SELECT extract(epoch FROM finished_at - created_at) AS s FROM jobs
          WHERE type = ANY($1::text[]) AND status = 'success' AND finished_at > now() - ${window}
          ORDER BY finished_at DESC LIMIT ${TYPICAL_SAMPLE}) recent`,
      [types],
    );
  const [replies, avatars, voices] = [
    median(reply),
    median(await byType(['avatar_creation'])),
    median(await byType(['voice_cloning', 'voice_from_preview'])),
  ];
  return {
    reply_seconds: replies.seconds,
    avatar_seconds: avatars.seconds,
    voice_seconds: voices.seconds,
    samples: { reply: replies.n, avatar: avatars.n, voice: voices.n },
  };
}

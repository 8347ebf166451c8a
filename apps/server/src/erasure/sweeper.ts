import { mediaIdsIn } from '../avatars/records';
import { type Clock, systemClock } from '../clock';
import type { Services } from '../services';
import { removeFiles } from './erase';

/** What one sweep removed. */
export interface SweepReport {
  /** Files no media row names, first seen at least the grace period ago. */
  orphanFiles: number;
  /** Media rows older than the grace period that no record names (their files went too). */
  orphanRows: number;
  /** Media rows older than the grace period whose file is gone. */
  missingFiles: number;
}

/**
 * Keeps the media store and the `media` table in step, so that a crash between writing a file and
 * committing its row, or between committing a deletion and removing its files, never strands
 * either. It runs when the server starts and then every `intervalSeconds`:
 *
 * - a file whose storage key no `media` row holds is deleted once this process has seen it
 *   unclaimed for `graceSeconds` (a file is written before its row, so an upload in flight is a file
 *   without a row for a moment; the store's listing carries no dates, so the clock is the sweeper's
 *   own and starts again with each process);
 * - a `media` row older than `graceSeconds` that no record names (an avatar's photo, image or
 *   variants, a video's files, a session's avatar picture, any `*_media_id(s)` in a job's payload or data) is deleted, then its
 *   file;
 * - a `media` row older than `graceSeconds` whose file is gone is deleted: the record that pointed at
 *   it loses that link (avatar and video columns become null, an avatar's variant map loses that
 *   emotion) and shows no picture or video there, and a job that still needed the file fails with
 *   its "missing, upload it again" message. A listing with no file at all while rows exist is taken
 *   for a store that cannot be read (a wrong folder or bucket), and no row is deleted for it.
 */
export class MediaSweeper {
  readonly #services: Pick<Services, 'db' | 'media'>;
  readonly #intervalMs: number;
  readonly #graceMs: number;
  readonly #clock: Clock;
  /** Unclaimed storage keys and when this process first saw them. */
  readonly #firstSeen = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    services: Pick<Services, 'db' | 'media'>,
    options: { intervalSeconds: number; graceSeconds: number; clock?: Clock },
  ) {
    this.#services = services;
    this.#intervalMs = options.intervalSeconds * 1000;
    this.#graceMs = options.graceSeconds * 1000;
    this.#clock = options.clock ?? systemClock;
  }

  /** Sweeps now, then every interval. */
  start(): void {
    const tick = () => {
      this.#running ??= this.sweep()
        .catch((error: unknown) => console.error('media sweep failed:', error))
        .finally(() => {
          this.#running = undefined;
        });
    };
    tick();
    this.#timer = setInterval(tick, this.#intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }

  /** One sweep at `now` (the sweeper's clock, `config.clock` in a server); see the class comment for the rules. */
  async sweep(now = this.#clock.now().getTime()): Promise<SweepReport> {
    const { db, media } = this.#services;
    const present = new Set<string>();
    for await (const key of media.keys()) present.add(key);
    const graceSeconds = this.#graceMs / 1000;
    const rows = await db.query<{ id: string; storage_key: string; settled: boolean }>(
      `SELECT id, storage_key, created_at < $2::timestamptz - make_interval(secs => $1) AS settled FROM media`,
      [graceSeconds, new Date(now)],
    );
    const claimed = new Set(rows.map((row) => row.storage_key));

    const orphanKeys: string[] = [];
    for (const key of this.#firstSeen.keys())
      if (!present.has(key) || claimed.has(key)) this.#firstSeen.delete(key);
    for (const key of present) {
      if (claimed.has(key)) continue;
      const seen = this.#firstSeen.get(key) ?? now;
      this.#firstSeen.set(key, seen);
      if (now - seen >= this.#graceMs) orphanKeys.push(key);
    }
    await removeFiles(media, orphanKeys);
    for (const key of orphanKeys) this.#firstSeen.delete(key);

    const settled = rows.filter((row) => row.settled);
    const named = await this.#namedMediaIds();
    const unnamed = settled.filter((row) => !named.has(row.id)).map((row) => row.id);
    const storeReadable = present.size > 0 || settled.length === 0;
    const missing = storeReadable
      ? settled.filter((row) => named.has(row.id) && !present.has(row.storage_key)).map((row) => row.id)
      : [];

    const removed = await db.transaction(async (tx) => {
      const gone = await tx.query<{ storage_key: string }>(
        `DELETE FROM media WHERE id = ANY($1::uuid[]) AND created_at < $3::timestamptz - make_interval(secs => $2)
         RETURNING storage_key`,
        [unnamed, graceSeconds, new Date(now)],
      );
      if (missing.length > 0) {
        await tx.query(
          `UPDATE avatars SET variant_media_ids = COALESCE(
             (SELECT jsonb_object_agg(key, value) FROM jsonb_each_text(variant_media_ids) WHERE value <> ALL($1::text[])),
             '{}'::jsonb)
            WHERE EXISTS (SELECT 1 FROM jsonb_each_text(variant_media_ids) WHERE value = ANY($1::text[]))`,
          [missing],
        );
        await tx.query('DELETE FROM media WHERE id = ANY($1::uuid[])', [missing]);
      }
      return gone.map((row) => row.storage_key);
    });
    await removeFiles(media, removed);
    return { orphanFiles: orphanKeys.length, orphanRows: removed.length, missingFiles: missing.length };
  }

  /**
   * Every media id a record names: avatars' pictures, videos' files, jobs' payloads and data, and
   * the avatar picture each session keeps.
   */
  async #namedMediaIds(): Promise<Set<string>> {
    const { db } = this.#services;
    const found = new Set<string>();
    mediaIdsIn(
      await db.query('SELECT photo_media_id, image_media_id, variant_media_ids FROM avatars'),
      found,
    );
    mediaIdsIn(
      await db.query(
        'SELECT video_media_id, poster_media_id, captions_media_id, recording_media_id FROM videos',
      ),
      found,
    );
    mediaIdsIn(await db.query('SELECT payload, job_data FROM jobs'), found);
    mediaIdsIn(await db.query('SELECT avatar_image_media_id FROM sessions'), found);
    return found;
  }
}

import { randomUUID } from 'node:crypto';
import type { ConversationTurn } from '@rebond/sdk';
import { audit } from '../audit';
import { unknownAccount } from '../auth/throttle';
import { mediaIdsIn } from '../avatars/records';
import { withoutSessionPictures } from '../avatars/session-pictures';
import type { Queryable } from '../db/database';
import type { MediaStore } from '../media/storage';
import type { Services } from '../services';
import type { VideoRow } from '../sessions/records';
import { openTurns, openVideo, sealTurns } from '../sessions/sealed-texts';

/**
 * Erasure: deleting an account, an avatar, a session or videos removes every row and every file
 * that belongs to it. Each deletion is one transaction that deletes the records, their media rows
 * and everything derived from them (reply jobs and their payloads, consents naming a session, the
 * transcript turns of a deleted video), and answers the storage keys of the deleted media rows;
 * the files go only after that transaction commits. A crash in between leaves files no row names,
 * which the sweeper (`erasure/sweeper.ts`) removes.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deletes media rows by id and answers their storage keys. */
async function dropMedia(tx: Queryable, ids: Iterable<string>): Promise<string[]> {
  const wanted = [...ids].filter((id) => UUID.test(id));
  if (wanted.length === 0) return [];
  const rows = await tx.query<{ storage_key: string }>(
    'DELETE FROM media WHERE id = ANY($1::uuid[]) RETURNING storage_key',
    [wanted],
  );
  return rows.map((row) => row.storage_key);
}

/** Removes files whose rows are gone for good; one that cannot be removed now is left to the sweeper. */
export async function removeFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.deleteKey(key).catch(() => undefined)));
}

/** Runs a deletion in one transaction, then removes the files it freed. */
async function erase<T>(
  { db, media }: Pick<Services, 'db' | 'media'>,
  work: (tx: Queryable) => Promise<{ keys: string[]; result: T }>,
): Promise<T> {
  const { keys, result } = await db.transaction(work);
  await removeFiles(media, keys);
  return result;
}

/** Media ids named by sessions' videos and reply jobs (recordings, speech, videos, posters, captions). */
async function sessionMediaIds(tx: Queryable, sessionIds: readonly string[], found: Set<string>) {
  const videos = await tx.query(
    'SELECT video_media_id, poster_media_id, captions_media_id, recording_media_id FROM videos WHERE session_id = ANY($1::uuid[])',
    [sessionIds],
  );
  const jobs = await tx.query('SELECT payload, job_data FROM jobs WHERE session_id = ANY($1::uuid[])', [
    sessionIds,
  ]);
  mediaIdsIn({ videos, jobs }, found);
}

/** Deletes sessions with their videos, reply jobs, visitor consents and the consents naming them. */
async function deleteSessions(tx: Queryable, sessionIds: readonly string[], found: Set<string>) {
  if (sessionIds.length === 0) return;
  await sessionMediaIds(tx, sessionIds, found);
  await tx.query('DELETE FROM consents WHERE session_id = ANY($1::uuid[])', [sessionIds]);
  // videos, jobs and embed consents cascade
  await tx.query('DELETE FROM sessions WHERE id = ANY($1::uuid[])', [sessionIds]);
}

/**
 * The conversation without the turns of deleted videos: each video's coach turn and the avatar's
 * answer after it (a lone coach turn with the transcript's text when they are not side by side).
 */
export function withoutVideoTurns(
  conversation: readonly ConversationTurn[],
  videos: readonly Pick<VideoRow, 'user_transcript' | 'avatar_script'>[],
): ConversationTurn[] {
  const turns = [...conversation];
  for (const video of videos) {
    const pair = turns.findIndex(
      (turn, index) =>
        turn.role === 'user' &&
        turn.content === video.user_transcript &&
        turns[index + 1]?.role === 'assistant' &&
        turns[index + 1]?.content === video.avatar_script,
    );
    if (pair >= 0) {
      turns.splice(pair, 2);
      continue;
    }
    const lone = turns.findIndex((turn) => turn.role === 'user' && turn.content === video.user_transcript);
    if (lone >= 0) turns.splice(lone, 1);
  }
  return turns;
}

/**
 * Deletes videos of one session: their rows, their reply jobs (the render job has the video's id,
 * and its first-stage job is its parent), every file of them, and their turns in the session's
 * conversation. Ids that are not videos of this session are ignored. Answers the deleted ids.
 */
export async function eraseVideos(
  services: Pick<Services, 'db' | 'media' | 'keys'>,
  target: { userId: string; sessionId: string; videoIds: readonly string[]; ip: string | null },
): Promise<string[]> {
  const { keys } = services;
  // The key is fetched before the transaction (it is made on the database outside it).
  await keys.keyOf(target.userId);
  return erase(services, async (tx) => {
    const [session] = await tx.query<{ conversation: unknown[] }>(
      'SELECT conversation FROM sessions WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [target.sessionId, target.userId],
    );
    if (!session) return { keys: [], result: [] };
    const videos = await tx.query<VideoRow>(
      'DELETE FROM videos WHERE session_id = $1 AND user_id = $2 AND id = ANY($3::uuid[]) RETURNING *',
      [target.sessionId, target.userId, target.videoIds],
    );
    if (videos.length === 0) return { keys: [], result: [] };
    const ids = videos.map((video) => video.id);
    const jobs = await tx.query(
      `DELETE FROM jobs WHERE user_id = $2 AND (id = ANY($1::uuid[])
          OR id IN (SELECT parent_job_id FROM jobs WHERE id = ANY($1::uuid[]) AND parent_job_id IS NOT NULL))
        RETURNING payload, job_data`,
      [ids, target.userId],
    );
    const found = mediaIdsIn({ videos, jobs });
    const conversation = await openTurns(keys, target.userId, session.conversation);
    const spoken = await Promise.all(videos.map((video) => openVideo(keys, video)));
    await tx.query('UPDATE sessions SET conversation = $2, updated_at = now() WHERE id = $1', [
      target.sessionId,
      await sealTurns(keys, target.userId, withoutVideoTurns(conversation, spoken)),
    ]);
    for (const id of ids) {
      await audit(tx, {
        actorId: target.userId,
        action: 'delete',
        recordType: 'video',
        recordId: id,
        ip: target.ip ?? undefined,
      });
    }
    return { keys: await dropMedia(tx, found), result: ids };
  });
}

/** Deletes one of the user's sessions and all that belongs to it; false when it is not theirs. */
export function eraseSession(
  services: Pick<Services, 'db' | 'media'>,
  target: { userId: string; sessionId: string; ip: string | null },
): Promise<boolean> {
  return erase(services, async (tx) => {
    const [session] = await tx.query('SELECT id FROM sessions WHERE id = $1 AND user_id = $2 FOR UPDATE', [
      target.sessionId,
      target.userId,
    ]);
    if (!session) return { keys: [], result: false };
    const found = new Set<string>();
    await deleteSessions(tx, [target.sessionId], found);
    await audit(tx, {
      actorId: target.userId,
      action: 'delete',
      recordType: 'session',
      recordId: target.sessionId,
      ip: target.ip ?? undefined,
    });
    return { keys: await dropMedia(tx, found), result: true };
  });
}

/**
 * Deletes one of the user's avatars: its jobs with their uploads, outputs and partial results
 * (photos, voice samples, previews), its pictures and variants. Its sessions stay by default, with
 * their videos, reply jobs, codes and scorecards, and the avatar's name and picture as they were
 * (`sessions.avatar_name`, `avatar_image_media_id`: a picture a session shows is not deleted); an
 * active one is ended, as no reply can be made without the avatar. With `deleteSessions` they go
 * too, as `eraseSession` deletes them. Answers the number of sessions kept or deleted; undefined
 * when the avatar is not theirs.
 */
export function eraseAvatar(
  services: Pick<Services, 'db' | 'media'>,
  target: { userId: string; avatarId: string; ip: string | null; deleteSessions?: boolean },
): Promise<{ sessions: number } | undefined> {
  return erase(services, async (tx) => {
    const [avatar] = await tx.query(
      `SELECT photo_media_id, image_media_id, variant_media_ids FROM avatars
        WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [target.avatarId, target.userId],
    );
    if (!avatar) return { keys: [], result: undefined };
    const found = mediaIdsIn(avatar);
    const sessions = await tx.query<{ id: string }>(
      'SELECT id FROM sessions WHERE avatar_id = $1 AND user_id = $2 FOR UPDATE',
      [target.avatarId, target.userId],
    );
    const sessionIds = sessions.map((row) => row.id);
    if (target.deleteSessions) {
      await deleteSessions(tx, sessionIds, found);
    } else {
      await tx.query(
        'UPDATE sessions SET ended_at = now(), updated_at = now() WHERE id = ANY($1::uuid[]) AND ended_at IS NULL',
        [sessionIds],
      );
    }
    const jobs = await tx.query(
      'SELECT payload, job_data FROM jobs WHERE avatar_id = $1 AND session_id IS NULL',
      [target.avatarId],
    );
    mediaIdsIn(jobs, found);
    await tx.query('DELETE FROM jobs WHERE avatar_id = $1 AND session_id IS NULL', [target.avatarId]);
    await tx.query('DELETE FROM avatars WHERE id = $1', [target.avatarId]);
    await audit(tx, {
      actorId: target.userId,
      action: 'delete',
      recordType: 'avatar',
      recordId: target.avatarId,
      ip: target.ip ?? undefined,
    });
    const freed = await withoutSessionPictures(tx, found);
    return { keys: await dropMedia(tx, freed), result: { sessions: sessionIds.length } };
  });
}

/**
 * Deletes an account and everything of it: every media row the user owns and its file, every
 * record (cascading from `users`), the sign-in failures typed with its username or e-mail. Its audit
 * rows stay, anonymised: no actor and no address on any row the user made or that names one of
 * their records (visitors' addresses included); the deletion itself is recorded without either.
 * Then the tables are rewritten so that the files forget the rows too (`compact.ts`), after the
 * answer: the deletion records the request and the compactor (`compactor.ts`) does it.
 */
export async function eraseUser(
  services: Pick<Services, 'db' | 'media' | 'keys' | 'compactor'>,
  target: { userId: string },
): Promise<boolean> {
  const erased = await erase(services, async (tx) => {
    const [row] = await tx.query<{ username: string; email: string }>(
      'SELECT username, email FROM users WHERE id = $1 FOR UPDATE',
      [target.userId],
    );
    if (!row) return { keys: [], result: false };
    const typed = [
      await services.keys.open(target.userId, row.username, tx),
      await services.keys.open(target.userId, row.email, tx),
    ];
    const owned = await tx.query<{ id: string }>(
      `SELECT id::text FROM avatars WHERE user_id = $1 UNION ALL SELECT id::text FROM sessions WHERE user_id = $1
       UNION ALL SELECT id::text FROM videos WHERE user_id = $1 UNION ALL SELECT id::text FROM jobs WHERE user_id = $1
       UNION ALL SELECT id::text FROM consents WHERE user_id = $1 UNION ALL SELECT id::text FROM embed_keys WHERE user_id = $1
       UNION ALL SELECT id::text FROM skill_transcripts WHERE user_id = $1`,
      [target.userId],
    );
    await tx.query(
      'UPDATE audit_log SET actor_id = NULL, ip = NULL WHERE actor_id = $1 OR record_id = ANY($2::text[])',
      [target.userId, [target.userId, ...owned.map((row) => row.id)]],
    );
    await tx.query('DELETE FROM login_failures WHERE identifier = ANY($1::text[])', [
      [target.userId, ...typed.map(unknownAccount)],
    ]);
    const media = await tx.query<{ storage_key: string }>(
      'DELETE FROM media WHERE user_id = $1 RETURNING storage_key',
      [target.userId],
    );
    await tx.query('DELETE FROM users WHERE id = $1', [target.userId]);
    await audit(tx, { actorId: null, action: 'delete', recordType: 'user', recordId: target.userId });
    await tx.query('INSERT INTO erasure_compactions (id) VALUES ($1)', [randomUUID()]);
    return { keys: media.map((row) => row.storage_key), result: true };
  });
  // Its data key went with its row (user_keys cascades): what it sealed cannot be opened again.
  services.keys.forget(target.userId);
  // The tables are rewritten after the answer, by the processes that run jobs (compactor.ts).
  if (erased) services.compactor?.wake();
  return erased;
}

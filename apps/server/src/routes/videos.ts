import { eraseVideos } from '../erasure/erase';
import { auditRead } from '../http/audit-read';
import { callerId, clientIp } from '../http/context';
import { notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { keyset, toPage } from '../http/pagination';
import type { Services } from '../services';
import { findSession, toVideo, type VideoRow } from '../sessions/records';
import { openVideo } from '../sessions/sealed-texts';
import { startReply } from '../sessions/start-reply';

export { SESSION_CLOSED } from '../sessions/start-reply';

/**
 * `/videos/*`: the coach's messages and the avatar's video replies. Answers:
 * - `POST /videos/create` (multipart `session_id` + `audio_file`, or `session_id` + `message_text`,
 *   the message typed as text) -> 202 `{ job_id, status }`: the first reply job (`video_reply`).
 *   400 both or neither of `audio_file` and `message_text`, an empty or over-2000-character text, a
 *   recording longer than 300 s or not decodable; 404 unknown session, 409 closed session, 413 over
 *   25 MB, 415 not audio.
 * - `GET /videos/get/by_session/{id}` -> `Video[]`, oldest first; `GET /videos/get/{id}` -> `Video`.
 * - `DELETE /videos/delete/{sessionId}` with `{ avatar_video_ids }` -> `{ detail }`: deletes those
 *   videos of that session, their media files, reply jobs and conversation turns (`erasure/erase.ts`);
 *   ids that are not videos of it are ignored.
 */
export function videoHandlers(
  services: Services,
): RouteHandlers<'createVideo' | 'listSessionVideos' | 'getVideo' | 'deleteVideos'> {
  const { db, media } = services;

  return {
    createVideo: async (c, { body: { session_id, message_text }, files }) => {
      const userId = callerId(c);
      const session = await findSession(db, services.keys, userId, session_id);
      if (!session) throw notFound('Session not found');
      const jobId = await startReply(services, session, {
        ...(message_text === undefined ? {} : { message_text }),
        audio: files.audio_file,
        ip: clientIp(c),
      });
      return { job_id: jobId, status: 'pending' };
    },

    listSessionVideos: async (c, { params, query }) => {
      const userId = callerId(c);
      const session = await findSession(db, services.keys, userId, params.id);
      if (!session) throw notFound('Session not found');
      await auditRead(db, c, 'session_videos', session.id);
      const set = keyset({ at: 'created_at', id: 'id', direction: 'asc' }, query, 3);
      const rows = await db.query<VideoRow & { page_key: string }>(
        `SELECT ${set.column}, * FROM videos WHERE session_id = $1 AND user_id = $2 AND ${set.where} ${set.tail}`,
        [session.id, userId, ...set.params],
      );
      const opened = await Promise.all(rows.map((row) => openVideo(services.keys, row)));
      return toPage(opened, set.limit, (row) => toVideo(row, media));
    },

    getVideo: async (c, { params }) => {
      const [row] = await db.query<VideoRow>('SELECT * FROM videos WHERE id = $1 AND user_id = $2', [
        params.id,
        callerId(c),
      ]);
      if (!row) throw notFound('Video not found');
      await auditRead(db, c, 'video', row.id);
      return toVideo(await openVideo(services.keys, row), media);
    },

    deleteVideos: async (c, { params: { id: sessionId }, body: { avatar_video_ids } }) => {
      const userId = callerId(c);
      const session = await findSession(db, services.keys, userId, sessionId);
      if (!session) throw notFound('Session not found');
      const deleted = await eraseVideos(services, {
        userId,
        sessionId,
        videoIds: avatar_video_ids,
        ip: clientIp(c),
      });
      return { detail: `Deleted ${deleted.length} video(s)` };
    },
  };
}

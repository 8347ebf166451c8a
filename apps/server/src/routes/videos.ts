import { audit } from '../audit';
import type { Queryable } from '../db/database';
import { callerId, clientIp, type Services } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { keyset, toPage } from '../http/pagination';
import { takeUpload } from '../media/uploads';
import { MAX_RECORDING_SECONDS, measureRecordingSeconds } from '../sessions/audio';
import { findSession, type SessionRecord, toVideo, type VideoRow } from '../sessions/records';
import { type ReplyPayload, VIDEO_REPLY_JOB } from '../sessions/reply-jobs';

/** The 409 detail for a message sent to a closed session. */
export const SESSION_CLOSED = 'This session is closed. Start a new session to send a message.';

/**
 * `/videos/*`: the coach's messages and the avatar's video replies. Answers:
 * - `POST /videos/create` (multipart `session_id` + `audio_file`, or `session_id` + `message_text`,
 *   the message typed as text) -> 202 `{ job_id, status }`: the first reply job (`video_reply`).
 *   400 both or neither of `audio_file` and `message_text`, an empty or over-2000-character text, a
 *   recording longer than 300 s or not decodable; 404 unknown session, 409 closed session, 413 over
 *   25 MB, 415 not audio.
 * - `GET /videos/get/by_session/{id}` -> `Video[]`, oldest first; `GET /videos/get/{id}` -> `Video`.
 * - `DELETE /videos/delete/{sessionId}` with `{ avatar_video_ids }` -> `{ detail }`: deletes those
 *   videos of that session and their media files; ids that are not videos of it are ignored.
 */
export function videoHandlers(
  services: Services,
): RouteHandlers<'createVideo' | 'listSessionVideos' | 'getVideo' | 'deleteVideos'> {
  const { db, media, jobs, engine } = services;
  const ffmpeg = engine.describe().ffmpeg;

  /** Queues the first reply job for the coach's message, and audits it. */
  async function enqueueReply(
    tx: Queryable,
    userId: string,
    session: SessionRecord,
    payload: ReplyPayload,
    ip: string,
  ) {
    const id = await jobs.enqueue(tx, {
      type: VIDEO_REPLY_JOB,
      userId,
      sessionId: session.id,
      avatarId: session.avatar_id,
      payload: { ...payload },
    });
    await audit(tx, { actorId: userId, action: 'create', recordType: 'video_job', recordId: id, ip });
    return id;
  }

  return {
    createVideo: async (c, { body: { session_id, message_text }, files }) => {
      const userId = callerId(c);
      const hasAudio = files.audio_file !== undefined;
      if (hasAudio === (message_text !== undefined)) {
        throw badRequest(
          hasAudio
            ? 'Send either audio_file or message_text, not both'
            : 'audio_file or message_text is required',
        );
      }
      const session = await findSession(db, userId, session_id);
      if (!session) throw notFound('Session not found');
      if (session.ended_at) throw new ApiError(409, SESSION_CLOSED);
      if (message_text !== undefined) {
        const jobId = await db.transaction((tx) =>
          enqueueReply(tx, userId, session, { message_text }, clientIp(c)),
        );
        return { job_id: jobId, status: 'pending' };
      }
      const upload = await takeUpload(files, 'audio_file', 'audio');
      const seconds = await measureRecordingSeconds(upload.bytes, ffmpeg);
      if (seconds === null) {
        throw badRequest('audio_file: the recording could not be decoded. Please record again.');
      }
      if (seconds !== undefined && seconds > MAX_RECORDING_SECONDS) {
        throw badRequest(
          `audio_file: the recording lasts ${Math.round(seconds)} s; the limit is ${MAX_RECORDING_SECONDS} s`,
        );
      }
      const jobId = await db.transaction(async (tx) => {
        const recording = await media.save(tx, {
          userId,
          kind: 'recording',
          contentType: upload.contentType,
          bytes: upload.bytes,
        });
        return enqueueReply(
          tx,
          userId,
          session,
          {
            recording_media_id: recording.id,
            mime_type: upload.contentType,
            ...(seconds === undefined ? {} : { recording_seconds: seconds }),
          },
          clientIp(c),
        );
      });
      return { job_id: jobId, status: 'pending' };
    },

    listSessionVideos: async (c, { params, query }) => {
      const userId = callerId(c);
      const session = await findSession(db, userId, params.id);
      if (!session) throw notFound('Session not found');
      const set = keyset({ at: 'created_at', id: 'id', direction: 'asc' }, query, 3);
      const rows = await db.query<VideoRow & { page_key: string }>(
        `SELECT ${set.column}, * FROM videos WHERE session_id = $1 AND user_id = $2 AND ${set.where} ${set.tail}`,
        [session.id, userId, ...set.params],
      );
      return toPage(rows, set.limit, (row) => toVideo(row, media));
    },

    getVideo: async (c, { params }) => {
      const [row] = await db.query<VideoRow>('SELECT * FROM videos WHERE id = $1 AND user_id = $2', [
        params.id,
        callerId(c),
      ]);
      if (!row) throw notFound('Video not found');
      return toVideo(row, media);
    },

    deleteVideos: async (c, { params: { id: sessionId }, body: { avatar_video_ids } }) => {
      const userId = callerId(c);
      const session = await findSession(db, userId, sessionId);
      if (!session) throw notFound('Session not found');
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.query<VideoRow>(
          `DELETE FROM videos WHERE session_id = $1 AND user_id = $2 AND id = ANY($3::uuid[]) RETURNING *`,
          [sessionId, userId, avatar_video_ids],
        );
        for (const row of rows) {
          await audit(tx, {
            actorId: userId,
            action: 'delete',
            recordType: 'video',
            recordId: row.id,
            ip: clientIp(c),
          });
        }
        return rows;
      });
      await media.remove(
        db,
        deleted.flatMap((row) => [row.video_media_id, row.poster_media_id, row.recording_media_id]),
      );
      return { detail: `Deleted ${deleted.length} video(s)` };
    },
  };
}

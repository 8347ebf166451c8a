import { VideoCreateFields, VideoDeleteRequest } from '@rebond/sdk';
import { Hono } from 'hono';
import { audit } from '../audit';
import type { Queryable } from '../db/database';
import { type AppEnv, callerId, clientIp, requireAuth, type Services } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { idParam, jsonBody, parseWith } from '../http/validate';
import { multipartForm, takeUpload } from '../media/uploads';
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
export function videoRoutes(services: Services) {
  const { db, media, jobs, engine } = services;
  const ffmpeg = engine.describe().ffmpeg;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(services));

  app.post('/create', async (c) => {
    const userId = callerId(c);
    const form = await multipartForm(c);
    if (form.message_text instanceof File) throw badRequest('message_text: send the message as text');
    const { session_id, message_text } = parseWith(VideoCreateFields, {
      session_id: form.session_id,
      message_text: form.message_text,
    });
    const hasAudio = form.audio_file !== undefined;
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
      return c.json({ job_id: jobId, status: 'pending' }, 202);
    }
    const upload = await takeUpload(form, 'audio_file', 'audio');
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
    return c.json({ job_id: jobId, status: 'pending' }, 202);
  });

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

  app.get('/get/by_session/:id', async (c) => {
    const userId = callerId(c);
    const session = await findSession(db, userId, idParam(c, 'id', 'Session'));
    if (!session) throw notFound('Session not found');
    const rows = await db.query<VideoRow>(
      'SELECT * FROM videos WHERE session_id = $1 AND user_id = $2 ORDER BY created_at',
      [session.id, userId],
    );
    return c.json(rows.map((row) => toVideo(row, media)));
  });

  app.get('/get/:id', async (c) => {
    const [row] = await db.query<VideoRow>('SELECT * FROM videos WHERE id = $1 AND user_id = $2', [
      idParam(c, 'id', 'Video'),
      callerId(c),
    ]);
    if (!row) throw notFound('Video not found');
    return c.json(toVideo(row, media));
  });

  app.delete('/delete/:id', async (c) => {
    const userId = callerId(c);
    const sessionId = idParam(c, 'id', 'Session');
    const session = await findSession(db, userId, sessionId);
    if (!session) throw notFound('Session not found');
    const { avatar_video_ids } = await jsonBody(c, VideoDeleteRequest);
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
    return c.json({ detail: `Deleted ${deleted.length} video(s)` });
  });

  return app;
}

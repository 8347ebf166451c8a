import { MAX_RECORDING_SECONDS } from '@rebond/vocabulary';
import { audit } from '../audit';
import { ApiError, badRequest } from '../http/errors';
import { checkAudioLength } from '../media/audio-length';
import { takeUpload } from '../media/uploads';
import type { Services } from '../services';
import type { SessionRecord } from './records';
import { type ReplyPayload, VIDEO_REPLY_JOB } from './reply-jobs';

/** The 409 detail for a message sent to a closed session. */
export const SESSION_CLOSED = 'This session is closed. Start a new session to send a message.';

/**
 * Takes a message for a session (a recording, or text typed instead) and queues the first reply
 * job, in one transaction with the saved recording and the audit entry. The coach's `/videos/create`
 * and a visitor's `/embed/videos` both send through here. Answers the job id.
 *
 * Refuses: both or neither of audio and text (400), a closed session (409), a recording over 25 MB
 * (413), not audio (415), longer than `MAX_RECORDING_SECONDS` ("too long", read from the header
 * before anything is decoded) or not decodable (400).
 */
export async function startReply(
  { db, media, jobs, engine }: Services,
  session: SessionRecord,
  message: { message_text?: string; audio: File | undefined; ip: string; actorId?: string | null },
): Promise<string> {
  const hasAudio = message.audio !== undefined;
  if (hasAudio === (message.message_text !== undefined)) {
    throw badRequest(
      hasAudio
        ? 'Send either audio_file or message_text, not both'
        : 'audio_file or message_text is required',
    );
  }
  if (session.ended_at) throw new ApiError(409, SESSION_CLOSED);
  const userId = session.user_id;
  const enqueue = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], payload: ReplyPayload) =>
    jobs
      .enqueue(tx, {
        type: VIDEO_REPLY_JOB,
        userId,
        sessionId: session.id,
        avatarId: session.avatar_id,
        payload: { ...payload },
      })
      .then(async (id) => {
        await audit(tx, {
          actorId: message.actorId === undefined ? userId : message.actorId,
          action: 'create',
          recordType: 'video_job',
          recordId: id,
          ip: message.ip,
        });
        return id;
      });
  if (message.message_text !== undefined) {
    const text = message.message_text;
    return db.transaction((tx) => enqueue(tx, { message_text: text }));
  }
  const upload = await takeUpload({ audio_file: message.audio as File }, 'audio_file', 'audio');
  const seconds = await checkAudioLength(upload.bytes, {
    field: 'audio_file',
    what: 'recording',
    limitSeconds: MAX_RECORDING_SECONDS,
    ffmpeg: engine.describe().ffmpeg,
  });
  return db.transaction(async (tx) => {
    const recording = await media.save(tx, {
      userId,
      kind: 'recording',
      contentType: upload.contentType,
      bytes: upload.bytes,
    });
    return enqueue(tx, {
      recording_media_id: recording.id,
      mime_type: upload.contentType,
      ...(seconds === undefined ? {} : { recording_seconds: seconds }),
    });
  });
}

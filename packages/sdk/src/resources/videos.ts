import type { RebondClient } from '../client';
import type { Ack } from '../contract/common';
import type { JobStarted } from '../contract/jobs';
import type { Video } from '../contract/sessions';

/** Spec section 9: the recording upload may take up to 60 s. */
export const VIDEO_UPLOAD_TIMEOUT_MS = 60_000;

/** The file name the recorder gives a recording of this type (spec: recording.webm or recording.wav). */
export function recordingFileName(audio: Blob): string {
  const type = audio.type.toLowerCase();
  if (type.includes('wav')) return 'recording.wav';
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mp4') || type.includes('m4a') || type.includes('aac')) return 'recording.m4a';
  if (type.includes('mpeg') || type.includes('mp3')) return 'recording.mp3';
  return 'recording.webm';
}

/**
 * `/videos/*`: the coach's messages and the avatar's replies. A `Video` has `id`, `session_id`,
 * `video_url` and `poster_url` (signed, relative to the API base), `created_at`, `user_transcript`
 * and `avatar_script`.
 */
export class VideosResource {
  constructor(private readonly client: RebondClient) {}

  /**
   * Sends a recording (multipart `session_id` + `audio_file`, 60 s time-out) and answers the first
   * reply job `{ job_id, status }`. The server refuses a closed session (409), a file over 25 MB
   * (413), something that is not audio (415) and a recording over 300 s (400).
   */
  create(sessionId: string, audio: Blob, options: { signal?: AbortSignal; timeout?: number } = {}) {
    const body = new FormData();
    body.set('session_id', sessionId);
    body.set('audio_file', audio, recordingFileName(audio));
    return this.client.request<JobStarted>('POST', '/videos/create', {
      body,
      timeout: options.timeout ?? VIDEO_UPLOAD_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /**
   * Sends the coach's message typed as text (multipart `session_id` + `message_text`): no
   * transcription, the text is the coach's turn as written. Answers the first reply job
   * `{ job_id, status }`. The server trims the text and refuses an empty one or one over 2000
   * characters (400), and a closed session (409).
   */
  createFromText(
    sessionId: string,
    text: string,
    options: { signal?: AbortSignal; timeout?: number } = {},
  ): Promise<JobStarted> {
    const body = new FormData();
    body.set('session_id', sessionId);
    body.set('message_text', text);
    return this.client.request<JobStarted>('POST', '/videos/create', {
      body,
      ...(options.timeout ? { timeout: options.timeout } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /** A session's videos, oldest first. */
  listBySession(sessionId: string): Promise<Video[]> {
    return this.client.request<Video[]>('GET', `/videos/get/by_session/${encodeURIComponent(sessionId)}`);
  }

  get(id: string): Promise<Video> {
    return this.client.request<Video>('GET', `/videos/get/${encodeURIComponent(id)}`);
  }

  /** Deletes these videos of the session, and their media files. */
  delete(sessionId: string, videoIds: readonly string[]): Promise<Ack> {
    return this.client.request<Ack>('DELETE', `/videos/delete/${encodeURIComponent(sessionId)}`, {
      json: { avatar_video_ids: videoIds },
    });
  }
}

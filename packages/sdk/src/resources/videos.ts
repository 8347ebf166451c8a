import { recordingFileName } from '@rebond/vocabulary';
import type { ApiPromise } from '../api-promise';
import type { Page, RebondClient, RequestOptions } from '../client';
import type { Ack } from '../contract/common';
import type { JobStarted } from '../contract/jobs';
import type { Video } from '../contract/sessions';
import {
  type SendMessageOptions,
  type SendRules,
  type SentMessage,
  sendMessage,
  VIDEO_UPLOAD_TIMEOUT_MS,
} from '../videos/send';

/** Options of `videos.send`. */
export type SendOptions = Omit<SendMessageOptions, 'sessionId' | 'audio' | 'text'> & {
  /** A screen's own polling and messages (the portal's pages each have theirs). @default DEFAULT_SEND_RULES */
  rules?: Partial<SendRules>;
};

/**
 * `/videos/*`: the coach's messages and the avatar's replies. A `Video` has `id`, `session_id`,
 * `video_url` and `poster_url` (signed, relative to the API base: pass them through
 * `client.mediaUrl`), `created_at`, `user_transcript` and `avatar_script`.
 */
export class VideosResource {
  constructor(private readonly client: RebondClient) {}

  /**
   * Sends the coach's message and waits for the avatar's reply: a recording (`Blob`) or the
   * message typed as text (`string`). Reports progress, and resolves with the playable video's
   * absolute URL, transcript and script; fails with a `SendMessageError` carrying the section 8
   * message. Cancel with `signal`.
   *
   * @example
   * const reply = await client.videos.send(session.id, recording, {
   *   onProgress: ({ percent, stage }) => console.log(percent, stage),
   * });
   * video.src = reply.videoUrl;
   */
  send(
    sessionId: string,
    message: Blob | string,
    { rules, ...options }: SendOptions = {},
  ): Promise<SentMessage> {
    const content = typeof message === 'string' ? { text: message } : { audio: message };
    return sendMessage(this.client, { ...options, ...content, sessionId }, rules);
  }

  /**
   * `POST /videos/create` with a recording (multipart `session_id` + `audio_file`, 60 s time-out):
   * answers the first reply job `{ job_id, status }`. The server refuses a closed session (409), a
   * file over 25 MB (413), something that is not audio (415) and a recording over 300 s (400).
   */
  create(sessionId: string, audio: Blob, options: RequestOptions = {}): ApiPromise<JobStarted> {
    return this.client.call(
      'createVideo',
      {
        body: { session_id: sessionId },
        files: { audio_file: { blob: audio, name: recordingFileName(audio.type) } },
      },
      { ...options, timeout: options.timeout ?? VIDEO_UPLOAD_TIMEOUT_MS },
    );
  }

  /**
   * `POST /videos/create` with the message typed as text (multipart `session_id` +
   * `message_text`): no transcription. The server trims the text and refuses an empty one or one
   * over 2000 characters (400), and a closed session (409).
   */
  createFromText(sessionId: string, text: string, options?: RequestOptions): ApiPromise<JobStarted> {
    return this.client.call('createVideo', { body: { session_id: sessionId, message_text: text } }, options);
  }

  /** `GET /videos/get/by_session/{id}`: a session's videos, oldest first. */
  listBySession(sessionId: string, options?: RequestOptions): ApiPromise<Video[]> {
    return this.client.call('listSessionVideos', { params: { id: sessionId } }, options);
  }

  /** One page of a session's videos, oldest first. */
  listPage(
    sessionId: string,
    page: { limit?: number; cursor?: string | null },
    options?: RequestOptions,
  ): Promise<Page<Video>> {
    return this.client.page('listSessionVideos', { params: { id: sessionId } }, page, options);
  }

  /** `GET /videos/get/{id}`. */
  get(id: string, options?: RequestOptions): ApiPromise<Video> {
    return this.client.call('getVideo', { params: { id } }, options);
  }

  /** `DELETE /videos/delete/{sessionId}`: deletes these videos of the session, and their media files. */
  delete(sessionId: string, videoIds: readonly string[], options?: RequestOptions): ApiPromise<Ack> {
    return this.client.call(
      'deleteVideos',
      { params: { id: sessionId }, body: { avatar_video_ids: [...videoIds] } },
      options,
    );
  }
}

import type { ApiPromise } from '../api-promise';
import type { Page, RebondClient, RequestOptions } from '../client';
import type { Ack } from '../contract/common';
import type { SessionReplyJob } from '../contract/jobs';
import type { Session, SessionCreateRequest, TurnCorrectionRequest } from '../contract/sessions';

/**
 * `/sessions/*`: the coach's practice sessions. Every answer is a `Session` (see the contract):
 * `avatar` {id, name, avatar_name, image_url (signed)}, `conversation`, `dynamic_session`, `emotion`,
 * `session_specific_prompt`, `started_at`, `ended_at`, `summary`, `patient_name`, `outcome`,
 * `duration` ('Xm Ys'), `avatar_videos` (count) and `videos` [{id, video_url}].
 */
export class SessionsResource {
  constructor(private readonly client: RebondClient) {}

  /**
   * `POST /sessions/create`: starts a session (defaults: dynamic, emotion normal). Fails with
   * `NotFoundError` for an unknown avatar, `PermissionDeniedError` whose detail contains 'Avatar
   * creation not finished' or 'already has an active session', `BadRequestError` for bad input.
   *
   * @example
   * const session = await client.sessions.create({ avatar_id: avatar.id, emotion: 'anger' });
   */
  create(body: SessionCreateRequest, options?: RequestOptions): ApiPromise<Session> {
    return this.client.call('createSession', { body }, options);
  }

  /** `GET /sessions/get/{id}`. */
  get(id: string, options?: RequestOptions): ApiPromise<Session> {
    return this.client.call('getSession', { params: { id } }, options);
  }

  /** `GET /sessions/get_by_user`: your sessions, newest first (the spec's call: the whole list, up to 1000). */
  listByUser(options?: RequestOptions): ApiPromise<Session[]> {
    return this.client.call('listSessions', {}, options);
  }

  /** One page of your sessions, newest first. */
  listPage(
    page: { limit?: number; cursor?: string | null },
    options?: RequestOptions,
  ): Promise<Page<Session>> {
    return this.client.page('listSessions', {}, page, options);
  }

  /**
   * Every session, newest first, page by page.
   *
   * @example
   * for await (const session of client.sessions.iterate({ pageSize: 100 })) console.log(session.id);
   */
  iterate(options?: RequestOptions & { pageSize?: number }): AsyncIterable<Session> {
    return this.client.paginate('listSessions', {}, options);
  }

  /** `PUT /sessions/close/{id}`: sets `ended_at`, the summary and the outcome; closing twice answers it unchanged. */
  close(id: string, options?: RequestOptions): ApiPromise<Session> {
    return this.client.call('closeSession', { params: { id } }, options);
  }

  /**
   * `PUT /sessions/{id}/turns`: confirms the spoken coach turn at `index` of the conversation, or
   * corrects it with `text`. The turn's `content` becomes the text and `heard.text` keeps what the
   * recogniser heard; the scorecard then codes and counts it. A typed or an avatar turn fails with
   * `BadRequestError`, another coach's session with `NotFoundError`.
   *
   * @example
   * await client.sessions.correctTurn(session.id, { index: 0, text: 'What brings you here today?' });
   */
  correctTurn(id: string, body: TurnCorrectionRequest, options?: RequestOptions): ApiPromise<Session> {
    return this.client.call('correctSessionTurn', { params: { id }, body }, options);
  }

  /** `DELETE /sessions/delete/{id}`: deletes the session's videos and their media files, then the session. */
  delete(id: string, options?: RequestOptions): ApiPromise<Ack> {
    return this.client.call('deleteSession', { params: { id } }, options);
  }

  /**
   * `GET /sessions/{id}/jobs`: the session's replies still in progress, or finished in the last 10
   * minutes, oldest first. A page that comes back to a session follows the unfinished ones
   * (`followReply`) instead of waiting for a reload.
   */
  listJobs(id: string, options?: RequestOptions): ApiPromise<SessionReplyJob[]> {
    return this.client.call('listSessionJobs', { params: { id } }, options);
  }
}

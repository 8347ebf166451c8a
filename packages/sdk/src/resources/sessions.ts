import type { RebondClient } from '../client';
import type { Ack } from '../contract/common';
import type { Session, SessionCreateRequest } from '../contract/sessions';

/**
 * `/sessions/*`: the coach's practice sessions. Every answer is a `Session` (see the contract):
 * `avatar` {id, name, avatar_name, image_url (signed)}, `conversation`, `dynamic_session`, `emotion`,
 * `session_specific_prompt`, `started_at`, `ended_at`, `summary`, `patient_name`, `outcome`,
 * `duration` ('Xm Ys'), `avatar_videos` (count) and `videos` [{id, video_url}].
 */
export class SessionsResource {
  constructor(private readonly client: RebondClient) {}

  /**
   * Starts a session (defaults: dynamic, emotion normal). Fails with `NotFoundError` for an unknown
   * avatar, `PermissionDeniedError` whose detail contains 'Avatar creation not finished' or
   * 'already has an active session', `BadRequestError` for bad input; `toUserMessage(error,
   * 'sessionWizard' | 'sessionLaunch')` turns those into the spec's texts.
   */
  create(body: SessionCreateRequest): Promise<Session> {
    return this.client.request<Session>('POST', '/sessions/create', { json: body });
  }

  get(id: string): Promise<Session> {
    return this.client.request<Session>('GET', `/sessions/get/${encodeURIComponent(id)}`);
  }

  /** Your sessions, newest first. */
  listByUser(): Promise<Session[]> {
    return this.client.request<Session[]>('GET', '/sessions/get_by_user');
  }

  /** Sets `ended_at`, the summary and the outcome. Closing a closed session answers it unchanged. */
  close(id: string): Promise<Session> {
    return this.client.request<Session>('PUT', `/sessions/close/${encodeURIComponent(id)}`);
  }

  /** Deletes the session's videos and their media files, then the session. */
  delete(id: string): Promise<Ack> {
    return this.client.request<Ack>('DELETE', `/sessions/delete/${encodeURIComponent(id)}`);
  }
}

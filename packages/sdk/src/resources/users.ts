import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { AuditEntry } from '../contract/audit';
import type { Ack } from '../contract/common';
import type {
  PasswordChangeRequest,
  User,
  UserCreateRequest,
  UserListQuery,
  UserPreferences,
  UserUpdateRequest,
} from '../contract/users';

/**
 * `/users/*`. There is no administrator role: a user sees and changes only their own record;
 * another user's id or username answers `NotFoundError` like a missing one.
 */
export class UsersResource {
  constructor(private readonly client: RebondClient) {}

  /** `POST /users/create`: creates an account without signing in (201). */
  create(body: UserCreateRequest, options?: RequestOptions): ApiPromise<User> {
    return this.client.call('createUser', { body }, options);
  }

  /** `GET /users/search?username=`: your own record when the username is yours, else `NotFoundError`. */
  search(username: string, options?: RequestOptions): ApiPromise<User> {
    return this.client.call('searchUser', { query: { username } }, options);
  }

  /**
   * `PUT /users/update/{id}`: changes your own record (only the fields sent). A new `email` needs
   * `current_password`, else `BadRequestError`.
   */
  update(id: string, body: UserUpdateRequest, options?: RequestOptions): ApiPromise<User> {
    return this.client.call('updateUser', { params: { id }, body }, options);
  }

  /**
   * `PUT /users/password`: needs the current password; signs out your other devices (this
   * client's refresh token is sent so this device stays signed in).
   */
  changePassword(
    body: Omit<PasswordChangeRequest, 'refresh_token'>,
    options?: RequestOptions,
  ): ApiPromise<Ack> {
    const refresh_token = this.client.tokens.get()?.refresh_token;
    return this.client.call('changePassword', { body: { ...body, refresh_token } }, options);
  }

  /** `DELETE /users/delete/{id}`: deletes your account and everything it owns. */
  delete(id: string, options?: RequestOptions): ApiPromise<Ack> {
    return this.client.call('deleteUser', { params: { id } }, options);
  }

  /** `GET /users/list?skip=&limit=`: the users visible to you (only yourself). */
  list(query: UserListQuery = {}, options?: RequestOptions): ApiPromise<User[]> {
    return this.client.call('listUsers', { query }, options);
  }

  /** `GET /users/preferences`: your preferences (the defaults until you save some). */
  preferences(options?: RequestOptions): ApiPromise<UserPreferences> {
    return this.client.call('getPreferences', {}, options);
  }

  /** `PUT /users/preferences`: saves your preferences for every device you sign in on. */
  updatePreferences(body: UserPreferences, options?: RequestOptions): ApiPromise<UserPreferences> {
    return this.client.call('updatePreferences', { body }, options);
  }

  /** `GET /users/audit`: the audit log of your records, newest first (one page). */
  audit(options?: RequestOptions): ApiPromise<AuditEntry[]> {
    return this.client.call('listAudit', {}, options);
  }

  /** The whole audit log of your records, page by page (to export it). */
  iterateAudit(options?: RequestOptions & { pageSize?: number }): AsyncIterable<AuditEntry> {
    return this.client.paginate('listAudit', {}, options);
  }
}

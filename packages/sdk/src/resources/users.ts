import type { RebondClient } from '../client';
import type { Ack } from '../contract/common';
import type {
  PasswordChangeRequest,
  User,
  UserCreateRequest,
  UserListQuery,
  UserUpdateRequest,
} from '../contract/users';

/** `/users/*`. The server shows and changes only the caller's own record. */
export class UsersResource {
  constructor(private readonly client: RebondClient) {}

  create(body: UserCreateRequest): Promise<User> {
    return this.client.request<User>('POST', '/users/create', { json: body, auth: false });
  }

  search(username: string): Promise<User> {
    return this.client.request<User>('GET', '/users/search', { searchParams: { username } });
  }

  update(id: string, body: UserUpdateRequest): Promise<User> {
    return this.client.request<User>('PUT', `/users/update/${encodeURIComponent(id)}`, { json: body });
  }

  /** Changes your password. Your other devices are signed out; this one keeps its tokens. */
  changePassword(body: Omit<PasswordChangeRequest, 'refresh_token'>): Promise<Ack> {
    return this.client.request<Ack>('PUT', '/users/password', {
      json: { ...body, refresh_token: this.client.tokens.get()?.refresh_token },
    });
  }

  delete(id: string): Promise<Ack> {
    return this.client.request<Ack>('DELETE', `/users/delete/${encodeURIComponent(id)}`);
  }

  /** Lists users; defaults skip 0 and limit 100 as the spec says. */
  list(query: UserListQuery = {}): Promise<User[]> {
    return this.client.request<User[]>('GET', '/users/list', {
      searchParams: { skip: Number(query.skip ?? 0), limit: Number(query.limit ?? 100) },
    });
  }
}

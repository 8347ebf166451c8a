import type { RebondClient } from '../client';
import type {
  LoginRequest,
  LoginResponse,
  RefreshResponse,
  RegisterRequest,
  RegisterResponse,
} from '../contract/auth';
import type { Ack } from '../contract/common';

/** `/auth/*`: register, sign in, refresh and sign out. Successful calls store the tokens. */
export class AuthResource {
  constructor(private readonly client: RebondClient) {}

  async register(body: RegisterRequest): Promise<RegisterResponse> {
    const answer = await this.client.request<RegisterResponse>('POST', '/auth/register', {
      json: body,
      auth: false,
    });
    this.client.tokens.set({ access_token: answer.access_token, refresh_token: answer.refresh_token });
    return answer;
  }

  /** Signs in; `username` may be the username or the e-mail. Sent form-encoded. */
  async login(body: LoginRequest): Promise<LoginResponse> {
    const answer = await this.client.request<LoginResponse>('POST', '/auth/login', {
      form: { username: body.username, password: body.password },
      auth: false,
    });
    this.client.tokens.set({ access_token: answer.access_token, refresh_token: answer.refresh_token });
    return answer;
  }

  /** Rotates the stored tokens now; resolves whether it worked. */
  refresh(): Promise<boolean> {
    return this.client.refreshTokens();
  }

  /** Revokes the refresh token on the server (best effort) and forgets the stored tokens. */
  async logout(): Promise<void> {
    const refreshToken = this.client.tokens.get()?.refresh_token;
    this.client.tokens.clear();
    if (!refreshToken) return;
    await this.client
      .request<Ack>('POST', '/auth/logout', { json: { refresh_token: refreshToken }, auth: false })
      .catch(() => undefined);
  }
}

export type { RefreshResponse };

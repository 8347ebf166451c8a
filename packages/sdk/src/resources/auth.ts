import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from '../contract/auth';
import type { Ack } from '../contract/common';
import type {
  LoginAnswer,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorLoginRequest,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorSetupRequest,
  TwoFactorStatus,
} from '../contract/two-factor';

/** `/auth/*`: sign-up, sign-in and sign-out. Successful calls store the tokens in the client's token store. */
export class AuthResource {
  constructor(private readonly client: RebondClient) {}

  /**
   * `POST /auth/register`: creates the account and signs in (201). A taken username or e-mail is a
   * `ConflictError`; a weak password or bad field a `BadRequestError`.
   *
   * @example
   * const { user } = await client.auth.register({ first_name: 'Ana', last_name: 'Silva', username: 'ana', email: 'ana@example.com', password: 'a long passphrase' });
   */
  async register(body: RegisterRequest, options?: RequestOptions): Promise<RegisterResponse> {
    return this.#keep(await this.client.call('register', { body }, options));
  }

  /**
   * `POST /auth/login` (form-encoded): signs in with a username or e-mail. A wrong password or
   * unknown user is one `AuthenticationError` ('Incorrect username or password'); too many
   * failures a `RateLimitError` with `retryAfter`. When two-factor sign-in is on, it answers a
   * `TwoFactorChallenge` instead of tokens: finish with `loginTwoFactor` and a code.
   */
  async login(body: LoginRequest, options?: RequestOptions): Promise<LoginAnswer> {
    const answer = await this.client.call('login', { body }, options);
    return 'two_factor_required' in answer ? answer : this.#keep(answer);
  }

  /** `POST /auth/login/2fa`: sign-in's second step, with a code from the app or a recovery code. */
  async loginTwoFactor(body: TwoFactorLoginRequest, options?: RequestOptions): Promise<LoginResponse> {
    return this.#keep(await this.client.call('loginTwoFactor', { body }, options));
  }

  /** `GET /auth/2fa`: whether two-factor sign-in is on for you. */
  twoFactorStatus(options?: RequestOptions): ApiPromise<TwoFactorStatus> {
    return this.client.call('getTwoFactor', {}, options);
  }

  /** `POST /auth/2fa/setup`: a new secret (with its otpauth URI and QR code), off until confirmed. */
  setupTwoFactor(body: TwoFactorSetupRequest, options?: RequestOptions): ApiPromise<TwoFactorSetup> {
    return this.client.call('setupTwoFactor', { body }, options);
  }

  /** `POST /auth/2fa/enable`: confirms with a first code; answers the recovery codes, this once. */
  enableTwoFactor(
    body: TwoFactorEnableRequest,
    options?: RequestOptions,
  ): ApiPromise<TwoFactorRecoveryCodes> {
    return this.client.call('enableTwoFactor', { body }, options);
  }

  /** `POST /auth/2fa/disable`: turns it off, with the password and a code. */
  disableTwoFactor(body: TwoFactorDisableRequest, options?: RequestOptions): ApiPromise<Ack> {
    return this.client.call('disableTwoFactor', { body }, options);
  }

  /** Exchanges the refresh token for new tokens (what the client does by itself on a 401). */
  refresh(): Promise<boolean> {
    return this.client.refreshTokens();
  }

  /** Forgets the tokens here and revokes the refresh token's family on the server (best effort). */
  async logout(options?: RequestOptions): Promise<void> {
    const refreshToken = this.client.tokens.get()?.refresh_token;
    this.client.tokens.clear();
    if (!refreshToken) return;
    await this.client
      .call('logout', { body: { refresh_token: refreshToken } }, options)
      .then(undefined, () => undefined);
  }

  #keep<T extends { access_token: string; refresh_token: string }>(answer: T): T {
    this.client.tokens.set({ access_token: answer.access_token, refresh_token: answer.refresh_token });
    return answer;
  }
}

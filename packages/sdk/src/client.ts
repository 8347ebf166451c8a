import ky, { type KyInstance, TimeoutError as KyTimeoutError } from 'ky';
import type { Tokens } from './contract/auth';
import { ConnectionError, errorFromStatus, TimeoutError } from './errors';
import { AuthResource } from './resources/auth';
import { AvatarsResource } from './resources/avatars';
import { ConsentsResource } from './resources/consents';
import { HealthResource } from './resources/health';
import { JobsResource } from './resources/jobs';
import { SessionsResource } from './resources/sessions';
import { UsersResource } from './resources/users';
import { VideosResource } from './resources/videos';

/** The tokens a client needs; apps persist them however they like. */
export type StoredTokens = Pick<Tokens, 'access_token' | 'refresh_token'>;

/** Where the client reads and writes tokens. The portal backs it with its auth store. */
export interface TokenStore {
  get(): StoredTokens | null;
  set(tokens: StoredTokens): void;
  clear(): void;
}

/** A token store that lives in memory only (the default; fine for scripts and tests). */
export function memoryTokenStore(initial: StoredTokens | null = null): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}

export interface RebondClientOptions {
  /** API base URL, e.g. `http://localhost:8000`. Empty means the page's own origin. @default '' */
  baseUrl?: string;
  /** Request time-out in milliseconds. @default 10000 */
  timeout?: number;
  /** Where tokens live. @default memoryTokenStore() */
  tokens?: TokenStore;
  /** Called once when a refresh fails and stored auth has been cleared. */
  onAuthFailure?: () => void;
  /** A fetch implementation, for tests or unusual runtimes. @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData;
  searchParams?: Record<string, string | number | undefined>;
  /** Send the bearer token and refresh it on a 401. @default true */
  auth?: boolean;
  /** Per-request time-out in milliseconds, overriding the client's. */
  timeout?: number;
  signal?: AbortSignal;
}

/** Default request time-out of spec section 9. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** A typed client for the Rebond API with one resource per endpoint group. */
export class RebondClient {
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  readonly auth: AuthResource;
  readonly health: HealthResource;
  readonly users: UsersResource;
  readonly consents: ConsentsResource;
  readonly avatars: AvatarsResource;
  readonly sessions: SessionsResource;
  readonly videos: VideosResource;
  readonly jobs: JobsResource;

  readonly #ky: KyInstance;
  readonly #onAuthFailure: (() => void) | undefined;
  #refreshing: Promise<boolean> | null = null;

  constructor(options: RebondClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.tokens = options.tokens ?? memoryTokenStore();
    this.#onAuthFailure = options.onAuthFailure;
    this.#ky = ky.create({
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      throwHttpErrors: false,
      retry: 0,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.auth = new AuthResource(this);
    this.health = new HealthResource(this);
    this.users = new UsersResource(this);
    this.consents = new ConsentsResource(this);
    this.avatars = new AvatarsResource(this);
    this.sessions = new SessionsResource(this);
    this.videos = new VideosResource(this);
    this.jobs = new JobsResource(this);
  }

  /**
   * Sends a request and returns the parsed JSON answer. On a 401 it refreshes the tokens once
   * (concurrent 401s share that refresh) and retries the request once.
   */
  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const useAuth = options.auth ?? true;
    const sentToken = useAuth ? this.tokens.get()?.access_token : undefined;
    let response = await this.#send(method, path, options, sentToken);
    if (response.status === 401 && useAuth && this.tokens.get()?.refresh_token) {
      const current = this.tokens.get()?.access_token;
      const renewed = current && current !== sentToken ? true : await this.refreshTokens();
      if (renewed) response = await this.#send(method, path, options, this.tokens.get()?.access_token);
    }
    if (!response.ok) throw await this.#toError(response, method, path);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  /**
   * Exchanges the stored refresh token for new tokens. Concurrent callers share one call. When the
   * refresh fails, stored auth is cleared and `onAuthFailure` fires. Resolves whether it worked.
   */
  refreshTokens(): Promise<boolean> {
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #refresh(): Promise<boolean> {
    const refreshToken = this.tokens.get()?.refresh_token;
    if (!refreshToken) return false;
    try {
      const response = await this.#send('POST', '/auth/refresh', { json: { refresh_token: refreshToken } });
      if (response.ok) {
        const tokens = (await response.json()) as Tokens;
        this.tokens.set({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
        return true;
      }
    } catch {
      // A network failure during refresh ends the session the same way a refused refresh does.
    }
    this.tokens.clear();
    this.#onAuthFailure?.();
    return false;
  }

  async #send(method: string, path: string, options: RequestOptions, token?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = new URLSearchParams(options.form);
    } else if (options.body) {
      body = options.body;
    }
    const searchParams = options.searchParams
      ? Object.fromEntries(
          Object.entries(options.searchParams).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        )
      : undefined;
    try {
      return await this.#ky(`${this.baseUrl}${path}`, {
        method,
        headers,
        body,
        searchParams,
        signal: options.signal,
        ...(options.timeout ? { timeout: options.timeout } : {}),
      });
    } catch (error) {
      if (error instanceof KyTimeoutError) {
        throw new TimeoutError(`${method} ${path} timed out`, { method, path, cause: error });
      }
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ConnectionError(`${method} ${path} could not reach the server`, {
        method,
        path,
        cause: error,
      });
    }
  }

  async #toError(response: Response, method: string, path: string) {
    let detail: string | undefined;
    try {
      const body: unknown = await response.json();
      if (
        typeof body === 'object' &&
        body !== null &&
        typeof (body as { detail?: unknown }).detail === 'string'
      ) {
        detail = (body as { detail: string }).detail;
      }
    } catch {
      detail = undefined;
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    return errorFromStatus({
      status: response.status,
      detail,
      method,
      path,
      requestId: response.headers.get('x-request-id') ?? undefined,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    });
  }
}

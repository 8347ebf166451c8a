import ky, { HTTPError, type KyInstance, TimeoutError as KyTimeoutError } from 'ky';
import { ApiPromise, type ApiResponse } from './api-promise';
import type { Tokens } from './contract/auth';
import type { RouteBody, RouteQuery, RouteResponse } from './contract/route-schemas';
import { fillPath, type RouteName, type RouteParams, routes } from './contract/route-table';
import { ConnectionError, errorFromStatus, TimeoutError } from './errors';
import { readEvents } from './events';
import type { LiveSocketConstructor } from './live/conversation';
import { withBrowserLock } from './refresh-lock';
import { AuthResource } from './resources/auth';
import { AvatarsResource } from './resources/avatars';
import { ConsentsResource } from './resources/consents';
import { EmbedResource } from './resources/embed';
import { EmbedKeysResource } from './resources/embed-keys';
import { HealthResource } from './resources/health';
import { JobsResource } from './resources/jobs';
import { LiveResource } from './resources/live';
import { SessionsResource } from './resources/sessions';
import { SkillsResource } from './resources/skills';
import { TimingsResource } from './resources/timings';
import { UsersResource } from './resources/users';
import { VideosResource } from './resources/videos';

/** The tokens a client needs; apps persist them however they like. */
export type StoredTokens = Pick<Tokens, 'access_token' | 'refresh_token'>;

/** Where the client reads and writes tokens. The portal backs it with its auth store. */
export interface TokenStore {
  get(): StoredTokens | null;
  set(tokens: StoredTokens): void;
  clear(): void;
  /**
   * Re-reads the tokens from storage shared with other tabs (optional): a refresh calls it after
   * taking the cross-tab lock, so a tab uses the tokens another tab has just obtained instead of
   * spending the same refresh token twice.
   */
  reload?(): StoredTokens | null | Promise<StoredTokens | null>;
}

/**
 * A token store that lives in memory only (the default; fine for scripts and tests).
 *
 * @example
 * const client = new RebondClient({ tokens: memoryTokenStore({ access_token, refresh_token }) });
 */
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
  /** Request time-out in milliseconds, per attempt. @default 10000 */
  timeout?: number;
  /**
   * How many times an idempotent call (GET, PUT, DELETE) is retried after a network failure, a
   * time-out, or a 408, 429, 500, 502, 503 or 504 answer: exponential back-off with full jitter,
   * or the server's `Retry-After` when it sends one. POST calls are retried only when a call asks
   * for it (`retries` in its options); uploads never by default. @default 2
   */
  retries?: number;
  /** Headers sent with every request (e.g. a proxy's own header). @default {} */
  headers?: Record<string, string>;
  /** Where tokens live. @default memoryTokenStore() */
  tokens?: TokenStore;
  /** Called once when a refresh fails and stored auth has been cleared. */
  onAuthFailure?: () => void;
  /** A fetch implementation, for tests or unusual runtimes. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The WebSocket implementation of `client.live` (e.g. `WebSocket` from `ws` in Node 20). @default globalThis.WebSocket */
  WebSocket?: LiveSocketConstructor;
}

/** Options every SDK method takes as its last argument. */
export interface RequestOptions {
  /** Cancels the request (and its retries); the call then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Time-out in milliseconds per attempt, overriding the client's. @default the client's `timeout` */
  timeout?: number;
  /** Extra headers for this request. @default {} */
  headers?: Record<string, string>;
  /**
   * Retries for this call, overriding the client's rule; also enables retries of a POST or an
   * upload (only do that when repeating the call is safe). @default the client's `retries`
   * (0 for POST)
   */
  retries?: number;
}

/** A file part of a multipart call: a `Blob`/`File`, optionally with the file name to send. */
export type FilePart = Blob | { blob: Blob; name: string };

/** What a call takes besides its options: path parameters, body, query and file parts. */
export type CallInput<N extends RouteName> = (keyof RouteParams<N> extends never
  ? { params?: undefined }
  : { params: RouteParams<N> }) &
  ([RouteBody<N>] extends [never] ? { body?: undefined } : { body: RouteBody<N> }) &
  ([RouteQuery<N>] extends [never] ? { query?: undefined } : { query?: RouteQuery<N> }) & {
    files?: Record<string, FilePart>;
  };

/** One page of a list: its items and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The calls whose answer is a stream of server-sent events. */
export type StreamRouteName = {
  [N in RouteName]: (typeof routes)[N] extends { stream: 'events' } ? N : never;
}[RouteName];

/** The item type of a list call. */
export type ListItem<N extends RouteName> = RouteResponse<N> extends readonly (infer T)[] ? T : never;

/** Default request time-out of spec section 9. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Default number of retries of an idempotent call. */
export const DEFAULT_RETRIES = 2;
/** The answers worth retrying: time-out, rate limit and the server's transient failures. */
export const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504] as const;
/** The longest wait between two attempts, in milliseconds (back-off and `Retry-After` alike). */
export const MAX_RETRY_DELAY_MS = 30_000;

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']);
const isRetryStatus = (status: number) => (RETRY_STATUS_CODES as readonly number[]).includes(status);

/**
 * A typed client for the Rebond API with one resource per endpoint group.
 *
 * @example
 * import { RebondClient } from '@rebond/sdk';
 * const client = new RebondClient({ baseUrl: 'http://localhost:8000' });
 * await client.auth.register({ first_name: 'Ana', last_name: 'Silva', username: 'ana', email: 'ana@example.com', password: 'a long passphrase' });
 * const sessions = await client.sessions.listByUser();
 */
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
  readonly embedKeys: EmbedKeysResource;
  readonly embed: EmbedResource;
  /** MITI codes, scorecards, the trend and coded transcripts. */
  readonly skills: SkillsResource;
  /** How long replies, avatars and voices take on this server lately. */
  readonly timings: TimingsResource;
  /** Live conversations with an avatar (`client.live.connect`). */
  readonly live: LiveResource;

  readonly #ky: KyInstance;
  readonly #retries: number;
  readonly #headers: Record<string, string>;
  readonly #onAuthFailure: (() => void) | undefined;
  #refreshing: Promise<boolean> | null = null;

  constructor(options: RebondClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.tokens = options.tokens ?? memoryTokenStore();
    this.#onAuthFailure = options.onAuthFailure;
    this.#retries = options.retries ?? DEFAULT_RETRIES;
    this.#headers = { ...options.headers };
    this.#ky = ky.create({
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      // Only the retryable answers throw inside ky (so its retry loop sees them); every other
      // answer comes back as a response and becomes a RebondError here.
      throwHttpErrors: isRetryStatus,
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
    this.embedKeys = new EmbedKeysResource(this);
    this.embed = new EmbedResource(this);
    this.timings = new TimingsResource(this);
    this.live = new LiveResource(this, options.WebSocket);
    this.skills = new SkillsResource(this);
  }

  /**
   * Calls one route of the contract by name and answers its typed, parsed JSON. Every resource
   * method is this call with the route's name. On a 401 it refreshes the tokens once (concurrent
   * 401s share that refresh) and repeats the request once.
   *
   * @example
   * const session = await client.call('getSession', { params: { id } });
   * const { data, requestId } = await client.call('listSessions', {}).withResponse();
   */
  call<N extends RouteName>(
    name: N,
    input: CallInput<N>,
    options: RequestOptions = {},
  ): ApiPromise<RouteResponse<N>> {
    return new ApiPromise(this.#call(name, input, options));
  }

  /**
   * One page of a list call: `limit` items after `cursor` (the first page without it).
   *
   * @example
   * const { items, nextCursor } = await client.page('listSessions', {}, { limit: 50 });
   */
  async page<N extends RouteName>(
    name: N,
    input: CallInput<N>,
    page: { limit?: number; cursor?: string | null } = {},
    options: RequestOptions = {},
  ): Promise<Page<ListItem<N>>> {
    const query = {
      ...(input.query as object | undefined),
      ...(page.limit ? { limit: page.limit } : {}),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
    const { data, response } = await this.#call(name, { ...input, query } as CallInput<N>, options);
    return {
      items: data as ListItem<N>[],
      nextCursor: response.headers.get('x-next-cursor') || null,
    };
  }

  /**
   * Every item of a list call, page by page, as an async iterable: each item exactly once, in the
   * list's order, even while new items are added.
   *
   * @example
   * for await (const session of client.paginate('listSessions', {}, { pageSize: 100 })) {
   *   console.log(session.id);
   * }
   */
  async *paginate<N extends RouteName>(
    name: N,
    input: CallInput<N>,
    { pageSize = 100, ...options }: RequestOptions & { pageSize?: number } = {},
  ): AsyncGenerator<ListItem<N>, void, undefined> {
    let cursor: string | null = null;
    do {
      const page: Page<ListItem<N>> = await this.page(name, input, { limit: pageSize, cursor }, options);
      yield* page.items;
      cursor = page.nextCursor;
    } while (cursor);
  }

  /**
   * Resolves a media URL of an answer (signed paths such as `/media/{id}?exp=&sig=`) against the
   * API base, so it can be used from any page. Absolute URLs come back unchanged.
   *
   * @example
   * video.src = client.mediaUrl(reply.video_url);
   */
  mediaUrl(url: string): string;
  mediaUrl(url: string | null | undefined): string | null;
  mediaUrl(url: string | null | undefined): string | null {
    if (!url) return null;
    const base = this.baseUrl || (globalThis as { location?: { origin?: string } }).location?.origin;
    return base ? new URL(url, `${base}/`).toString() : url;
  }

  /**
   * Exchanges the stored refresh token for new tokens. Concurrent callers share one call, and tabs
   * of one origin take turns (a Web Lock): a tab that finds the stored refresh token already
   * replaced by another tab uses the new tokens without a call. Resolves true when renewed. When
   * the server refuses the refresh token, stored auth is cleared, `onAuthFailure` fires and it
   * resolves false. When the server could not answer (no network, or a transient answer of `RETRY_STATUS_CODES`) it
   * rejects with that error and keeps the tokens: a network blip does not sign anyone out.
   */
  refreshTokens(): Promise<boolean> {
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  /**
   * Opens a call whose answer is a stream of server-sent events (`stream: 'events'` in the
   * contract) and yields each event's data, parsed; the `ready` event that opens a stream carries
   * none. Refreshes the tokens once on a 401 like `call`. Ends when the server closes the stream,
   * and stops (without error) when `options.signal` aborts.
   *
   * @example
   * for await (const job of client.stream('jobEvents', { query: { ids: jobId } })) show(job.progress);
   */
  async *stream<N extends StreamRouteName>(
    name: N,
    input: CallInput<N>,
    options: RequestOptions = {},
  ): AsyncGenerator<RouteResponse<N>, void, undefined> {
    const response = await this.#exchange(name, input, {
      ...options,
      headers: { accept: 'text/event-stream', ...options.headers },
    });
    if (!response.body) return;
    for await (const event of readEvents(response.body, options.signal)) {
      if (event.event !== 'ready') yield JSON.parse(event.data) as RouteResponse<N>;
    }
  }

  async #call<N extends RouteName>(
    name: N,
    input: CallInput<N>,
    options: RequestOptions,
  ): Promise<ApiResponse<RouteResponse<N>>> {
    const response = await this.#exchange(name, input, options);
    const data = (response.status === 204 ? undefined : await response.json()) as RouteResponse<N>;
    return { data, response, requestId: response.headers.get('x-request-id') ?? undefined };
  }

  /** Sends one call (again after a token refresh on a 401); a non-2xx answer throws its error. */
  async #exchange<N extends RouteName>(
    name: N,
    input: CallInput<N>,
    options: RequestOptions,
  ): Promise<Response> {
    const route = routes[name];
    const path = fillPath(route.path, input.params as Record<string, string> | undefined);
    const request: Outgoing = {
      method: route.method,
      path,
      options,
      ...encodeBody('body' in route ? route.body.encoding : undefined, input.body, input.files),
      ...(input.query ? { query: input.query as Record<string, unknown> } : {}),
    };
    const useAuth = route.auth !== false;
    const sentToken = useAuth ? this.tokens.get()?.access_token : undefined;
    let response = await this.#send(request, sentToken);
    if (response.status === 401 && sentToken && this.tokens.get()?.refresh_token) {
      const current = this.tokens.get()?.access_token;
      const renewed = current && current !== sentToken ? true : await this.refreshTokens();
      if (renewed) response = await this.#send(request, this.tokens.get()?.access_token);
    }
    if (!response.ok) throw await toError(response, route.method, path);
    return response;
  }

  async #refresh(): Promise<boolean> {
    const known = this.tokens.get()?.refresh_token;
    if (!known) return false;
    return withBrowserLock(`rebond-token-refresh ${this.baseUrl}`, async () => {
      const stored = this.tokens.reload ? await this.tokens.reload() : this.tokens.get();
      const refreshToken = stored?.refresh_token;
      if (refreshToken && refreshToken !== known) return true;
      if (refreshToken) {
        // Unanswered (offline, a page unloading mid-call) throws here and keeps the session.
        const response = await this.#send({
          method: routes.refresh.method,
          path: routes.refresh.path,
          options: {},
          ...encodeBody('json', { refresh_token: refreshToken }),
        });
        if (response.ok) {
          const tokens = (await response.json()) as Tokens;
          this.tokens.set({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
          return true;
        }
        if (isRetryStatus(response.status)) {
          throw await toError(response, routes.refresh.method, routes.refresh.path);
        }
      }
      this.tokens.clear();
      this.#onAuthFailure?.();
      return false;
    });
  }

  async #send(request: Outgoing, token?: string): Promise<Response> {
    const { method, path, options } = request;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...this.#headers,
      ...request.headers,
      ...options.headers,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const retries = options.retries ?? (IDEMPOTENT.has(method) ? this.#retries : 0);
    try {
      return await this.#ky(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: request.body,
        ...(request.query ? { searchParams: searchParams(request.query) } : {}),
        signal: options.signal,
        ...(options.timeout ? { timeout: options.timeout } : {}),
        retry: {
          limit: retries,
          methods: retries > 0 ? [method.toLowerCase()] : [],
          statusCodes: [...RETRY_STATUS_CODES],
          afterStatusCodes: [429, 503],
          maxRetryAfter: MAX_RETRY_DELAY_MS,
          backoffLimit: MAX_RETRY_DELAY_MS,
          jitter: true,
          retryOnTimeout: true,
        },
      });
    } catch (error) {
      // The retryable answers throw inside ky; the last one comes back as an ordinary answer.
      if (error instanceof HTTPError) return error.response;
      if (error instanceof KyTimeoutError) {
        throw new TimeoutError(`${method} ${path} timed out`, { method, path, cause: error });
      }
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ConnectionError(`${method} ${path} could not reach the server`, {
        method,
        path,
        cause: error,
      });
    }
  }
}

/** A request ready to send (the same one is sent again after a token refresh). */
interface Outgoing {
  method: string;
  path: string;
  options: RequestOptions;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  query?: Record<string, unknown>;
}

function encodeBody(
  encoding: 'json' | 'form' | 'multipart' | undefined,
  body: unknown,
  files?: Record<string, FilePart>,
): Pick<Outgoing, 'body' | 'headers'> {
  if (!encoding || body === undefined) return {};
  if (encoding === 'json') {
    return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  }
  const fields = Object.entries(body as Record<string, unknown>).filter(([, value]) => value !== undefined);
  if (encoding === 'form') {
    return {
      body: new URLSearchParams(fields.map(([key, value]): [string, string] => [key, String(value)])),
    };
  }
  const form = new FormData();
  for (const [key, value] of fields) form.set(key, String(value));
  for (const [key, part] of Object.entries(files ?? {})) {
    if (part instanceof Blob) form.set(key, part, nameOf(part) ?? key);
    else form.set(key, part.blob, part.name);
  }
  return { body: form };
}

const nameOf = (blob: Blob) =>
  typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : undefined;

function searchParams(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === null ? [] : [[key, String(value)]],
    ),
  );
}

async function toError(response: Response, method: string, path: string) {
  let detail: string | undefined;
  let code: string | undefined;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { detail: text, code: name } = body as { detail?: unknown; code?: unknown };
      if (typeof text === 'string') detail = text;
      if (typeof name === 'string') code = name;
    }
  } catch {
    detail = undefined;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return errorFromStatus({
    status: response.status,
    detail,
    ...(code ? { code } : {}),
    method,
    path,
    requestId: response.headers.get('x-request-id') ?? undefined,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  });
}

import { EngineError, type EngineStage } from '../errors.js';

/** Options shared by every hosted adapter. */
export interface HttpOptions {
  /** Request timeout in milliseconds. @default 60000 */
  timeoutMs?: number;
  /** fetch implementation (tests may pass their own). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * Calls a hosted service and returns the response, turning network failures, timeouts and
 * non-2xx statuses into EngineErrors whose reason names the service.
 */
export async function request(
  stage: EngineStage,
  service: string,
  url: string,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<Response> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new EngineError(
      stage,
      timedOut ? 'upstream_timeout' : 'upstream_error',
      timedOut
        ? `${service} did not answer in time. Try again in a moment.`
        : `${service} could not be reached.`,
      { cause: error, detail: `${init.method ?? 'GET'} ${url}` },
    );
  }
  if (!response.ok) {
    let detail = '';
    try {
      detail = (await response.text()).slice(0, 500);
    } catch {
      // body unreadable
    }
    const auth = response.status === 401 || response.status === 403;
    throw new EngineError(
      stage,
      'upstream_error',
      auth
        ? `${service} refused the request: check the API key.`
        : `${service} failed with status ${response.status}${upstreamMessage(detail)}`,
      { status: response.status, detail: `${init.method ?? 'GET'} ${url}: ${detail}` },
    );
  }
  return response;
}

function upstreamMessage(body: string): string {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const candidates = [
      (json.error as { message?: unknown } | undefined)?.message,
      (json.detail as { message?: unknown } | undefined)?.message,
      json.detail,
      json.message,
      json.error,
    ];
    const found = candidates.find((c) => typeof c === 'string' && c.length > 0);
    return typeof found === 'string' ? `: ${found.slice(0, 200)}.` : '.';
  } catch {
    return '.';
  }
}

/** Reads a JSON body, failing with a clear reason when it is not JSON. */
export async function readJson<T>(stage: EngineStage, service: string, response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new EngineError(stage, 'upstream_error', `${service} sent an answer the engine could not read.`, {
      cause: error,
      detail: text.slice(0, 200),
    });
  }
}

/** Joins a base URL and a path without doubling slashes. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose `detail` is safe and meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail = 'Not authenticated') =>
  new ApiError(401, detail, { 'www-authenticate': 'Bearer' });
export const notFound = (detail = 'Not found') => new ApiError(404, detail);

/** Turns anything thrown into `{ detail }` JSON; unexpected errors are logged and kept vague. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    return c.json({ detail: error.detail }, error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ detail: error.message || 'Request failed' }, status);
  }
  console.error(`[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path}`, error);
  return c.json({ detail: 'Internal server error' }, 500);
}

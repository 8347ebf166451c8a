import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose `detail` is safe and meant for the user; `code`, when set, says why to a program. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail = 'Not authenticated') =>
  new ApiError(401, detail, { 'www-authenticate': 'Bearer' });
export const notFound = (detail = 'Not found') => new ApiError(404, detail);

/**
 * A value the database refused as data (SQLSTATE class 22: out of range, too long, bad encoding):
 * input validation should have caught it, and it is the caller's input, not a server fault.
 */
const isDataException = (error: Error) => /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code));

/**
 * The one error boundary of every handler: turns anything thrown into `{ detail }` JSON that no
 * cache keeps; a full disk (ENOSPC, or PostgreSQL's disk_full) is 507 Insufficient Storage;
 * unexpected errors are logged and kept vague.
 */
export function handleError(error: Error, c: Context) {
  c.header('cache-control', 'no-store');
  if (error instanceof ApiError) {
    const body = error.code ? { detail: error.detail, code: error.code } : { detail: error.detail };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ detail: error.message || 'Request failed' }, status);
  }
  if (
    (error as NodeJS.ErrnoException).code === 'ENOSPC' ||
    String((error as { code?: unknown }).code) === '53100'
  ) {
    console.error(`[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path}: no space left`, error);
    return c.json({ detail: 'The server has no storage space left. Please try again later.' }, 507);
  }
  if (isDataException(error)) {
    return c.json({ detail: 'A value in the request is out of range or not allowed' }, 400);
  }
  console.error(`[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path}`, error);
  return c.json({ detail: 'Internal server error' }, 500);
}

import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest } from './errors';

/** Formats the first problems zod found as one sentence a user can act on. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.');
      const message =
        issue.code === 'invalid_type' && issue.message.endsWith('received undefined')
          ? 'This field is required'
          : issue.message;
      return field ? `${field}: ${message}` : message;
    })
    .join('; ');
}

/** A NUL, or a UTF-16 surrogate not part of a pair: text no database column or JSON field can keep. */
function isUnsafeText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** The path of the first string (value or key) in `input` holding unsafe text, or undefined. */
function unsafeTextAt(input: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof input === 'string') return isUnsafeText(input) ? path : undefined;
  if (typeof input !== 'object' || input === null) return undefined;
  if (depth > 64) throw badRequest('The request nests too deeply');
  for (const [key, value] of Object.entries(input)) {
    if (isUnsafeText(key)) return [...path, '(a field name)'];
    const found = unsafeTextAt(value, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Validates any input of a call (body, form fields, query) against its contract schema. Text with
 * a NUL or a lone surrogate is refused first, here, for every call at once.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unsafe = unsafeTextAt(input);
  if (unsafe) {
    const field = unsafe.join('.');
    throw badRequest(
      `${field ? `${field}: ` : ''}This text contains a character that is not allowed (a NUL or an unpaired surrogate)`,
    );
  }
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}

/** Reads a JSON body and validates it against a contract schema. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'Send the request body as application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  return parseWith(schema, body);
}

/** Reads a form-encoded (or JSON) body and validates it. */
export async function formBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) return jsonBody(c, schema);
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    throw new ApiError(415, 'Send the request body as application/x-www-form-urlencoded');
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest('The request body is not a valid form');
  }
  return parseWith(schema, body);
}

export function queryOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id; anything that is not a UUID cannot name a record, so it is a 404 like a missing one. */
export function idParam(c: Context, name = 'id', what = 'Record'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw new ApiError(404, `${what} not found`);
  return id.toLowerCase();
}

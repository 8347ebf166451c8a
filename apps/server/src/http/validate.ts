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

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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

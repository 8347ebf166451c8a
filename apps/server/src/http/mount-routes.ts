import {
  type RouteBodyOutput,
  type RouteDescriptor,
  type RouteName,
  type RouteParams,
  type RouteQueryOutput,
  type RouteResponse,
  type RouteSchemas,
  routeNames,
  routeSchemas,
  routes,
} from '@rebond/sdk/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireEmbed } from '../embed/access';
import { type UploadKind, uploadBodyLimit } from '../media/uploads';
import type { Services } from '../services';
import { type AppEnv, optionalAuth, requireAuth } from './context';
import { ApiError } from './errors';
import { formBody, jsonBody, parseWith, queryOf } from './validate';

/** JSON and form bodies are small; uploads get their own, larger limits. */
export const JSON_BODY_LIMIT = 64 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Paginated<N extends RouteName> = (typeof routes)[N] extends { paginated: true } ? true : false;
type Item<N extends RouteName> = RouteResponse<N> extends readonly (infer T)[] ? T : never;

/** One page a list handler answers; the mount sends `items` and the cursor as `X-Next-Cursor`. */
export interface PageResult<T> {
  items: T[];
  nextCursor: string | null;
}

/** What a handler receives: the validated path parameters, body and query of its call. */
export interface RouteInput<N extends RouteName> {
  /** Path parameters, each a lower-case UUID (anything else answered 404 already). */
  params: RouteParams<N>;
  body: RouteBodyOutput<N>;
  query: RouteQueryOutput<N>;
  /** Multipart calls: the file parts named by the route (sizes and content not checked yet). */
  files: Record<string, File>;
}

/** What a handler answers: the call's response (a page of it for paginated lists), or a ready `Response`. */
export type RouteResult<N extends RouteName> =
  | (Paginated<N> extends true ? PageResult<Item<N>> : RouteResponse<N>)
  | Response;

export type RouteHandler<N extends RouteName> = (
  c: Context<AppEnv>,
  input: RouteInput<N>,
) => Promise<RouteResult<N>>;

/** Handlers for some calls (one endpoint group). */
export type RouteHandlers<N extends RouteName> = { [K in N]: RouteHandler<K> };

const honoPath = (path: string, route: RouteDescriptor) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (route.params?.[name] ? `:${name}` : `:${name}{[0-9]+}`));

/**
 * Registers every call of the contract on the app from `routes` and `routeSchemas`: the method and
 * path, the auth rule, the body limit (by upload kind), the body (JSON, form or multipart fields)
 * and query validated against the contract's schemas, path ids checked, and the answer sent with
 * the call's status. `handlers` must cover every call (a missing one is a type error), so the
 * served API and the contract cannot drift apart.
 */
export function mountRoutes(app: Hono<AppEnv>, services: Services, handlers: RouteHandlers<RouteName>): void {
  for (const name of routeNames) {
    const route: RouteDescriptor = routes[name];
    const schemas: RouteSchemas = routeSchemas[name];
    const handler = handlers[name] as RouteHandler<RouteName> | undefined;
    if (!handler) throw new Error(`No handler for the contract's call ${name}`);
    const middleware: MiddlewareHandler<AppEnv>[] = [bodyLimitOf(route)];
    if (route.auth === true) middleware.push(requireAuth(services));
    if (route.auth === 'optional') middleware.push(optionalAuth(services));
    if (route.auth === 'embed') middleware.push(requireEmbed(services));
    if (route.body?.uploads) middleware.push(uploadLimit(services));
    const serve = async (c: Context<AppEnv>) => {
      // Answers carry user data (or say whether a user exists): no cache may keep them.
      c.header('cache-control', 'no-store');
      const params: Record<string, string> = {};
      for (const [param, label] of Object.entries(route.params ?? {})) {
        const value = c.req.param(param) ?? '';
        if (!UUID.test(value)) throw new ApiError(404, `${label} not found`);
        params[param] = value.toLowerCase();
      }
      const query = schemas.query ? queryOf(c, schemas.query) : undefined;
      const { body, files } = await readBody(c, route, schemas);
      const result = await handler(c, { params, body, query, files } as RouteInput<RouteName>);
      if (result instanceof Response) return result;
      const status = (route.status ?? 200) as 200;
      if (route.paginated) {
        const page = result as unknown as PageResult<unknown>;
        if (page.nextCursor) c.header('x-next-cursor', page.nextCursor);
        return c.json(page.items, status);
      }
      return c.json(result as object, status);
    };
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      app.on(route.method, [honoPath(path, route)], ...middleware, serve);
    }
  }
}

/** Uploads are costly: each counts against the caller's (and the address's) upload allowance. */
const uploadLimit =
  ({ limits }: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    limits.take(c, 'upload', c.get('auth')?.userId ?? c.req.header('authorization'));
    await next();
  };

function bodyLimitOf(route: RouteDescriptor): MiddlewareHandler<AppEnv> {
  const kinds = Object.values(route.body?.uploads ?? {}) as UploadKind[];
  const maxSize = Math.max(JSON_BODY_LIMIT, ...kinds.map(uploadBodyLimit));
  return bodyLimit({
    maxSize,
    // The rest of the body is never read: the connection closes after the answer, so a client
    // does not send its next request on a socket the server is about to drop.
    onError: (c) =>
      c.json({ detail: `Request body too large (limit ${Math.round(maxSize / 1024)} KB)` }, 413, {
        connection: 'close',
      }),
  });
}

async function readBody(
  c: Context<AppEnv>,
  route: RouteDescriptor,
  schemas: RouteSchemas,
): Promise<{ body: unknown; files: Record<string, File> }> {
  if (!route.body || !schemas.body) return { body: undefined, files: {} };
  switch (route.body.encoding) {
    case 'json':
      return { body: await jsonBody(c, schemas.body), files: {} };
    case 'form':
      return { body: await formBody(c, schemas.body), files: {} };
    case 'multipart': {
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data')) {
        throw new ApiError(415, 'Send the request as multipart/form-data');
      }
      let form: Record<string, string | File>;
      try {
        form = (await c.req.parseBody()) as Record<string, string | File>;
      } catch {
        throw new ApiError(400, 'The request body is not a valid multipart form');
      }
      const files: Record<string, File> = {};
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        if (value instanceof File) {
          // A file in a text field is refused; a file part the call does not take is ignored.
          if (route.body.uploads?.[key]) files[key] = value;
          else if (key in fieldsOf(schemas.body)) {
            throw new ApiError(400, `${key}: send this field as text, not as a file`);
          }
        } else {
          fields[key] = value;
        }
      }
      return { body: parseWith(schemas.body, fields), files };
    }
  }
}

/** The field names of an object schema (multipart bodies are objects). */
function fieldsOf(schema: z.ZodType): Record<string, unknown> {
  return schema instanceof z.ZodObject ? schema.shape : {};
}

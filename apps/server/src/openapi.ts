import {
  ErrorBody,
  type RouteDescriptor,
  type RouteSchemas,
  routeNames,
  routeSchemas,
  routes,
} from '@rebond/sdk/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown> & { definitions?: Record<string, unknown> };

const mediaType = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** The OpenAPI 3 document of every call, generated from the contract's routes and schemas. */
export function openApiDocument(version: string) {
  /** Named schemas (`.meta({ id })` in the contract) are hoisted into `components.schemas`. */
  const components: Record<string, unknown> = {};
  const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
    const { definitions, ...rest } = json;
    const hoist = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', '"#/components/schemas/')) as JsonSchema;
    for (const [name, definition] of Object.entries(definitions ?? {}))
      components[name] ??= hoist(definition);
    return hoist(rest);
  };
  const queryParameters = (schema: z.ZodType) => {
    const json = schemaOf(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      schema: property,
    }));
  };
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: schemaOf(ErrorBody, 'output') } },
  };

  const paths: Record<string, Record<string, unknown>> = {};
  const bodySchema = (route: RouteDescriptor, schema: z.ZodType) => {
    const json = schemaOf(schema, 'input') as JsonSchema & {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const uploads = Object.entries(route.body?.uploads ?? {});
    if (uploads.length === 0) return json;
    return {
      ...json,
      properties: {
        ...json.properties,
        ...Object.fromEntries(
          uploads.map(([field, kind]) => [
            field,
            { type: 'string', format: 'binary', description: `The ${kind} file` },
          ]),
        ),
      },
    };
  };

  for (const name of routeNames) {
    const route: RouteDescriptor = routes[name];
    const schemas: RouteSchemas = routeSchemas[name];
    const pathParameters = Object.entries(route.params ?? {}).map(([param, label]) => ({
      name: param,
      in: 'path',
      required: true,
      description: `The ${label.toLowerCase()}'s id`,
      schema: { type: 'string', format: 'uuid' },
    }));
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: name,
      summary: route.summary,
      ...(route.auth === true ? { security: [{ bearer: [] }] } : {}),
      ...(route.auth === 'optional' ? { security: [{ bearer: [] }, {}] } : {}),
      parameters: [...pathParameters, ...(schemas.query ? queryParameters(schemas.query) : [])],
      ...(route.body && schemas.body
        ? {
            requestBody: {
              required: true,
              content: { [mediaType[route.body.encoding]]: { schema: bodySchema(route, schemas.body) } },
            },
          }
        : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Success',
          ...(route.paginated
            ? {
                headers: {
                  'X-Next-Cursor': {
                    description: 'The cursor of the next page; absent on the last page',
                    schema: { type: 'string' },
                  },
                },
              }
            : {}),
          ...(route.stream === 'events'
            ? {
                description:
                  'A stream of server-sent events: `ready` when it opens, then events whose `data` is this JSON value',
                content: { 'text/event-stream': { schema: schemaOf(schemas.response, 'output') } },
              }
            : { content: { 'application/json': { schema: schemaOf(schemas.response, 'output') } } }),
        },
        '4XX': errorResponse,
        '5XX': errorResponse,
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Rebond API', version, description: 'Errors are JSON `{ "detail": "..." }`.' },
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}

import { ErrorBody, type RouteName, type RouteSpec, routes } from '@rebond/sdk';
import { z } from 'zod';

type JsonSchema = Record<string, unknown> & { definitions?: Record<string, unknown> };

const mediaType = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** The OpenAPI 3 document of the calls this server serves, generated from the SDK's contract. */
export function openApiDocument(served: readonly RouteName[], version: string) {
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
  for (const name of served) {
    const route: RouteSpec = routes[name];
    const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    }));
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: name,
      summary: route.summary,
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      parameters: [...pathParameters, ...(route.query ? queryParameters(route.query) : [])],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { [mediaType[route.body.encoding]]: { schema: schemaOf(route.body.schema, 'input') } },
            },
          }
        : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(route.response, 'output') } },
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

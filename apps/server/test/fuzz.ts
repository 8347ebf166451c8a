import { randomUUID } from 'node:crypto';

/**
 * A fuzzer driven by the server's own `/openapi.json`: for every operation it sends malformed
 * bodies (broken JSON, wrong top-level types, deep nesting), each field with a wrong type, null, a
 * NUL character, a lone UTF-16 surrogate and a huge value, wrong content types, and hostile path
 * and query values, with a valid bearer token where the operation needs one, and a visitor's embed
 * token with its page's Origin on the `/embed/` routes a visitor calls (so their handlers are
 * reached, not refused at the door). An answer fails when it is a 5xx, or an error (4xx) that is
 * not JSON with a `detail` string.
 */
export interface FuzzReport {
  operations: number;
  requests: number;
  byStatus: Record<string, number>;
  /** Per family of routes (the path's first segment): requests, and those answered other than 401. */
  byFamily: Record<string, { requests: number; pastSignIn: number }>;
  failures: string[];
}

/** Who sends: a coach's access token, and a visitor's embed token with the origin it was made for. */
export interface FuzzCredentials {
  bearer: string;
  visitor?: { token: string; origin: string };
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
};

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface Case {
  label: string;
  path: string;
  type?: string;
  body?: string | FormData;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';
const HUGE_TEXT = 'x'.repeat(20_000);

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? ''], components);
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return variant && !schema.type ? resolve(variant, components) : schema;
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A plausible value of a schema, so that other fields' faults reach the handler. */
function sample(schema: Schema, components: Record<string, Schema>, depth = 0): unknown {
  const s = resolve(schema, components);
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return `fuzz${Date.now()}@example.com`;
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'uri') return 'https://example.com';
      return 'fuzz-value-1';
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [sample(s.items ?? {}, components, depth + 1)];
    case 'object':
      return depth > 3
        ? {}
        : Object.fromEntries(
            Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, components, depth + 1)]),
          );
    default:
      return 'fuzz';
  }
}

/** The hostile values of one field: a wrong type, null, NUL, a lone surrogate, huge and out-of-range values. */
function hostile(schema: Schema, components: Record<string, Schema>): unknown[] {
  const type = typeOf(resolve(schema, components));
  const wrongType = type === 'string' ? 12345 : type === 'array' ? 'not-a-list' : 'not-a-number';
  const huge = type === 'integer' || type === 'number' ? [1e308, -(2 ** 63), 2 ** 64] : [HUGE_TEXT];
  return [wrongType, null, { nested: NUL }, NUL, LONE_SURROGATE, [LONE_SURROGATE], ...huge];
}

function encode(
  contentType: string,
  fields: Record<string, unknown>,
): { type?: string; body: string | FormData } {
  if (contentType === 'application/json') return { type: contentType, body: JSON.stringify(fields) };
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    return { body: form };
  }
  // Form bodies are percent-encoded by hand, so a lone surrogate is sent as the bytes it encodes to.
  const pairs = Object.entries(fields).map(([k, v]) => {
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return `${encodeURIComponent(k)}=${percent(text)}`;
  });
  return { type: contentType, body: pairs.join('&') };
}

/** Percent-encodes text; a lone surrogate becomes the (invalid) UTF-8 bytes ED A0 80. */
function percent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code >= 0xd800 && code <= 0xdfff && char.length === 1 ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

function casesOf(path: string, operation: Operation, components: Record<string, Schema>): Case[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const fill = (value: (name: string) => string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  const validPath = fill(() => randomUUID());
  const cases: Case[] = [];
  if (pathParams.length > 0) {
    for (const bad of ['%00', '%ED%A0%80', '1'.repeat(300)]) {
      cases.push({ label: `path ${bad.slice(0, 12)}`, path: fill(() => bad) });
    }
  }
  for (const param of query) {
    for (const bad of ['%00', '%ED%A0%80', '-1', '99999999999999999999999', 'x'.repeat(5000)]) {
      cases.push({
        label: `query ${param.name}=${bad.slice(0, 12)}`,
        path: `${validPath}?${param.name}=${bad}`,
      });
    }
  }
  const content = Object.entries(operation.requestBody?.content ?? {})[0];
  if (!content) {
    if (cases.length === 0) cases.push({ label: 'plain', path: validPath });
    return cases;
  }
  const [contentType, { schema }] = content;
  const body = resolve(schema, components);
  const valid = (sample(body, components) ?? {}) as Record<string, unknown>;
  cases.push({ label: 'plausible body', path: validPath, ...encode(contentType, valid) });
  for (const [field, fieldSchema] of Object.entries(body.properties ?? {})) {
    for (const value of hostile(fieldSchema, components)) {
      cases.push({
        label: `${field}=${JSON.stringify(value)?.slice(0, 20)}`,
        path: validPath,
        ...encode(contentType, { ...valid, [field]: value }),
      });
    }
  }
  cases.push({ label: `key with NUL`, path: validPath, ...encode(contentType, { ...valid, [NUL]: 'x' }) });
  for (const raw of [
    '{"a":',
    '[]',
    'null',
    '"text"',
    '123',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    '',
    '\u0000',
  ]) {
    cases.push({ label: `raw ${raw.slice(0, 8)}`, path: validPath, type: contentType, body: raw });
  }
  const json = JSON.stringify(valid);
  cases.push({ label: 'text/plain', path: validPath, type: 'text/plain', body: json });
  cases.push({ label: 'no content type', path: validPath, body: new Blob([json]) as unknown as string });
  cases.push({
    label: 'multipart garbage',
    path: validPath,
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nbroken',
  });
  return cases;
}

export async function fuzzApi(
  base: string,
  credentials: string | FuzzCredentials,
  concurrency = 4,
): Promise<FuzzReport> {
  const { bearer: token, visitor } = typeof credentials === 'string' ? { bearer: credentials } : credentials;
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const components = document.components.schemas;
  const work: { method: string; operation: Operation; kase: Case }[] = [];
  let operations = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations += 1;
      for (const kase of casesOf(path, operation, components)) work.push({ method, operation, kase });
    }
  }
  const report: FuzzReport = { operations, requests: 0, byStatus: {}, byFamily: {}, failures: [] };
  const next = async (): Promise<void> => {
    const item = work.shift();
    if (!item) return;
    const { method, operation, kase } = item;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (operation.security) headers.authorization = `Bearer ${token}`;
    else if (visitor && kase.path.startsWith('/embed/')) {
      headers.authorization = `Bearer ${visitor.token}`;
      headers.origin = visitor.origin;
    }
    if (kase.type) headers['content-type'] = kase.type;
    const what = `${method.toUpperCase()} ${operation.operationId} [${kase.label}]`;
    const send = () =>
      fetch(`${base}${kase.path}`, { method: method.toUpperCase(), headers, body: kase.body });
    try {
      // A keep-alive socket the server closed as it was reused is a transport race, not an
      // answer: such a request is sent once more, and only a second failure counts.
      const response = await send().catch(() => send());
      // An event stream that opened is an answer; it never ends by itself, so it is closed here.
      const streaming = response.ok && response.headers.get('content-type')?.startsWith('text/event-stream');
      const text = streaming ? await response.body?.cancel().then(() => '') : await response.text();
      report.requests += 1;
      report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1;
      const name = kase.path.split(/[/?]/)[1] ?? '';
      const family = report.byFamily[name] ?? { requests: 0, pastSignIn: 0 };
      report.byFamily[name] = family;
      family.requests += 1;
      if (response.status !== 401) family.pastSignIn += 1;
      if (response.status >= 500) report.failures.push(`${what}: ${response.status} ${text?.slice(0, 120)}`);
      else if (response.status >= 400) {
        let detail: unknown;
        try {
          detail = (JSON.parse(text ?? '') as { detail?: unknown }).detail;
        } catch {
          detail = undefined;
        }
        if (
          typeof detail !== 'string' ||
          !response.headers.get('content-type')?.includes('application/json')
        ) {
          report.failures.push(`${what}: ${response.status} without a JSON detail: ${text?.slice(0, 80)}`);
        }
      }
    } catch (error) {
      report.failures.push(`${what}: no answer (${(error as Error).message})`);
    }
    return next();
  };
  await Promise.all(Array.from({ length: concurrency }, next));
  return report;
}

/**
 * A visitor of the coach's site for the fuzzer: an embed key for `avatarId` allowed on `origin`, and
 * a visitor token minted with its secret, as the clinic's server does.
 */
export async function fuzzVisitor(
  base: string,
  coachToken: string,
  avatarId: string,
  origin = 'https://clinic.example',
): Promise<{ token: string; origin: string }> {
  const post = async (path: string, body: unknown, bearer?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const key = await post(
    '/embed/keys',
    { name: 'Fuzzed site', avatar_ids: [avatarId], allowed_origins: [origin] },
    coachToken,
  );
  const minted = await post('/embed/tokens', { secret: key.secret, origin });
  return { token: String(minted.token), origin };
}

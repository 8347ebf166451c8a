import type { EmbedKey, EmbedKeyCreateRequest } from '@rebond/sdk';

/**
 * The server's rule for an allowed origin (`EmbedOrigin` in `@rebond/sdk/contract`), repeated here
 * so the ui bundle carries no zod: `https://host[:port]`, `https://*.host`, or `http://localhost` /
 * `http://127.0.0.1` with any port; no path. A test checks that both agree.
 */
export const EMBED_ORIGIN_PATTERN =
  /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)$/;

/** The most origins, avatars and the largest quota a key may have (the server's limits). */
export const EMBED_KEY_LIMITS = {
  nameMax: 100,
  origins: 20,
  avatars: 20,
  originMax: 253,
  quotaMin: 1,
  quotaMax: 10_000,
} as const;

/** The daily session quota the form starts with (the server's default). */
export const DEFAULT_DAILY_SESSION_QUOTA = 50;

/** Whether one origin is allowed by the server's rule (trimmed and lower-cased first, as it does). */
export function isValidEmbedOrigin(origin: string): boolean {
  const value = origin.trim().toLowerCase();
  return value.length <= EMBED_KEY_LIMITS.originMax && EMBED_ORIGIN_PATTERN.test(value);
}

/** Reads the origins textarea: one per line, blank lines ignored, lower-cased, duplicates dropped. */
export function parseOrigins(text: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const value = line.trim().toLowerCase();
    if (!value) continue;
    if (!isValidEmbedOrigin(value)) invalid.push(line.trim());
    else if (!origins.includes(value)) origins.push(value);
  }
  return { origins, invalid };
}

/** What the create form holds, as typed. */
export interface EmbedKeyFormValues {
  name: string;
  avatarIds: string[];
  /** One origin per line. */
  origins: string;
  /** `YYYY-MM-DD` from the date input, or empty for no expiry. */
  expiresOn: string;
  /** As typed in the number input. */
  dailyQuota: string;
}

export const emptyEmbedKeyForm = (): EmbedKeyFormValues => ({
  name: '',
  avatarIds: [],
  origins: '',
  expiresOn: '',
  dailyQuota: String(DEFAULT_DAILY_SESSION_QUOTA),
});

/** What can be wrong with a field of the form. */
export type EmbedKeyFormErrors = Partial<{
  name: 'required' | 'tooLong';
  avatarIds: 'required' | 'tooMany';
  origins: { kind: 'required' } | { kind: 'tooMany' } | { kind: 'invalid'; lines: string[] };
  expiresOn: 'invalid' | 'past';
  dailyQuota: 'invalid';
}>;

/** The end of the chosen day, in the browser's time zone: a key made to expire "on" a day works through it. */
export function expiryFromDate(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const end = new Date(`${date}T23:59:59`);
  return Number.isNaN(end.getTime()) ? undefined : end;
}

/**
 * Checks the form as the server would and builds the request. `now` is the clock (tests).
 * Returns either the errors or the request body.
 */
export function validateEmbedKeyForm(
  values: EmbedKeyFormValues,
  now: number = Date.now(),
):
  | { errors: EmbedKeyFormErrors; request?: undefined }
  | { errors?: undefined; request: EmbedKeyCreateRequest } {
  const errors: EmbedKeyFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length > EMBED_KEY_LIMITS.nameMax) errors.name = 'tooLong';

  if (values.avatarIds.length === 0) errors.avatarIds = 'required';
  else if (values.avatarIds.length > EMBED_KEY_LIMITS.avatars) errors.avatarIds = 'tooMany';

  const { origins, invalid } = parseOrigins(values.origins);
  if (invalid.length > 0) errors.origins = { kind: 'invalid', lines: invalid };
  else if (origins.length === 0) errors.origins = { kind: 'required' };
  else if (origins.length > EMBED_KEY_LIMITS.origins) errors.origins = { kind: 'tooMany' };

  let expiresAt: Date | undefined;
  if (values.expiresOn) {
    expiresAt = expiryFromDate(values.expiresOn);
    if (!expiresAt) errors.expiresOn = 'invalid';
    else if (expiresAt.getTime() <= now) errors.expiresOn = 'past';
  }

  const quota = Number(values.dailyQuota);
  if (
    values.dailyQuota.trim() === '' ||
    !Number.isInteger(quota) ||
    quota < EMBED_KEY_LIMITS.quotaMin ||
    quota > EMBED_KEY_LIMITS.quotaMax
  ) {
    errors.dailyQuota = 'invalid';
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      name,
      avatar_ids: values.avatarIds,
      allowed_origins: origins,
      ...(expiresAt ? { expires_at: expiresAt.toISOString() } : {}),
      daily_session_quota: quota,
    },
  };
}

/** A key's state as the list shows it. */
export type EmbedKeyStatus = 'active' | 'revoked' | 'expired';

/** Revoked wins over expired; a key with an `expires_at` in the past is expired. */
export function embedKeyStatus(
  key: Pick<EmbedKey, 'revoked_at' | 'expires_at'>,
  now: number = Date.now(),
): EmbedKeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}

/** The host (and port) of an origin, as people read it: `https://clinic.example` -> `clinic.example`. */
export function originHost(origin: string): string {
  return origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
}

/**
 * Where the widget's script is served from the API base: its canonical URL, versioned, when the
 * version is known (the server's `/widgets/script.json`), else the unversioned one.
 */
export const widgetScriptUrl = (apiBase: string, version?: string) =>
  `${trimBase(apiBase)}/widgets/${version ? `v${version}/` : ''}rebond-widgets.global.js`;

/** The widget's script as the server describes it (`GET /widgets/script.json`). */
export interface WidgetScript {
  /** The version the server serves, such as `0.1.0`. */
  version: string;
  /** Its Subresource Integrity hash, `sha384-...`. */
  integrity: string;
}

/** The `<script>` tag: the versioned URL with `integrity` and `crossorigin` when the script is known. */
function scriptTag(base: string, script: WidgetScript | undefined): string {
  if (!script) return `<script async src="${widgetScriptUrl(base)}"></script>`;
  return `<script async src="${widgetScriptUrl(base, script.version)}" integrity="${script.integrity}" crossorigin="anonymous"></script>`;
}

const trimBase = (apiBase: string) => apiBase.replace(/\/+$/, '');

/** The snippets' inputs: the API base and, when there is one, the key they are for. */
export interface EmbedSnippetInput {
  /** The Rebond server, such as `https://rebond.example.org`. */
  apiBase: string;
  /** The key's publishable id; a placeholder when absent. */
  publishableKey?: string | undefined;
  /** The avatar the widget talks to; left out when absent. */
  avatarId?: string | undefined;
  /** An allowed origin of the key, for the server example; a placeholder when absent. */
  origin?: string | undefined;
  /** The served script's version and integrity hash; the unversioned URL when absent. */
  script?: WidgetScript | undefined;
}

/**
 * The server flow, part 1: a Node server (no framework, `node:http` and `fetch`) that serves the
 * page (`index.html` beside it: part 2) and, on the same origin, trades the key's secret for a
 * visitor token each time the page asks.
 */
export function serverSnippet({ apiBase, avatarId, origin }: EmbedSnippetInput): string {
  const base = trimBase(apiBase);
  const avatarLine = avatarId ? `\n      avatar_id: '${avatarId}',` : '';
  return `// token-server.mjs, beside index.html: REBOND_EMBED_SECRET=sk_... node token-server.mjs
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const REBOND_API = '${base}';
const PAGE_ORIGIN = '${origin ?? 'https://your-site.example'}';
const PORT = Number(process.env.PORT ?? 3000);

createServer(async (request, response) => {
  if (request.method === 'GET' && request.url === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(readFileSync(new URL('./index.html', import.meta.url)));
    return;
  }
  if (request.method !== 'POST' || request.url !== '/rebond-token') {
    response.writeHead(404).end();
    return;
  }
  // Check here that the visitor may practise (signed in, homework assigned...).
  const answer = await fetch(\`\${REBOND_API}/embed/tokens\`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      secret: process.env.REBOND_EMBED_SECRET,
      origin: PAGE_ORIGIN,${avatarLine}
    }),
  });
  const { token, expires_at } = await answer.json();
  response.writeHead(answer.ok ? 200 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ token, expires_at }));
}).listen(PORT);`;
}

/**
 * The server flow, part 2: the page (`index.html`), which asks its own server for a token, and
 * for a fresh one before it expires (the visit goes on with it).
 */
export function tokenTagSnippet({ apiBase, script }: EmbedSnippetInput): string {
  const base = trimBase(apiBase);
  return `${scriptTag(base, script)}
<rebond-recorder id="rebond" data-api="${base}"></rebond-recorder>
<script>
  const recorder = document.getElementById('rebond');
  async function freshToken() {
    const answer = await fetch('/rebond-token', { method: 'POST' });
    if (answer.ok) recorder.setAttribute('data-token', (await answer.json()).token);
  }
  recorder.addEventListener('rebond:token-expiring', freshToken);
  freshToken();
</script>`;
}

/** The static-site flow: the tags with the publishable key, which works only on the allowed origins. */
export function staticTagSnippet({ apiBase, publishableKey, avatarId, script }: EmbedSnippetInput): string {
  const base = trimBase(apiBase);
  const avatar = avatarId ? ` data-avatar="${avatarId}"` : '';
  return `${scriptTag(base, script)}
<rebond-recorder data-api="${base}" data-key="${publishableKey ?? 'pk_...'}"${avatar}></rebond-recorder>`;
}

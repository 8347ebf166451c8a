// A demo clinic website: one page with the Rebond recorder, and the tiny server that mints each
// visitor's short-lived embed token with the key's secret, which never leaves this server.
//
//   REBOND_API=http://127.0.0.1:8000 REBOND_EMBED_SECRET=sk_... PORT=4999 node examples/clinic-site/server.mjs
//
// The embed key must allow this site's origin (http://localhost:4999 or http://127.0.0.1:4999).
// Plain `fetch`, no package: it runs from a fresh clone with nothing built, as any clinic's
// server in any language would call `POST /embed/tokens`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const api = (process.env.REBOND_API ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
const secret = process.env.REBOND_EMBED_SECRET;
const port = Number(process.env.PORT ?? 4999);
const host = process.env.HOST ?? '127.0.0.1';
const origin = process.env.SITE_ORIGIN ?? `http://${host}:${port}`;
if (!secret) {
  console.error('Set REBOND_EMBED_SECRET to the embed key secret (shown once in the portal).');
  process.exit(1);
}

/** A visitor token for this site's origin, from the Rebond server, with the key's secret. */
async function createToken() {
  const answer = await fetch(`${api}/embed/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret, origin }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(body.detail ?? `Token refused (${answer.status})`);
  return body;
}
const escapeHtml = (text) => text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8').replaceAll(
  '{{API}}',
  escapeHtml(api),
);

/**
 * The widget's `<script>` tag: its canonical URL on the Rebond server (versioned, cached a year)
 * with its integrity hash, as `/widgets/script.json` gives them.
 */
async function widgetScript() {
  const answer = await fetch(`${api}/widgets/script.json`);
  if (!answer.ok) throw new Error(`The Rebond server serves no widget build (${answer.status})`);
  const { src, integrity } = await answer.json();
  return `<script src="${escapeHtml(api + src)}" integrity="${escapeHtml(integrity)}" crossorigin="anonymous" defer></script>`;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', origin);
  if (request.method === 'GET' && url.pathname === '/') {
    try {
      const page = template.replace('{{WIDGET_SCRIPT}}', await widgetScript());
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'The Rebond server cannot be reached');
    }
    return;
  }
  if (request.method === 'POST' && url.pathname === '/rebond-token') {
    // A real clinic checks here that the visitor may practise (signed in, homework assigned...).
    try {
      const { token, expires_at } = await createToken();
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ token, expires_at }));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: error instanceof Error ? error.message : 'Token refused' }));
    }
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end('Not found');
});

server.listen(port, host, () => console.log(`Clinic site on ${origin} (Rebond API ${api})`));

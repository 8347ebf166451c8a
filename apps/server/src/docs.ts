import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context';

/** Scalar's standalone bundle, from node_modules: served by this server, never from a CDN. */
const SCALAR_BUNDLE = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');

/**
 * Scalar's options, read from `data-configuration`: no web fonts (they come from Scalar's CDN), no
 * "Ask AI" or hosted client links, and `Try it` requests go straight to this server.
 */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  hideClientButton: true,
  agent: { disabled: true },
  telemetry: false,
  metaData: { title: 'Rebond API reference' },
};

/**
 * The zod inside Scalar's bundle probes once whether `new Function('')` works (to compile faster
 * validators). Our CSP refuses it, as it should, and zod goes on without; the refusal still shows as
 * a CSP error in the console. The probe is answered "no" up front instead: the same behaviour, a
 * quiet console, and no change to the CSP.
 */
const EVAL_PROBE = 'try{return new Function(""),!0}catch(e){return!1}';
const withoutEvalProbe = (bundle: Buffer) => bundle.toString('utf8').replace(EVAL_PROBE, 'return!1');

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page: Scalar reads its configuration from the data attributes of the empty
 * `#api-reference` element, so no inline script runs and the `default-src 'self'` CSP holds.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rebond API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <script id="api-reference" data-url="/openapi.json" data-configuration="${escapeAttribute(
      JSON.stringify(SCALAR_CONFIGURATION),
    )}"></script>
    <script src="/docs/scalar.js"></script>
  </body>
</html>
`;

/**
 * Serves the HTTP API reference: `GET /docs`, rendered by Scalar in the browser from
 * `/openapi.json`, with its script at `GET /docs/scalar.js`. Mount it before the portal's
 * catch-all so that `/docs` is not taken for a portal page.
 */
export function mountApiDocs<E extends AppEnv>(app: Hono<E>): void {
  let bundle: Promise<string> | undefined;
  app.get('/docs', (c) => c.html(PAGE));
  app.get('/docs/scalar.js', async (c) => {
    bundle ??= readFile(SCALAR_BUNDLE).then(withoutEvalProbe);
    return c.body(await bundle, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });
}

import { randomUUID } from 'node:crypto';
import { type RouteDescriptor, routeNames, routes } from '@rebond/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import type { RunningServer } from '../src/server';
import { startTestServer } from '../src/testing';

/**
 * The served API and the contract cannot drift: every contract call is answered by a handler (not
 * by the router's "Not found"), and every API route the server registers is a contract call.
 * (A contract call without a handler is also a type error in `mountRoutes`.)
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Paths the server serves that are not API calls of the contract, and why. */
const NOT_CALLS = new Set([
  '/openapi.json', // the contract itself
  '/media/:id', // signed media links the answers carry
  '/avatars', // the portal page of the same name (navigations only)
  '/docs', // the HTTP API reference
  '/docs/scalar.js',
  '/users/export', // "Download My Data": a zip streamed to the signed-in user, not a JSON call
  '/metrics', // the job queue's figures for Prometheus (operations, not the product's API)
  '/widgets/rebond-loader.global.js', // the widgets' <script> builds
  '/widgets/rebond-widgets.global.js',
  '/widgets/:version{v[0-9A-Za-z.+-]+}/rebond-loader.global.js', // the same, versioned
  '/widgets/:version{v[0-9A-Za-z.+-]+}/rebond-widgets.global.js',
  '/widgets/script.json', // the canonical script URL and its integrity hash, for the Embed tab
  '/live/:sessionId', // the live channel: a WebSocket, its messages in @rebond/vocabulary
]);

const toHono = (path: string, route: RouteDescriptor) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (route.params?.[name] ? `:${name}` : `:${name}{[0-9]+}`));

describe('the routes written once', () => {
  it.each(routeNames)('%s is served by its own handler', async (name) => {
    const route: RouteDescriptor = routes[name];
    const path = route.path.replace(/\{(\w+)\}/g, () => randomUUID());
    const response = await fetch(`${server.url}${path}`, { method: route.method });
    const body = (await response.json()) as { detail?: string };
    expect(body.detail ?? '').not.toBe('Not found');
    if (route.auth === true) expect(response.status).toBe(401);
  });

  it('registers no API route that the contract does not have', () => {
    const app = createApp(server.services);
    const contract = new Set(
      routeNames.flatMap((name) => {
        const route: RouteDescriptor = routes[name];
        return [route.path, ...(route.aliases ?? [])].map((path) => `${route.method} ${toHono(path, route)}`);
      }),
    );
    const served = app.routes
      .filter((route) => route.method !== 'ALL' && !NOT_CALLS.has(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(new Set(served)).toEqual(contract);
  });
});

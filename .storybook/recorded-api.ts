/// <reference types="vite/client" />
/**
 * The API for the composed page stories: `fetch` answered with the real server's recorded answers
 * (.storybook/fixtures/recorded, written by apps/server/test/storybook-recordings.test.ts), keyed by
 * method and path. A request for another route of the API contract gets a 404 with a `detail`
 * naming it; anything else (the Storybook's own files) goes to the network as usual.
 */
import { type RouteName, routeNames, routes } from '@rebond/sdk';

export interface Recording {
  request: { method: string; path: string };
  status: number;
  body: unknown;
}

const files = import.meta.glob<Recording>('./fixtures/recorded/*.json', { eager: true, import: 'default' });

/** The recordings by name (the file name without `.json`: `auth-login`, `sessions`...). */
export const recorded: Readonly<Record<string, Recording>> = Object.fromEntries(
  Object.entries(files).map(([file, recording]) => [file.replace(/^.*\/|\.json$/g, ''), recording]),
);

/** The recorded answer body of `name`, typed by the caller. */
export function recordedBody<T>(name: string): T {
  const recording = recorded[name];
  if (!recording) throw new Error(`No recorded answer named ${name}`);
  return recording.body as T;
}

/** A route pattern of the contract as a regular expression (`{id}` matches one segment). */
const routePatterns = routeNames.map((name: RouteName) => ({
  method: routes[name].method,
  pattern: new RegExp(`^${routes[name].path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

const isApiRequest = (method: string, path: string) =>
  routePatterns.some((route) => route.method === method && route.pattern.test(path));

/** Replaces `fetch` until the returned function is called. `overrides` answer before the recordings. */
export function installRecordedApi(overrides: Recording[] = []): () => void {
  const original = window.fetch;
  const answers = new Map(
    [...Object.values(recorded), ...overrides].map((recording) => [
      `${recording.request.method} ${recording.request.path}`,
      recording,
    ]),
  );
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (url.origin !== window.location.origin || !isApiRequest(method, url.pathname))
      return original(input, init);
    const recording = answers.get(`${method} ${url.pathname}`);
    if (!recording) {
      return Response.json({ detail: `No recorded answer for ${method} ${url.pathname}` }, { status: 404 });
    }
    return recording.status === 204
      ? new Response(null, { status: 204 })
      : Response.json(recording.body, { status: recording.status });
  };
  return () => {
    window.fetch = original;
  };
}

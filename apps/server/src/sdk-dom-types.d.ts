/**
 * The one DOM type that the SDK's source names (`packages/sdk/src/client.ts`), for the server, which
 * compiles that source with Node's types and without the DOM library. Node's `fetch` takes the same
 * bodies. Remove when the SDK names `RequestInit['body']` instead.
 */
type BodyInit = NonNullable<RequestInit['body']>;

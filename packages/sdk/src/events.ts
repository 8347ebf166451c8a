/** One server-sent event: its name (`message` when the server gives none), data and id. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * The events of a `text/event-stream` body, by the WHATWG rules (fields `event`, `data` on one or
 * more lines, `id`; comments and `retry` skipped; LF, CR or CRLF line ends), until the body ends or
 * `signal` aborts. Written here rather than taken from eventsource-parser: its v3 publishes a
 * `source` export condition pointing at TypeScript files, which this monorepo's own `source`
 * condition would pick up, and its v4 needs Node 22.
 */
export async function* readEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  let buffer = '';
  let event: { name: string; data: string[]; id: string | undefined } = { name: '', data: [], id: undefined };
  try {
    while (!signal?.aborted) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      // A lone CR at the end may be half of a CRLF: keep it for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (event.data.length > 0) {
            yield { event: event.name || 'message', data: event.data.join('\n'), id: event.id };
          }
          event = { name: '', data: [], id: event.id };
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const text = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.name = text;
        else if (field === 'data') event.data.push(text);
        else if (field === 'id' && !text.includes('\0')) event.id = text;
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}

import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/** The answers Node's HTTP parser gives before any route runs, with the detail a caller can act on. */
const EARLY: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP'];

/** Headers of an answer that describe its own body or request, not the server's policy. */
const PER_ANSWER = new Set(['content-type', 'content-length', 'x-request-id', 'set-cookie', 'vary']);

/**
 * A `clientError` listener for the HTTP server: the answers given before routing (431 for
 * oversized headers, 408, 400 for malformed requests) are JSON with `detail` and carry the same
 * security headers as every routed answer, read once from the app itself so they cannot drift.
 */
export async function earlyAnswerHandler(
  app: Hono<AppEnv>,
): Promise<(error: NodeJS.ErrnoException, socket: Duplex) => void> {
  const probe = await app.request('/.well-known/rebond-early-answer', {
    headers: { accept: 'application/json' },
  });
  const policy = [...probe.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
  return (error, socket) => {
    // Like Node's own answer: never in the middle of an answer already being sent on this socket.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, reason, detail] = EARLY[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ detail });
    const head = [
      `HTTP/1.1 ${status} ${reason}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...policy.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  };
}

import type { Server } from 'node:http';

/** The part of a `ws` server a shutdown needs: its open sockets. */
export interface WebSocketClients {
  clients: Set<{ close(code: number, reason: string): void; terminate(): void }>;
}

/** How long requests in flight may take to finish once the server is asked to close. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * Stops taking connections and closes the server without waiting on its clients: a kept-alive
 * connection would otherwise hold the close for its whole idle timeout (65 s), and an open live
 * channel for as long as its coach talks. Idle connections are closed at once and as soon as a
 * request in flight ends; live channels are told the server is going away (1001); whatever is still
 * open after `graceMs` is cut.
 */
export function closeServer(
  server: Server,
  webSockets?: WebSocketClients,
  graceMs = CLOSE_GRACE_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      server.closeAllConnections();
      for (const socket of webSockets?.clients ?? []) socket.terminate();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
    for (const socket of webSockets?.clients ?? []) socket.close(1001, 'the server is shutting down');
  });
}

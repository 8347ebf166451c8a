import { createRequire } from 'node:module';
import type { WebSocketServerLike } from '@hono/node-server';
import type { WebSocketClients } from '../http/close-server';

/**
 * The `ws` server that @hono/node-server hands its WebSocket upgrades to (the live channel). `ws`
 * ships no types of its own; @hono/node-server describes the part it uses.
 */
export function webSocketServer(): WebSocketServerLike & WebSocketClients {
  const { WebSocketServer } = createRequire(import.meta.url)('ws') as {
    WebSocketServer: new (options: {
      noServer: true;
      maxPayload: number;
    }) => WebSocketServerLike & WebSocketClients;
  };
  // A frame is a fraction of a second of audio; nothing legitimate is larger than 1 MiB.
  return new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
}

import { createRequire } from 'node:module';

/** The `ws` client the live-channel tests and fuzzer use (the package has no types of its own): the part they use. */
export interface Socket {
  send(data: string | Uint8Array): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer, binary: boolean) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

export const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

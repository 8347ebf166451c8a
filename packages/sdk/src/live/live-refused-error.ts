/**
 * `client.live.connect` failed: the channel closed before the server accepted it. `code` is the
 * WebSocket close code (`LIVE_CLOSE_UNAUTHORIZED` 4401: sign-in refused or ended;
 * `LIVE_CLOSE_TOO_MANY` 4429: too many channels open; 1006: the socket could not connect).
 */
export class LiveRefusedError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(`The live channel was refused (${code}${reason ? `: ${reason}` : ''}).`);
    this.name = 'LiveRefusedError';
  }
}

import type { RouteHandlers } from '../http/mount-routes';
import type { Services } from '../services';

/** The server's version, shown by `/health` and the OpenAPI document. */
export const VERSION = '0.1.0';

/** `GET /health`: liveness, the database and engine in use, and the caller when a valid token is sent. */
export function healthHandlers({ db, engine }: Services): RouteHandlers<'health'> {
  // The engine picks its implementations once, at start-up; /health reports that choice.
  const engineStatus = engine.describe();
  return {
    health: async (c) => ({
      status: 'ok' as const,
      version: VERSION,
      database: db.kind,
      engine: engineStatus,
      user_id: c.get('auth')?.userId ?? null,
    }),
  };
}

import type { RouteHandlers } from '../http/mount-routes';
import { typicalDurations } from '../jobs/typical-durations';
import type { Services } from '../services';

/**
 * `GET /jobs/typical_durations` -> `TypicalDurations`: the medians the screens announce instead of
 * fixed promises ("30-90 seconds"), from the server's recent jobs (see `jobs/typical-durations.ts`).
 */
export function timingHandlers({ db, jobs }: Services): RouteHandlers<'getTypicalDurations'> {
  return {
    getTypicalDurations: async () => typicalDurations(db, jobs),
  };
}

import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { TypicalDurations } from '../contract/timings';

/** `GET /jobs/typical_durations`: the waits the screens announce, measured on the server. */
export class TimingsResource {
  constructor(private readonly client: RebondClient) {}

  /** Medians (seconds) of recent replies, avatar creations and voices; null where none was measured. */
  typical(options?: RequestOptions): ApiPromise<TypicalDurations> {
    return this.client.call('getTypicalDurations', {}, options);
  }
}

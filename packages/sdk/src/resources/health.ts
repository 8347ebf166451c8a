import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { Health } from '../contract/auth';

/** `GET /health`. */
export class HealthResource {
  constructor(private readonly client: RebondClient) {}

  /** Liveness, the database and engine in use, and the caller's id when a valid token is sent. */
  get(options?: RequestOptions): ApiPromise<Health> {
    return this.client.call('health', {}, options);
  }
}

import type { RebondClient } from '../client';
import type { Health } from '../contract/auth';

/** `GET /health`: liveness, and the caller when signed in (the spec's auth check). */
export class HealthResource {
  constructor(private readonly client: RebondClient) {}

  get(): Promise<Health> {
    return this.client.request<Health>('GET', '/health');
  }
}

import type { RebondClient } from '../client';
import type { ConsentCreateRequest, ConsentRecord, ConsentType } from '../contract/consents';

/** `/consents`: the caller's consent ledger. */
export class ConsentsResource {
  constructor(private readonly client: RebondClient) {}

  list(): Promise<ConsentRecord[]> {
    return this.client.request<ConsentRecord[]>('GET', '/consents');
  }

  create(body: ConsentCreateRequest): Promise<ConsentRecord> {
    return this.client.request<ConsentRecord>('POST', '/consents', { json: body });
  }

  /** The current decision for a type: the newest record, or null when never asked. */
  async current(type: ConsentType): Promise<ConsentRecord | null> {
    const records = await this.list();
    return records.find((record) => record.type === type) ?? null;
  }
}

import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { ConsentCreateRequest, ConsentRecord, ConsentType } from '../contract/consents';

/** `/consents`: the caller's append-only consent ledger; the newest record of a type is the current choice. */
export class ConsentsResource {
  constructor(private readonly client: RebondClient) {}

  /** `GET /consents`: your consent records, newest first. */
  list(options?: RequestOptions): ApiPromise<ConsentRecord[]> {
    return this.client.call('listConsents', {}, options);
  }

  /** Every consent record, page by page. */
  iterate(options?: RequestOptions & { pageSize?: number }): AsyncIterable<ConsentRecord> {
    return this.client.paginate('listConsents', {}, options);
  }

  /** `POST /consents`: records a decision (grant or withdraw) with the version of the text shown. */
  create(body: ConsentCreateRequest, options?: RequestOptions): ApiPromise<ConsentRecord> {
    return this.client.call('createConsent', { body }, options);
  }

  /** The current decision of one type, or null when none was ever recorded. */
  async current(type: ConsentType, options?: RequestOptions): Promise<ConsentRecord | null> {
    const records = await this.list(options);
    return records.find((record) => record.type === type) ?? null;
  }
}

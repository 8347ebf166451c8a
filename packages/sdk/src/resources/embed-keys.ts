import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { Ack } from '../contract/common';
import type { EmbedKey, EmbedKeyCreated, EmbedKeyCreateRequest } from '../contract/embed';

/** `/embed/keys`: a coach's embed keys, for putting the recorder on a clinic's website. */
export class EmbedKeysResource {
  constructor(private readonly client: RebondClient) {}

  /**
   * Creates a key. The answer's `secret` is shown this once (only a hash is kept): store it on the
   * clinic's server, never in a page. `publishable_key` may go in a static page.
   *
   * @example
   * const key = await client.embedKeys.create({
   *   name: 'Clinic website', avatar_ids: [avatar.id], allowed_origins: ['https://clinic.example'],
   * });
   */
  create(body: EmbedKeyCreateRequest, options?: RequestOptions): ApiPromise<EmbedKeyCreated> {
    return this.client.call('createEmbedKey', { body }, options);
  }

  /** Your keys, newest first, with the sessions each started this month. */
  list(options?: RequestOptions): ApiPromise<EmbedKey[]> {
    return this.client.call('listEmbedKeys', {}, options);
  }

  /** Revokes a key: its visitor tokens stop working at once. */
  revoke(id: string, options?: RequestOptions): ApiPromise<Ack> {
    return this.client.call('revokeEmbedKey', { params: { id } }, options);
  }
}

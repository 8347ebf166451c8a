import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { Job } from '../contract/jobs';

/** The two page arguments the first client sends with every job read. */
const FIRST_CLIENT_PAGE = { page: 1, offset: 0 } as const;

/** Job reads. */
export class JobsResource {
  constructor(private readonly client: RebondClient) {}

  /** `GET /s_job/{id}`: a reply job (`video_reply` or `video_render`) of the caller. */
  getSessionJob(id: string, options?: RequestOptions): ApiPromise<Job> {
    return this.client.call('getSessionJob', { params: { id }, query: FIRST_CLIENT_PAGE }, options);
  }

  /** `GET /avatars/a_job/{id}`: an avatar job of the caller. */
  getAvatarJob(id: string, options?: RequestOptions): ApiPromise<Job> {
    return this.client.call('getAvatarJob', { params: { id }, query: FIRST_CLIENT_PAGE }, options);
  }
}

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

  /**
   * `GET /jobs/events`: the caller's reply jobs as they change, pushed by the server. First the
   * state of `ids` (and of their render jobs), then every change, each as the `Job` that
   * `getSessionJob` answers. Ends when the server closes the stream (at the latest when the
   * access token would expire) or `options.signal` aborts; reconnect to go on.
   */
  events(ids: readonly string[] = [], options?: RequestOptions): AsyncGenerator<Job, void, undefined> {
    return this.client.stream('jobEvents', ids.length > 0 ? { query: { ids: ids.join(',') } } : {}, options);
  }

  /** `GET /avatars/a_job/{id}`: an avatar job of the caller. */
  getAvatarJob(id: string, options?: RequestOptions): ApiPromise<Job> {
    return this.client.call('getAvatarJob', { params: { id }, query: FIRST_CLIENT_PAGE }, options);
  }
}

import type { RebondClient } from '../client';
import type { Job } from '../contract/jobs';

/**
 * Job status reads. A reply `Job` has `status` (read it through `normalizeJobStatus`), `progress`
 * (0-100), `stage`, `type` (`video_reply` then `video_render`) and `job_data`: the first job ends
 * `polling_required` with `polling_job_id` and `details.user_transcript`/`avatar_script`; the second
 * ends `success` with `video_url`, `url`, `details.video_url`, `video_id` and `poster_url`; a failed
 * one carries `error_message`.
 */
export class JobsResource {
  constructor(private readonly client: RebondClient) {}

  /** `GET /s_job/{id}` with the two page arguments the first client sends (1 and 0). */
  getSessionJob(id: string, options: { signal?: AbortSignal } = {}): Promise<Job> {
    return this.client.request<Job>('GET', `/s_job/${encodeURIComponent(id)}`, {
      searchParams: { page: 1, offset: 0 },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }
}

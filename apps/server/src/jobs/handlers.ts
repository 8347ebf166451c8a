import { registerAvatarJobs } from '../avatars/jobs';
import type { Services } from '../services';
import { registerReplyJobs } from '../sessions/reply-jobs';

/** Registers every job type's handler on the queue. Each feature adds its own registration here. */
export function registerJobHandlers(services: Services): void {
  registerAvatarJobs(services);
  registerReplyJobs(services);
}

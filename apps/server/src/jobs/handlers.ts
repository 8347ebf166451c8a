import type { Services } from '../http/context';

/** Registers every job type's handler on the queue. Each feature adds its own registration here. */
export function registerJobHandlers(_services: Services): void {}

/** The part of the Web Locks API the refresh uses. */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Runs `fn` while holding the browser lock `name`, shared by every tab and worker of this origin
 * (Web Locks API), so only one of them refreshes at a time and the next one sees its result. Where
 * the API is missing (Node, old browsers) `fn` runs at once: the client already shares one refresh
 * among its own callers, and the server accepts a retried refresh within its reuse interval.
 */
export function withBrowserLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks ? locks.request(name, fn) : fn();
}

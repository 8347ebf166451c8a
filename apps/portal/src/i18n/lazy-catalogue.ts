import { type Locale, useLocale } from '@rebond/ui';
import { use } from 'react';

/** A promise that, once settled, also carries its outcome, so React's `use` reads it without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface LazyCatalogue<T> {
  /** Fetches the locale's catalogue once; later calls return the same promise. */
  load(locale: Locale): Promise<T>;
  /** Reads the active locale's catalogue, suspending the first time until it has arrived. */
  useMessages(): T;
}

/**
 * A message catalogue split by locale: each locale's module is its own chunk, fetched when that
 * locale is first used, so a page carries only the language it shows. Call once at module level.
 */
export function lazyCatalogue<T>(loaders: Record<Locale, () => Promise<T>>): LazyCatalogue<T> {
  const loads = new Map<Locale, Tracked<T>>();
  const load = (locale: Locale): Promise<T> => {
    let promise = loads.get(locale);
    if (!promise) {
      const tracked: Tracked<T> = loaders[locale]().then(
        (value) => {
          tracked.status = 'fulfilled';
          tracked.value = value;
          return value;
        },
        (reason: unknown) => {
          // A failed fetch (offline) is retried on the next render, not remembered.
          loads.delete(locale);
          tracked.status = 'rejected';
          tracked.reason = reason;
          throw reason;
        },
      );
      tracked.status = 'pending';
      promise = tracked;
      loads.set(locale, promise);
    }
    return promise;
  };
  return {
    load,
    useMessages: function useMessages() {
      return use(load(useLocale()));
    },
  };
}

import { AUTH_STORAGE_KEY, DEVICE_PREFERENCES_STORAGE_KEY, matchLocale } from '@rebond/ui';

/** A persisted zustand state in one of the browser's storages, or undefined. */
function stored(storage: Storage, key: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as { state?: Record<string, unknown> } | null;
    return value?.state;
  } catch {
    return undefined;
  }
}

/**
 * Whether this visit to a prerendered public page needs the app rather than the page alone:
 * someone is signed in (the app's consent gate, preferences' sync and auto-logout run on every
 * page), the language chosen in Settings is not the one the page was prerendered in, or the
 * navigation carries a notice for the page to show (React Router keeps it in `history.state`).
 */
export function wantsApp(): boolean {
  const auth = stored(localStorage, AUTH_STORAGE_KEY) ?? stored(sessionStorage, AUTH_STORAGE_KEY);
  if (auth?.isAuthenticated === true) return true;
  const preferences = stored(localStorage, DEVICE_PREFERENCES_STORAGE_KEY)?.preferences as
    | { language?: string | null }
    | undefined;
  const locale = preferences?.language ?? matchLocale(navigator.languages);
  if (locale !== document.getElementById('root')?.dataset.prerendered) return true;
  const navigation = history.state as { usr?: { notice?: unknown } } | null;
  return Boolean(navigation?.usr?.notice);
}

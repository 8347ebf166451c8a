import { hasSession } from '@rebond/ui';
import { QueryClient } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';

/**
 * The portal's one cache of server data (TanStack Query): every signed-in screen reads through the
 * queries of this folder and writes through its mutations, which update the cached lists they
 * change. So the overview, the history and the profile share one list of sessions, and a tab shown
 * again shows what it had at once while it is read again.
 *
 * The SDK already retries idempotent calls with back-off (and refreshes tokens), so the cache does
 * not retry on top of it. Signing out, or another coach signing in, empties the cache: no coach's
 * data outlives their session in this page.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
});

const signedInAs = () => {
  const state = authStore.getState();
  return hasSession(state) ? state.user?.id : undefined;
};

let coach = signedInAs();
authStore.subscribe(() => {
  const now = signedInAs();
  if (now === coach) return;
  coach = now;
  queryClient.clear();
});

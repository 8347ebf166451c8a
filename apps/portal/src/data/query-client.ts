import { hasSession } from '@rebond/ui';
import { QueryClient } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';

/**
 * The portal's one cache of server data (TanStack Query): every signed-in screen reads through the
 * queries of this folder and writes through its mutations, which update the cached lists they
 * change. Screens shown together share one read (the overview's and the profile's sessions, the
 * session screens' and the embed tab's avatars).
 *
 * Data no screen shows is dropped at once (`gcTime: 0`) and read afresh when a screen shows it
 * again: other screens write through the SDK directly (a session launched, a message sent), so a
 * list kept from before would show the coach what was, not what is. The SDK already retries idempotent calls with back-off (and refreshes tokens), so the
 * cache does not retry on top of it. Signing out, or another coach signing in, empties the cache:
 * no coach's data outlives their session in this page.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } },
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

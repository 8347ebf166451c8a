import type { NavigateFunction } from 'react-router';
import { authStore } from './auth-store';

/** Where a deliberate sign-out leads; null means the session was lost, which leads to /login. */
let destination: string | null = null;

/**
 * Ends the session on purpose (Logout, declined consent, deleted account) and goes to `path`.
 * Clearing the store re-renders a signed-in screen at once, before the router's navigation (a
 * transition) lands, so `RequireAuth` reads the destination from here instead of its /login default.
 */
export function signOut(navigate: NavigateFunction, path = '/'): void {
  destination = path;
  authStore.getState().clear();
  void navigate(path, { replace: true });
}

/** Where `RequireAuth` sends a visitor without a session. */
export const signedOutDestination = (): string | null => destination;

/** A new sign-in forgets the last deliberate sign-out. */
export function resetSignOut(): void {
  destination = null;
}

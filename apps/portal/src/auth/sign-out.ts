import {
  AUTH_STORAGE_KEYS,
  DEFAULT_PROFILE_PREFERENCES,
  DEVICE_PREFERENCES_STORAGE_KEY,
  PROFILE_PREFERENCES_STORAGE_KEY,
  useAuthStore,
  useDevicePreferencesStore,
  useProfilePreferencesStore,
} from '@rebond/ui';
import type { NavigateFunction } from 'react-router';
import { DRAFT_KEY, STEP_KEY } from '../pages/avatars/draft-storage';

/**
 * The one list of what a signed-in coach leaves in this browser: the session (the auth keys), the
 * preferences and the avatar-wizard draft. A deliberate sign-out (Logout, declined consent, deleted
 * account) removes every one of them, so the next person on a shared computer inherits nothing.
 */
export const SIGNED_IN_STORAGE_KEYS = [
  ...AUTH_STORAGE_KEYS,
  DEVICE_PREFERENCES_STORAGE_KEY,
  PROFILE_PREFERENCES_STORAGE_KEY,
  DRAFT_KEY,
  STEP_KEY,
] as const;

/** Where a deliberate sign-out leads; null means the session was lost, which leads to /login. */
let destination: string | null = null;

/** Forgets the signed-in coach's data in memory and in both storages. */
function forgetSignedInData(): void {
  useAuthStore.getState().clear();
  useDevicePreferencesStore.getState().reset();
  useProfilePreferencesStore.getState().setPreferences(DEFAULT_PROFILE_PREFERENCES);
  for (const key of SIGNED_IN_STORAGE_KEYS) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}

/**
 * Ends the session on purpose (Logout, declined consent, deleted account) and goes to `path`.
 * Clearing the store re-renders a signed-in screen at once, before the router's navigation (a
 * transition) lands, so `RequireAuth` reads the destination from here instead of its /login default.
 */
export function signOut(navigate: NavigateFunction, path = '/'): void {
  destination = path;
  forgetSignedInData();
  void navigate(path, { replace: true });
}

/** Where `RequireAuth` sends a visitor without a session. */
export const signedOutDestination = (): string | null => destination;

/** A new sign-in forgets the last deliberate sign-out. */
export function resetSignOut(): void {
  destination = null;
}

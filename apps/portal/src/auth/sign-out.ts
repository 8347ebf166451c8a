import {
  AUTH_STORAGE_KEYS,
  DEFAULT_PROFILE_PREFERENCES,
  DEVICE_PREFERENCES_STORAGE_KEY,
  PROFILE_PREFERENCES_STORAGE_KEY,
  useDevicePreferencesStore,
  useProfilePreferencesStore,
} from '@rebond/ui';
import type { NavigateFunction } from 'react-router';
import { DRAFT_KEY, STEP_KEY } from '../features/avatars/draft-storage';
import { authStore } from './auth-store';

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
/** The session could not be renewed: /login says so. */
let expired = false;
/** What the page a deliberate sign-out leads to says happened. */
let notice: SignOutNotice | undefined;

/** What the page a sign-out leads to says happened (a key of the portal's `notices`). */
export type SignOutNotice = 'accountDeleted';

/** What a page reads from the navigation state after a sign-out or a lost session. */
export interface SignedOutState {
  notice?: SignOutNotice;
  expired?: boolean;
  from?: string;
}

/** Forgets the signed-in coach's data in memory and in both storages. */
function forgetSignedInData(): void {
  authStore.getState().clear();
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
export function signOut(navigate: NavigateFunction, path = '/', what?: SignOutNotice): void {
  destination = path;
  expired = false;
  notice = what;
  forgetSignedInData();
  void navigate(path, { replace: true, state: signedOutState() });
}

/** The session could not be renewed (the API client's auth failure): sign-in will say it expired. */
export function expireSession(): void {
  destination = null;
  expired = true;
  authStore.getState().clear();
}

/** Whether the last session ended because it expired. */
export const sessionExpired = (): boolean => expired;

/** Where `RequireAuth` sends a visitor without a session. */
export const signedOutDestination = (): string | null => destination;

/** The navigation state of that destination: what the page there says happened. */
export const signedOutState = (): SignedOutState => ({ notice });

/** A new sign-in forgets the last deliberate sign-out. */
export function resetSignOut(): void {
  destination = null;
  expired = false;
  notice = undefined;
}

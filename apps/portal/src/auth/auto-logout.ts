import { useAuthStore, useDevicePreferencesStore } from '@rebond/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { signOut } from './sign-out';

/** Minutes without any activity, in any tab of this portal, after which Settings' auto-logout signs out. */
export const AUTO_LOGOUT_MINUTES = 15;

/** Local-storage key of the last activity, shared by the tabs so that work in one keeps all signed in. */
const LAST_ACTIVITY_KEY = 'rebond-last-activity';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const lastActivity = () => Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || Date.now();

/**
 * Honours Settings' "Automatic logout after inactivity": while it is on and someone is signed in,
 * `AUTO_LOGOUT_MINUTES` without a key press, click, scroll or touch in any tab of the portal signs
 * out (the server revokes the sign-in) and goes to the sign-in page.
 */
export function useAutoLogout(idleMs = AUTO_LOGOUT_MINUTES * 60_000): void {
  const enabled = useDevicePreferencesStore((state) => state.preferences.privacy.auto_logout);
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const navigate = useNavigate();

  useEffect(() => {
    if (!enabled || !signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let recorded = 0;
    const check = () => {
      const idle = Date.now() - lastActivity();
      if (idle < idleMs) {
        timer = setTimeout(check, idleMs - idle);
        return;
      }
      void api.auth.logout().then(() => signOut(navigate, '/login'));
    };
    const onActivity = () => {
      // One write a second at most: activity is frequent, and other tabs only need the minute.
      if (Date.now() - recorded < 1000) return;
      recorded = Date.now();
      localStorage.setItem(LAST_ACTIVITY_KEY, String(recorded));
    };
    onActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    timer = setTimeout(check, idleMs);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [enabled, signedIn, idleMs, navigate]);
}

/** `useAutoLogout` as an element, so the root layout can load it (and the API client) with the sign-in. */
export function AutoLogout(): null {
  useAutoLogout();
  return null;
}

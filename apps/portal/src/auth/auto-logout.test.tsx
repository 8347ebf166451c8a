import { AuthStoreProvider, DEFAULT_DEVICE_PREFERENCES, useDevicePreferencesStore } from '@rebond/ui';
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';
import { useAutoLogout } from './auto-logout';
import { resetSignOut, signedOutDestination } from './sign-out';

function AutoLogout({ idleMs }: { idleMs: number }) {
  useAutoLogout(idleMs);
  return null;
}

/** The hook as the portal runs it: under the router, with the portal's auth store. */
const Probe = ({ idleMs }: { idleMs: number }) => (
  <AuthStoreProvider store={authStore}>
    <AutoLogout idleMs={idleMs} />
  </AuthStoreProvider>
);

function signInWith(autoLogout: boolean) {
  useDevicePreferencesStore.getState().save({
    ...DEFAULT_DEVICE_PREFERENCES,
    privacy: { ...DEFAULT_DEVICE_PREFERENCES.privacy, auto_logout: autoLogout },
  });
  authStore.getState().signIn(
    {
      id: 'u1',
      username: 'maya',
      email: 'maya@example.com',
      first_name: 'Maya',
      last_name: 'L',
      role: 'coach',
    },
    { access_token: 'a', refresh_token: 'r' },
  );
}

describe("Settings' automatic logout after inactivity", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    authStore.getState().clear();
    resetSignOut();
  });

  it('signs out after the idle time when it is on', async () => {
    signInWith(true);
    render(
      <MemoryRouter>
        <Probe idleMs={150} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(signedOutDestination()).toBe('/login'), { timeout: 5000 });
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps a coach who is working signed in', async () => {
    // The clock is the test's: twice the idle time passes in no time, with activity every 300 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      signInWith(true);
      render(
        <MemoryRouter>
          <Probe idleMs={4000} />
        </MemoryRouter>,
      );
      for (let i = 0; i < 27; i += 1) {
        await vi.advanceTimersByTimeAsync(300);
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      }
      expect(authStore.getState().isAuthenticated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the session alone when it is off', async () => {
    // The clock is the test's: four times the idle time passes in no time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      signInWith(false);
      render(
        <MemoryRouter>
          <Probe idleMs={100} />
        </MemoryRouter>,
      );
      await vi.advanceTimersByTimeAsync(400);
      expect(authStore.getState().isAuthenticated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

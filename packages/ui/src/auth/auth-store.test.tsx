import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  AUTH_STORAGE_KEYS,
  createAuthStore,
  createAuthTokenStore,
  hasSession,
  migrateAuthState,
} from './auth-store';
import { AuthStoreProvider, useAuthStore } from './auth-store-context';

const authStore = createAuthStore();
const authTokenStore = createAuthTokenStore(authStore);

const user = {
  id: '7d0c6f8e-0000-4000-8000-000000000001',
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'coach' as const,
};

/** A JWT-shaped token whose payload holds `exp`; the store only reads it. */
const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).replace(/=+$/, '')}.s`;

afterEach(() => {
  authStore.getState().clear();
});

describe('given a signed-in user', () => {
  it('persists only user, tokens and isAuthenticated under rebondai-auth-storage', () => {
    authStore.getState().signIn(user, { access_token: tokenExpiringIn(60), refresh_token: 'r1' });
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}');
    expect(Object.keys(stored.state).sort()).toEqual(['isAuthenticated', 'tokens', 'user']);
    expect(stored.state.user.name).toBe('Ada Lovelace');
  });

  it('keeps the session in this tab only when "Remember me" is off', () => {
    authStore.getState().signIn(user, { access_token: 'a', refresh_token: 'r' }, { remember: false });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });

  it('clearing removes the three storage keys and marks unauthenticated', () => {
    localStorage.setItem('access_token', 'legacy');
    localStorage.setItem('refresh_token', 'legacy');
    authStore.getState().signIn(user, { access_token: 'a', refresh_token: 'r' });
    authStore.getState().clear();
    for (const key of AUTH_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(authStore.getState()).toMatchObject({ user: null, tokens: null, isAuthenticated: false });
  });

  it('feeds the SDK client through authTokenStore', () => {
    authStore.getState().signIn(user, { access_token: 'a', refresh_token: 'r' });
    authTokenStore.set({ access_token: 'b', refresh_token: 's' });
    expect(authStore.getState().tokens).toEqual({ access_token: 'b', refresh_token: 's' });
    authTokenStore.clear();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});

function SignedInAs() {
  const name = useAuthStore((state) => state.user?.name ?? 'nobody');
  return <p>{name}</p>;
}

describe('two auth stores on one page', () => {
  it('keep their own user, storage key and sign-out', () => {
    const clinic = createAuthStore({ storageKey: 'clinic-auth' });
    const other = createAuthStore({ storageKey: 'other-auth' });
    render(
      <>
        <AuthStoreProvider store={clinic}>
          <SignedInAs />
        </AuthStoreProvider>
        <AuthStoreProvider store={other}>
          <SignedInAs />
        </AuthStoreProvider>
      </>,
    );
    act(() => clinic.getState().signIn(user, { access_token: 'a', refresh_token: 'r' }));
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Ada Lovelace', 'nobody']);
    act(() =>
      other
        .getState()
        .signIn(
          { ...user, first_name: 'Grace', last_name: 'Hopper' },
          { access_token: 'b', refresh_token: 's' },
        ),
    );
    expect(JSON.parse(localStorage.getItem('clinic-auth') ?? '{}').state.user.name).toBe('Ada Lovelace');
    expect(JSON.parse(localStorage.getItem('other-auth') ?? '{}').state.user.name).toBe('Grace Hopper');
    act(() => clinic.getState().clear());
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['nobody', 'Grace Hopper']);
    expect(localStorage.getItem('clinic-auth')).toBeNull();
    expect(localStorage.getItem('other-auth')).not.toBeNull();
    other.getState().clear();
  });

  it('useAuthStore without a provider says what is missing', () => {
    expect(() => render(<SignedInAs />)).toThrow(/AuthStoreProvider/);
  });
});

describe('migrateAuthState', () => {
  it('names a version-0 user and signs out what it cannot read', () => {
    const { name: _name, ...stored } = { ...user, name: '' };
    expect(
      migrateAuthState({ user: stored, tokens: { access_token: 'a', refresh_token: 'r' } }, 0),
    ).toMatchObject({
      user: { name: 'Ada Lovelace' },
      isAuthenticated: true,
    });
    expect(migrateAuthState('garbage', 0)).toEqual({ user: null, tokens: null, isAuthenticated: false });
  });
});

describe('hasSession', () => {
  it('is true while the access token has not expired', () => {
    expect(
      hasSession({ isAuthenticated: true, tokens: { access_token: tokenExpiringIn(60), refresh_token: '' } }),
    ).toBe(true);
  });

  it('is false for an expired token without a refresh token, and when signed out', () => {
    expect(
      hasSession({ isAuthenticated: true, tokens: { access_token: tokenExpiringIn(-1), refresh_token: '' } }),
    ).toBe(false);
    expect(hasSession({ isAuthenticated: false, tokens: null })).toBe(false);
  });

  it('is true for an expired token when a refresh token can renew it', () => {
    expect(
      hasSession({
        isAuthenticated: true,
        tokens: { access_token: tokenExpiringIn(-1), refresh_token: 'r' },
      }),
    ).toBe(true);
  });
});

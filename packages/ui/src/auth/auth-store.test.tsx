import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, AUTH_STORAGE_KEYS, authTokenStore, hasSession, useAuthStore } from './auth-store';

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
  useAuthStore.getState().clear();
});

describe('given a signed-in user', () => {
  it('persists only user, tokens and isAuthenticated under rebondai-auth-storage', () => {
    useAuthStore.getState().signIn(user, { access_token: tokenExpiringIn(60), refresh_token: 'r1' });
    useAuthStore.getState().setConsentStatus('required');
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}');
    expect(Object.keys(stored.state).sort()).toEqual(['isAuthenticated', 'tokens', 'user']);
    expect(stored.state.user.name).toBe('Ada Lovelace');
    expect(useAuthStore.getState().showConsentModal).toBe(true);
  });

  it('keeps the session in this tab only when "Remember me" is off', () => {
    useAuthStore.getState().signIn(user, { access_token: 'a', refresh_token: 'r' }, { remember: false });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });

  it('clearing removes the three storage keys and marks unauthenticated', () => {
    localStorage.setItem('access_token', 'legacy');
    localStorage.setItem('refresh_token', 'legacy');
    useAuthStore.getState().signIn(user, { access_token: 'a', refresh_token: 'r' });
    useAuthStore.getState().clear();
    for (const key of AUTH_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, tokens: null, isAuthenticated: false });
  });

  it('feeds the SDK client through authTokenStore', () => {
    useAuthStore.getState().signIn(user, { access_token: 'a', refresh_token: 'r' });
    authTokenStore.set({ access_token: 'b', refresh_token: 's' });
    expect(useAuthStore.getState().tokens).toEqual({ access_token: 'b', refresh_token: 's' });
    authTokenStore.clear();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
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

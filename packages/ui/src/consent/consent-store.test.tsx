import { afterEach, describe, expect, it } from 'vitest';
import { createAuthStore } from '../auth/auth-store';
import { createConsentStore } from './consent-store';

const authStore = createAuthStore({ storageKey: 'consent-store-test' });
const consentStore = createConsentStore(authStore);
const tokens = { access_token: 'a', refresh_token: 'r' };
const coach = (id: string) => ({
  id,
  username: `coach-${id}`,
  email: `${id}@example.com`,
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'coach' as const,
});

afterEach(() => authStore.getState().clear());

describe('the consent store', () => {
  it('is apart from the auth state, which neither holds nor persists it', () => {
    authStore.getState().signIn(coach('1'), tokens);
    consentStore.getState().setStatus('granted');
    expect(consentStore.getState().status).toBe('granted');
    expect(Object.keys(authStore.getState())).not.toContain('consentStatus');
    expect(localStorage.getItem('consent-store-test')).not.toContain('granted');
  });

  it('is unknown again when the coach signs out, so the next sign-in asks the server', () => {
    authStore.getState().signIn(coach('1'), tokens);
    consentStore.getState().setStatus('granted');
    authStore.getState().clear();
    expect(consentStore.getState().status).toBe('unknown');
  });

  it('is unknown again when another coach signs in, and kept when the same one refreshes tokens', () => {
    authStore.getState().signIn(coach('1'), tokens);
    consentStore.getState().setStatus('granted');
    authStore.getState().setTokens({ access_token: 'b', refresh_token: 'r2' });
    expect(consentStore.getState().status).toBe('granted');
    authStore.getState().signIn(coach('2'), tokens);
    expect(consentStore.getState().status).toBe('unknown');
  });
});

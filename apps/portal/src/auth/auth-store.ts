import { AUTH_STORAGE_KEY, createAuthStore, createAuthTokenStore } from '@rebond/ui';

/** The portal's own auth state, persisted under the spec's key (section 4). */
export const authStore = createAuthStore({ storageKey: AUTH_STORAGE_KEY });

/** The API client's tokens, read and written through the portal's auth state. */
export const authTokenStore = createAuthTokenStore(authStore);

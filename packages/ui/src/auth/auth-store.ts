import { type AuthUser, isAccessTokenValid, type StoredTokens, type TokenStore } from '@rebond/sdk';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** Local-storage key of the persisted auth state (spec section 4). */
export const AUTH_STORAGE_KEY = 'rebondai-auth-storage';

/**
 * The keys a sign-out removes: the persisted state, and the two token keys earlier clients of this
 * API wrote (removing them too leaves nothing of a session behind on a shared computer).
 */
export const AUTH_STORAGE_KEYS = [AUTH_STORAGE_KEY, 'access_token', 'refresh_token'] as const;

/** The app-facing user: the auth user plus `name` (first and last joined). */
export interface AppUser extends AuthUser {
  name: string;
  createdAt?: string;
}

/** Whether the platform consent has been checked and what it said. Not persisted. */
export type ConsentStatus = 'unknown' | 'checking' | 'required' | 'granted';

export interface AuthState {
  user: AppUser | null;
  tokens: StoredTokens | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  consentStatus: ConsentStatus;
  showConsentModal: boolean;
  /** Stores the user and tokens, marks authenticated and clears the error. */
  signIn(user: AuthUser, tokens: StoredTokens, options?: { remember?: boolean }): void;
  setTokens(tokens: StoredTokens): void;
  /** Removes user and tokens, marks unauthenticated, and wipes the storage keys. */
  clear(): void;
  setLoading(isLoading: boolean): void;
  setError(error: string | null): void;
  setConsentStatus(status: ConsentStatus): void;
}

export const toAppUser = (user: AuthUser): AppUser => ({
  ...user,
  name: [user.first_name, user.last_name].filter(Boolean).join(' ').trim(),
});

/** Reads from local or session storage and writes to the one `remember` chose. */
const rememberingStorage = (remember: () => boolean): StateStorage => ({
  getItem: (name) => localStorage.getItem(name) ?? sessionStorage.getItem(name),
  setItem: (name, value) => {
    const [keep, drop] = remember() ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    keep.setItem(name, value);
    drop.removeItem(name);
  },
  removeItem: (name) => {
    localStorage.removeItem(name);
    sessionStorage.removeItem(name);
  },
});

/**
 * Where the session persists: local storage when the user ticked "Remember me" (the default), this
 * tab's session storage otherwise. Rehydration infers it from where the state was found.
 */
let remember = true;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      tokens: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      consentStatus: 'unknown',
      showConsentModal: false,
      signIn: (user, tokens, options) => {
        remember = options?.remember ?? true;
        set({ user: toAppUser(user), tokens, isAuthenticated: true, error: null, consentStatus: 'unknown' });
      },
      setTokens: (tokens) => set({ tokens }),
      clear: () => {
        set({
          user: null,
          tokens: null,
          isAuthenticated: false,
          consentStatus: 'unknown',
          showConsentModal: false,
        });
        for (const key of AUTH_STORAGE_KEYS) {
          localStorage.removeItem(key);
          sessionStorage.removeItem(key);
        }
      },
      setLoading: (isLoading) => set({ isLoading }),
      setError: (error) => set({ error }),
      setConsentStatus: (consentStatus) =>
        set({ consentStatus, showConsentModal: consentStatus === 'required' }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => rememberingStorage(() => remember)),
      partialize: (state) => ({
        user: state.user,
        tokens: state.tokens,
        isAuthenticated: state.isAuthenticated,
      }),
      onRehydrateStorage: () => () => {
        remember = sessionStorage.getItem(AUTH_STORAGE_KEY) === null;
      },
    },
  ),
);

/** Signed in with a usable session: a valid access token, or a refresh token to get one. */
export function hasSession(state: Pick<AuthState, 'isAuthenticated' | 'tokens'>, now = Date.now()): boolean {
  return (
    state.isAuthenticated &&
    (isAccessTokenValid(state.tokens?.access_token, now) || Boolean(state.tokens?.refresh_token))
  );
}

/**
 * A `TokenStore` for the SDK client, backed by the auth store; `reload` re-reads the storage other
 * tabs write, so tabs share one refresh token chain.
 */
export const authTokenStore: TokenStore = {
  get: () => useAuthStore.getState().tokens,
  set: (tokens) => useAuthStore.getState().setTokens(tokens),
  clear: () => useAuthStore.getState().clear(),
  reload: async () => {
    await useAuthStore.persist.rehydrate();
    return useAuthStore.getState().tokens;
  },
};

// Another tab renewed or replaced the tokens: take them, so this tab never writes back older ones.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue) void useAuthStore.persist.rehydrate();
  });
}

import { type AuthUser, isAccessTokenValid, type StoredTokens, type TokenStore } from '@rebond/sdk';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Local-storage key of the persisted auth state (spec section 4). */
export const AUTH_STORAGE_KEY = 'rebondai-auth-storage';

/**
 * The keys a sign-out removes: the persisted state, and the two token keys earlier clients of this
 * API wrote (removing them too leaves nothing of a session behind on a shared computer).
 */
export const AUTH_STORAGE_KEYS = [AUTH_STORAGE_KEY, 'access_token', 'refresh_token'] as const;

/** The version of the persisted shape; `migrate` brings older stored states up to it. */
export const AUTH_STORE_VERSION = 1;

/** The app-facing user: the auth user plus `name` (first and last joined). */
export interface AppUser extends AuthUser {
  name: string;
  createdAt?: string;
}

export interface AuthState {
  user: AppUser | null;
  tokens: StoredTokens | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** Stores the user and tokens, marks authenticated and clears the error. */
  signIn(user: AuthUser, tokens: StoredTokens, options?: { remember?: boolean }): void;
  setTokens(tokens: StoredTokens): void;
  /** Removes user and tokens, marks unauthenticated, and wipes the storage keys. */
  clear(): void;
  setLoading(isLoading: boolean): void;
  setError(error: string | null): void;
}

/** One auth state: a zustand store, read in React through `AuthStoreProvider` and `useAuthStore`. */
export type AuthStore = StoreApi<AuthState> & { persist: { rehydrate(): Promise<void> | void } };

export interface AuthStoreOptions {
  /**
   * The storage key of this instance's persisted state. Two stores on one page need two keys.
   * @default AUTH_STORAGE_KEY
   */
  storageKey?: string;
}

type PersistedAuth = Pick<AuthState, 'user' | 'tokens' | 'isAuthenticated'>;

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
 * Brings a stored state of an older version up to `AUTH_STORE_VERSION`. Version 0 (the first
 * clients) stored the user without `name`; anything unreadable starts signed out.
 */
export function migrateAuthState(persisted: unknown, version: number): PersistedAuth {
  const signedOut: PersistedAuth = { user: null, tokens: null, isAuthenticated: false };
  if (typeof persisted !== 'object' || persisted === null) return signedOut;
  const state = persisted as Partial<PersistedAuth>;
  if (version === 0 && state.user) {
    return {
      user: toAppUser(state.user),
      tokens: state.tokens ?? null,
      isAuthenticated: Boolean(state.tokens),
    };
  }
  return { ...signedOut, ...state };
}

/**
 * Creates one auth state, persisted under its own key: in local storage when the user ticked
 * "Remember me" (the default), in this tab's session storage otherwise (rehydration infers which
 * from where the state was found). Each call is independent: an app creates its own and provides
 * it with `AuthStoreProvider`.
 */
export function createAuthStore({ storageKey = AUTH_STORAGE_KEY }: AuthStoreOptions = {}): AuthStore {
  let remember = true;
  const keys: readonly string[] = storageKey === AUTH_STORAGE_KEY ? AUTH_STORAGE_KEYS : [storageKey];
  const store = createStore<AuthState>()(
    persist(
      (set) => ({
        user: null,
        tokens: null,
        isAuthenticated: false,
        isLoading: false,
        error: null,
        signIn: (user, tokens, options) => {
          remember = options?.remember ?? true;
          set({
            user: toAppUser(user),
            tokens,
            isAuthenticated: true,
            error: null,
          });
        },
        setTokens: (tokens) => set({ tokens }),
        clear: () => {
          set({
            user: null,
            tokens: null,
            isAuthenticated: false,
          });
          for (const key of keys) {
            localStorage.removeItem(key);
            sessionStorage.removeItem(key);
          }
        },
        setLoading: (isLoading) => set({ isLoading }),
        setError: (error) => set({ error }),
      }),
      {
        name: storageKey,
        version: AUTH_STORE_VERSION,
        migrate: migrateAuthState,
        storage: createJSONStorage(() => rememberingStorage(() => remember)),
        partialize: (state): PersistedAuth => ({
          user: state.user,
          tokens: state.tokens,
          isAuthenticated: state.isAuthenticated,
        }),
        onRehydrateStorage: () => () => {
          remember = sessionStorage.getItem(storageKey) === null;
        },
      },
    ),
  );
  // Another tab renewed or replaced the tokens: take them, so this tab never writes back older ones.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey && event.newValue) void store.persist.rehydrate();
    });
  }
  return store;
}

/** Signed in with a usable session: a valid access token, or a refresh token to get one. */
export function hasSession(state: Pick<AuthState, 'isAuthenticated' | 'tokens'>, now = Date.now()): boolean {
  return (
    state.isAuthenticated &&
    (isAccessTokenValid(state.tokens?.access_token, now) || Boolean(state.tokens?.refresh_token))
  );
}

/**
 * A `TokenStore` for the SDK client, backed by one auth store; `reload` re-reads the storage other
 * tabs write, so tabs share one refresh token chain.
 */
export function createAuthTokenStore(store: AuthStore): TokenStore {
  return {
    get: () => store.getState().tokens,
    set: (tokens) => store.getState().setTokens(tokens),
    clear: () => store.getState().clear(),
    reload: async () => {
      await store.persist.rehydrate();
      return store.getState().tokens;
    },
  };
}

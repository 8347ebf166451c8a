import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { AuthState, AuthStore } from './auth-store';

const AuthStoreContext = /* @__PURE__ */ createContext<AuthStore | null>(null);

export interface AuthStoreProviderProps {
  /** The app's own auth state, from `createAuthStore`. */
  store: AuthStore;
  children: ReactNode;
}

/** Provides one auth state to `useAuthStore` below it; two providers on a page never share. */
export function AuthStoreProvider({ store, children }: AuthStoreProviderProps) {
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

/** The auth store of the nearest `AuthStoreProvider`, for reads and writes outside rendering. */
export function useAuthStoreApi(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuthStore needs an <AuthStoreProvider store={createAuthStore()}> above it');
  return store;
}

/** Reads (a slice of) the nearest provided auth state, re-rendering when the slice changes. */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(useAuthStoreApi(), selector);
}

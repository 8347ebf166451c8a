import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AuthState } from '../auth/auth-store';

/** Whether the platform consent has been checked for the signed-in user, and what it said. */
export type ConsentStatus = 'unknown' | 'checking' | 'required' | 'granted';

export interface ConsentState {
  status: ConsentStatus;
  setStatus(status: ConsentStatus): void;
}

/** The platform consent's state: a zustand store of its own, beside the auth state. */
export type ConsentStore = StoreApi<ConsentState>;

/**
 * The platform consent's state, kept apart from the auth state (tokens are not consent), and not
 * persisted: the server's consent ledger decides. It follows `authStore`: whenever someone signs
 * in or out there, it is `unknown` again, so each sign-in asks the server afresh.
 */
export function createConsentStore(authStore: Pick<StoreApi<AuthState>, 'subscribe'>): ConsentStore {
  const store = createStore<ConsentState>()((set) => ({
    status: 'unknown',
    setStatus: (status) => set({ status }),
  }));
  authStore.subscribe((state, previous) => {
    if (state.isAuthenticated !== previous.isAuthenticated || state.user?.id !== previous.user?.id) {
      store.setState({ status: 'unknown' });
    }
  });
  return store;
}

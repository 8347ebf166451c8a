export {
  type AppUser,
  AUTH_STORAGE_KEY,
  AUTH_STORAGE_KEYS,
  AUTH_STORE_VERSION,
  type AuthState,
  type AuthStore,
  type AuthStoreOptions,
  createAuthStore,
  createAuthTokenStore,
  hasSession,
  migrateAuthState,
  toAppUser,
} from './auth-store';
export {
  AuthStoreProvider,
  type AuthStoreProviderProps,
  useAuthStore,
  useAuthStoreApi,
} from './auth-store-context';

export {
  type AppUser,
  AUTH_STORAGE_KEY,
  AUTH_STORAGE_KEYS,
  type AuthState,
  authTokenStore,
  type ConsentStatus,
  hasSession,
  toAppUser,
  useAuthStore,
} from './auth-store';

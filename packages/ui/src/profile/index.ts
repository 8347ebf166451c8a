export {
  DEFAULT_PROFILE_PREFERENCES,
  PREFERRED_EMOTIONS,
  PREFERRED_SESSION_LENGTHS,
  PROFILE_PREFERENCES_STORAGE_KEY,
  type ProfilePreferences,
  type ProfilePreferencesState,
  useProfilePreferencesStore,
} from './profile-preferences';

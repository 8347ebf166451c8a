export { type ProfileMessages, profileCatalogue, useProfileMessages } from './messages';
export { type PasswordChangeValues, PasswordForm, type PasswordFormProps } from './password-form';
export {
  PROFILE_TABS,
  Profile,
  type ProfileProps,
  type ProfileTab,
  type ProfileValues,
} from './profile';
export {
  DEFAULT_PROFILE_PREFERENCES,
  PREFERRED_EMOTIONS,
  PREFERRED_SESSION_LENGTHS,
  PROFILE_PREFERENCES_STORAGE_KEY,
  type ProfilePreferences,
  type ProfilePreferencesState,
  useProfilePreferencesStore,
} from './profile-preferences';
export { ProfilePreferencesForm, type ProfilePreferencesFormProps } from './profile-preferences-form';
export { computeProfileStats, EMPTY_PROFILE_STATS, type ProfileStats } from './profile-stats';

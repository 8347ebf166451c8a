import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE_PREFERENCES,
  PROFILE_PREFERENCES_STORAGE_KEY,
  useProfilePreferencesStore,
} from './profile-preferences';

describe('useProfilePreferencesStore', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the spec defaults and keeps changes in local storage', () => {
    expect(useProfilePreferencesStore.getState().preferences).toEqual(DEFAULT_PROFILE_PREFERENCES);
    useProfilePreferencesStore.getState().setPreferences({
      ...DEFAULT_PROFILE_PREFERENCES,
      privacy: { ...DEFAULT_PROFILE_PREFERENCES.privacy, profile_visibility: 'public' },
    });
    const stored = JSON.parse(localStorage.getItem(PROFILE_PREFERENCES_STORAGE_KEY) ?? '{}');
    expect(stored.state.preferences.privacy.profile_visibility).toBe('public');
  });
});

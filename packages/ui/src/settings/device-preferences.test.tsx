import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DEVICE_PREFERENCES,
  DEVICE_PREFERENCES_STORAGE_KEY,
  useDevicePreferencesStore,
} from './device-preferences';

describe('useDevicePreferencesStore', () => {
  beforeEach(() => localStorage.clear());

  it('saves to local storage and resets to the defaults', () => {
    useDevicePreferencesStore.getState().save({ ...DEFAULT_DEVICE_PREFERENCES, language: 'fr' });
    expect(
      JSON.parse(localStorage.getItem(DEVICE_PREFERENCES_STORAGE_KEY) ?? '{}').state.preferences.language,
    ).toBe('fr');
    useDevicePreferencesStore.getState().reset();
    expect(useDevicePreferencesStore.getState().preferences).toEqual(DEFAULT_DEVICE_PREFERENCES);
  });
});

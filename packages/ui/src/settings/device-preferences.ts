import { DEFAULT_PREFERENCES, type Preferences } from '@rebond/sdk';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The Settings tab's choices (spec section 2, "Settings"): the SDK's `Preferences`, saved on the
 * server for the user (`GET/PUT /users/preferences`) and kept in this browser's local storage too,
 * so the portal picks the language before its first render. `language: null` follows the browser's.
 */
export type DevicePreferences = Preferences;

/**
 * Reset to Default: the spec's defaults (sharing on, auto-logout off). The spec's "end-to-end
 * encryption" checkbox is not a choice here: Settings says what the encryption is.
 */
export const DEFAULT_DEVICE_PREFERENCES: DevicePreferences = DEFAULT_PREFERENCES;

/** Local-storage key of the Settings choices. */
export const DEVICE_PREFERENCES_STORAGE_KEY = 'rebond-device-preferences';

export interface DevicePreferencesState {
  preferences: DevicePreferences;
  /** Save Preferences: keeps these choices on this device. */
  save(preferences: DevicePreferences): void;
  /** Reset to Default: back to `DEFAULT_DEVICE_PREFERENCES`. */
  reset(): void;
}

/**
 * The Settings choices, persisted in local storage (read synchronously at start-up, so the portal
 * can pick the stored language before its first render).
 */
export const useDevicePreferencesStore = /* @__PURE__ */ (() =>
  create<DevicePreferencesState>()(
    persist(
      (set) => ({
        preferences: DEFAULT_DEVICE_PREFERENCES,
        save: (preferences) => set({ preferences }),
        reset: () => set({ preferences: DEFAULT_DEVICE_PREFERENCES }),
      }),
      {
        name: DEVICE_PREFERENCES_STORAGE_KEY,
        version: 2,
        // Version 1 had the "end-to-end encryption" switch, which the server's preferences refuse;
        // keys a later version adds take their defaults.
        migrate: (persisted) => {
          const stored = (persisted as { preferences?: DevicePreferences } | undefined)?.preferences;
          if (!stored) return { preferences: DEFAULT_DEVICE_PREFERENCES };
          const { share_anonymized_data, auto_logout } = {
            ...DEFAULT_DEVICE_PREFERENCES.privacy,
            ...stored.privacy,
          };
          return {
            preferences: {
              ...DEFAULT_DEVICE_PREFERENCES,
              ...stored,
              privacy: { share_anonymized_data, auto_logout },
            },
          };
        },
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ preferences: state.preferences }),
      },
    ),
  ))();

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Locale } from '../i18n/locales';

/** Default session durations Settings offers, in minutes (spec section 9: 30, 45, 60 or 90). */
export const SESSION_DURATIONS = [30, 45, 60, 90] as const;
/** The time zones Settings offers. */
export const TIME_ZONES = ['UTC', 'PST', 'EST', 'CET'] as const;
/** The notification toggles of Settings, in display order. */
export const NOTIFICATION_SETTINGS = [
  'email',
  'push',
  'sms',
  'session_reminders',
  'patient_updates',
  'system_updates',
] as const;
/** The privacy checkboxes of Settings, in display order. */
export const PRIVACY_SETTINGS = ['share_anonymized_data', 'auto_logout'] as const;

/**
 * The Settings tab's choices (spec section 2, "Settings"). The spec shows no server call for them,
 * so they are kept in this browser's local storage. `language: null` follows the browser's language.
 */
export interface DevicePreferences {
  notifications: Record<(typeof NOTIFICATION_SETTINGS)[number], boolean>;
  privacy: Record<(typeof PRIVACY_SETTINGS)[number], boolean>;
  default_session_duration: (typeof SESSION_DURATIONS)[number];
  language: Locale | null;
  time_zone: (typeof TIME_ZONES)[number];
}

/**
 * Reset to Default: the spec's privacy defaults (sharing on, auto-logout off). The spec's
 * "end-to-end encryption" checkbox is not a choice here: Settings says what the encryption is.
 */
export const DEFAULT_DEVICE_PREFERENCES: DevicePreferences = {
  notifications: {
    email: true,
    push: true,
    sms: false,
    session_reminders: true,
    patient_updates: true,
    system_updates: true,
  },
  privacy: { share_anonymized_data: true, auto_logout: false },
  default_session_duration: 60,
  language: null,
  time_zone: 'UTC',
};

/** Local-storage key of the Settings choices. */
export const DEVICE_PREFERENCES_STORAGE_KEY = 'rebond-device-preferences';

export interface DevicePreferencesState {
  preferences: DevicePreferences;
  /** Save Preferences: keeps these choices on this device. */
  save(preferences: DevicePreferences): void;
  /** A language chosen in Settings: applied and kept at once. */
  setLanguage(language: Locale): void;
  /** Reset to Default: back to `DEFAULT_DEVICE_PREFERENCES`. */
  reset(): void;
}

/**
 * The Settings choices, persisted in local storage (read synchronously at start-up, so the portal
 * can pick the stored language before its first render).
 */
export const useDevicePreferencesStore = create<DevicePreferencesState>()(
  persist(
    (set) => ({
      preferences: DEFAULT_DEVICE_PREFERENCES,
      save: (preferences) => set({ preferences }),
      setLanguage: (language) => set(({ preferences }) => ({ preferences: { ...preferences, language } })),
      reset: () => set({ preferences: DEFAULT_DEVICE_PREFERENCES }),
    }),
    {
      name: DEVICE_PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ preferences: state.preferences }),
    },
  ),
);

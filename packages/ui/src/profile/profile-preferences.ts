import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Session lengths the profile offers, in minutes (spec section 9: 15, 30, 45 or 60). */
export const PREFERRED_SESSION_LENGTHS = [15, 30, 45, 60] as const;
/** The default emotions a coach can prefer. */
export const PREFERRED_EMOTIONS = ['neutral', 'supportive', 'encouraging', 'challenging'] as const;

/**
 * The profile's preferences (spec section 3, "Preferences"). The server has no field for them, so
 * they are kept on this device only.
 */
export interface ProfilePreferences {
  notifications: { email: boolean; push: boolean; session_reminders: boolean; marketing: boolean };
  privacy: { profile_visibility: 'public' | 'private'; data_sharing: boolean; analytics: boolean };
  coaching: {
    preferred_session_length: (typeof PREFERRED_SESSION_LENGTHS)[number];
    default_emotion: (typeof PREFERRED_EMOTIONS)[number];
    auto_save_sessions: boolean;
  };
}

/** The spec's defaults. */
export const DEFAULT_PROFILE_PREFERENCES: ProfilePreferences = {
  notifications: { email: true, push: true, session_reminders: true, marketing: false },
  privacy: { profile_visibility: 'private', data_sharing: false, analytics: true },
  coaching: { preferred_session_length: 30, default_emotion: 'neutral', auto_save_sessions: true },
};

/** Local-storage key of the profile preferences. */
export const PROFILE_PREFERENCES_STORAGE_KEY = 'rebond-profile-preferences';

export interface ProfilePreferencesState {
  preferences: ProfilePreferences;
  /** Replaces the preferences (and stores them on this device). */
  setPreferences(preferences: ProfilePreferences): void;
}

/** The profile preferences, persisted in this browser's local storage. */
export const useProfilePreferencesStore = /* @__PURE__ */ (() =>
  create<ProfilePreferencesState>()(
    persist(
      (set) => ({
        preferences: DEFAULT_PROFILE_PREFERENCES,
        setPreferences: (preferences) => set({ preferences }),
      }),
      {
        name: PROFILE_PREFERENCES_STORAGE_KEY,
        version: 1,
        // Version 1 is the first stored shape: keys a later version adds take their defaults.
        migrate: (persisted) => ({
          preferences: {
            ...DEFAULT_PROFILE_PREFERENCES,
            ...(persisted as { preferences?: Partial<ProfilePreferences> } | null)?.preferences,
          },
        }),
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ preferences: state.preferences }),
      },
    ),
  ))();

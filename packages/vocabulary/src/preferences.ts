import type { Locale } from './locales';

/**
 * A coach's preferences (spec section 2, "Settings"): one source of truth per preference, kept on
 * the server for the user (`GET/PUT /users/preferences`) so they follow the coach to another
 * device. The summary of a session is written in `language`.
 */
/** Default session durations, in minutes (spec section 9: 30, 45, 60 or 90). */
export const SESSION_DURATIONS = [30, 45, 60, 90] as const;
/** The time zones a coach can choose. */
export const TIME_ZONES = ['UTC', 'PST', 'EST', 'CET'] as const;
/** The notification switches, in display order. */
export const NOTIFICATION_SETTINGS = [
  'email',
  'push',
  'sms',
  'session_reminders',
  'patient_updates',
  'system_updates',
] as const;
/** The privacy choices, in display order. */
export const PRIVACY_SETTINGS = ['share_anonymized_data', 'auto_logout'] as const;

/** A coach's preferences. `language: null` follows the browser's language. */
export interface Preferences {
  notifications: Record<(typeof NOTIFICATION_SETTINGS)[number], boolean>;
  privacy: Record<(typeof PRIVACY_SETTINGS)[number], boolean>;
  default_session_duration: (typeof SESSION_DURATIONS)[number];
  language: Locale | null;
  time_zone: (typeof TIME_ZONES)[number];
}

/** The spec's defaults: every notification but SMS, sharing on, auto-logout off, 60 minutes, UTC. */
export const DEFAULT_PREFERENCES: Preferences = {
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

import type { Locale } from '../../i18n/locales';
import type { NOTIFICATION_SETTINGS, PRIVACY_SETTINGS, TIME_ZONES } from '../device-preferences';

/**
 * English texts of Settings. English is the source: it defines the shape every other catalogue
 * must satisfy. Texts quoted in the product specification are used word for word.
 */
export const en = {
  title: 'Settings',
  deviceNote:
    'These settings are saved for your account, so they follow you to any device you sign in on. The language applies at once; the other choices are remembered for features that are still being built.',
  notifications: 'Notifications',
  notificationNames: {
    email: 'Email notifications',
    push: 'Push notifications',
    sms: 'SMS notifications',
    session_reminders: 'Session reminders',
    patient_updates: 'Patient updates',
    system_updates: 'System updates',
  } satisfies Record<(typeof NOTIFICATION_SETTINGS)[number], string>,
  privacy: 'Privacy',
  privacyNames: {
    share_anonymized_data: 'Share anonymized data for research and performance analytics',
    auto_logout: 'Automatic logout after inactivity',
  } satisfies Record<(typeof PRIVACY_SETTINGS)[number], string>,
  encryptionNote:
    'Encryption: your browser and Rebond talk over HTTPS (TLS), so what you send is encrypted in transit. Recordings and videos are stored and processed on the Rebond server, which can read them to create the replies: this is not end-to-end encryption.',
  sessions: 'Sessions and region',
  sessionDuration: 'Default session duration',
  minutes: (count: number) => `${count} minutes`,
  language: 'Language',
  languageHint: 'Applies at once.',
  languages: { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' } satisfies Record<Locale, string>,
  timeZone: 'Time zone',
  timeZones: {
    UTC: 'UTC (Coordinated Universal Time)',
    PST: 'PST (Pacific Time)',
    EST: 'EST (Eastern Time)',
    CET: 'CET (Central European Time)',
  } satisfies Record<(typeof TIME_ZONES)[number], string>,
  savePreferences: 'Save Preferences',
  resetDefaults: 'Reset to Default',
  saved: 'Preferences saved.',
  resetDone: 'Preferences reset to their defaults.',
  account: 'Account',
  changePassword: 'Change Password',
  twoFactor: 'Two-Factor Authentication',
  twoFactorUnavailable: 'Not available yet: Rebond does not offer two-factor authentication so far.',
  editProfile: 'Edit Profile',
  updateEmail: 'Update Email',
  downloadData: 'Download My Data',
  downloadHint: 'A JSON file with your account, consents and sessions.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  downloaded: 'Your data was downloaded.',
  dangerZone: 'Delete account',
  dangerIntro: 'Deleting your account removes your profile, avatars, sessions and videos for good.',
  deleteAccount: 'Delete Account',
  deleteDialog: {
    firstTitle: 'Delete your account?',
    firstBody: 'Your profile, avatars, sessions, videos and consents will be deleted permanently.',
    secondTitle: 'Are you absolutely sure?',
    secondBody: 'This cannot be undone. Nobody, not even our support team, can bring your account back.',
    typeTitle: 'Type DELETE to confirm',
    typeLabel: 'Type DELETE in capital letters',
    cancel: 'Cancel',
    continue: 'Continue',
    confirm: 'Delete my account',
  },
  deletionCancelled: 'Account deletion cancelled - verification text did not match.',
  deleteFailed: 'Failed to delete account. Please contact support.',
};

export type SettingsMessages = typeof en;

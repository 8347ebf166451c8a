export {
  DELETE_CONFIRMATION_WORD,
  DeleteAccountDialog,
  type DeleteAccountDialogProps,
  type DeleteAccountStep,
} from './delete-account-dialog';
export {
  DEFAULT_DEVICE_PREFERENCES,
  DEVICE_PREFERENCES_STORAGE_KEY,
  type DevicePreferences,
  type DevicePreferencesState,
  NOTIFICATION_SETTINGS,
  PRIVACY_SETTINGS,
  SESSION_DURATIONS,
  TIME_ZONES,
  useDevicePreferencesStore,
} from './device-preferences';
export { type SettingsMessages, settingsCatalogue, useSettingsMessages } from './messages';
export { SecurityActivity, type SecurityActivityProps } from './security-activity';
export { Settings, type SettingsProps } from './settings';

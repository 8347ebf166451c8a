export {
  DEFAULT_DEVICE_PREFERENCES,
  DEVICE_PREFERENCES_STORAGE_KEY,
  type DevicePreferences,
  type DevicePreferencesState,
  useDevicePreferencesStore,
} from './device-preferences';

import { type DevicePreferences, hasSession, useAuthStore, useDevicePreferencesStore } from '@rebond/ui';
import { useEffect } from 'react';
import { api } from '../api';
import { useConsentStatus } from './consent-store';

/**
 * The coach's preferences follow them from device to device: once signed in (and consent given),
 * the server's copy replaces this browser's, so a language chosen elsewhere applies here too.
 */
export function PreferencesSync() {
  const userId = useAuthStore((state) => (hasSession(state) ? state.user?.id : undefined));
  const consentStatus = useConsentStatus();
  useEffect(() => {
    if (!userId || consentStatus !== 'granted') return;
    const controller = new AbortController();
    api.users
      .preferences({ signal: controller.signal })
      .then((saved) => useDevicePreferencesStore.getState().save(saved))
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, consentStatus]);
  return null;
}

/** Keeps the preferences on this device and saves them on the server for the coach. */
export function savePreferences(preferences: DevicePreferences): Promise<unknown> {
  useDevicePreferencesStore.getState().save(preferences);
  return api.users.updatePreferences(preferences);
}

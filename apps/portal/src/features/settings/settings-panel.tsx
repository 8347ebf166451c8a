import { DEFAULT_DEVICE_PREFERENCES, useAuthStore, useDevicePreferencesStore } from '@rebond/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { savePreferences } from '../../auth/preferences-sync';
import { signOut } from '../../auth/sign-out';
import { ConsentSettings } from './consent-settings';
import { downloadMyData } from './download-my-data';
import { SecurityActivitySection } from './security-activity-section';
import { Settings } from './settings';
import { TwoFactorSection } from './two-factor-section';

export interface SettingsPanelProps {
  /**
   * Opens the profile: on its Security tab for Change Password, in edit mode for Edit Profile and
   * Update Email.
   */
  onOpenProfile(intent: 'security' | 'edit'): void;
}

/**
 * The settings tab: the coach's preferences, saved on the server for them and kept on this device
 * (the language switches the portal at once, see main.tsx),
 * account actions against the API, two-factor sign-in (the Two-Factor Authentication button leads
 * to its section), the consents with their withdraw buttons, and the account's
 * latest security activity (its audit log).
 */
export function SettingsPanel({ onOpenProfile }: SettingsPanelProps) {
  const navigate = useNavigate();
  const preferences = useDevicePreferencesStore((state) => state.preferences);
  const user = useAuthStore((state) => state.user);
  const twoFactor = useRef<HTMLElement>(null);

  return (
    <Settings
      preferences={preferences}
      onSave={(next) => void savePreferences(next).catch(() => undefined)}
      onLanguageChange={(language) =>
        void savePreferences({ ...preferences, language }).catch(() => undefined)
      }
      onReset={() => void savePreferences(DEFAULT_DEVICE_PREFERENCES).catch(() => undefined)}
      onChangePassword={() => onOpenProfile('security')}
      onEditProfile={() => onOpenProfile('edit')}
      onUpdateEmail={() => onOpenProfile('edit')}
      onDownloadData={downloadMyData}
      onTwoFactor={() => {
        twoFactor.current?.scrollIntoView({ block: 'start' });
        twoFactor.current?.focus();
      }}
      onDeleteAccount={async () => {
        if (!user) throw new Error('Not signed in');
        await api.users.delete(user.id);
        signOut(navigate, '/', 'accountDeleted');
      }}
    >
      <TwoFactorSection ref={twoFactor} />
      <ConsentSettings />
      <SecurityActivitySection />
    </Settings>
  );
}

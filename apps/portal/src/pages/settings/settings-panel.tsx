import { Settings, useAuthStore, useDevicePreferencesStore } from '@rebond/ui';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { signOut } from '../../auth/sign-out';
import { ConsentSettings } from './consent-settings';
import { downloadMyData } from './download-my-data';

export interface SettingsPanelProps {
  /**
   * Opens the profile: on its Security tab for Change Password, in edit mode for Edit Profile and
   * Update Email.
   */
  onOpenProfile(intent: 'security' | 'edit'): void;
}

/**
 * The settings tab: device preferences (the language switches the portal at once, see main.tsx),
 * account actions against the API, and the consents with their withdraw buttons.
 */
export function SettingsPanel({ onOpenProfile }: SettingsPanelProps) {
  const navigate = useNavigate();
  const preferences = useDevicePreferencesStore((state) => state.preferences);
  const user = useAuthStore((state) => state.user);

  return (
    <Settings
      preferences={preferences}
      onSave={(next) => useDevicePreferencesStore.getState().save(next)}
      onLanguageChange={(language) => useDevicePreferencesStore.getState().setLanguage(language)}
      onReset={() => useDevicePreferencesStore.getState().reset()}
      onChangePassword={() => onOpenProfile('security')}
      onEditProfile={() => onOpenProfile('edit')}
      onUpdateEmail={() => onOpenProfile('edit')}
      onDownloadData={async () => {
        if (!user) throw new Error('Not signed in');
        await downloadMyData(user.username);
      }}
      onDeleteAccount={async () => {
        if (!user) throw new Error('Not signed in');
        await api.users.delete(user.id);
        signOut(navigate, '/', 'accountDeleted');
      }}
    >
      <ConsentSettings />
    </Settings>
  );
}

import { useState } from 'react';
import './profile.css';
import {
  Checkbox,
  PREFERRED_EMOTIONS,
  PREFERRED_SESSION_LENGTHS,
  type ProfilePreferences,
  Select,
} from '@rebond/ui';
import { useProfileMessages } from './messages';

export interface ProfilePreferencesFormProps {
  /** The current preferences. */
  preferences: ProfilePreferences;
  /** Every change, applied at once (the caller stores them on this device). */
  onChange(preferences: ProfilePreferences): void;
}

/** The Preferences tab: notifications, privacy and coaching choices kept on this device. */
export function ProfilePreferencesForm({ preferences, onChange }: ProfilePreferencesFormProps) {
  const messages = useProfileMessages().preferences;
  const [changed, setChanged] = useState(false);
  const { notifications, privacy, coaching } = preferences;
  const set = <K extends keyof ProfilePreferences>(group: K, patch: Partial<ProfilePreferences[K]>) => {
    onChange({ ...preferences, [group]: { ...preferences[group], ...patch } });
    setChanged(true);
  };

  return (
    <div data-slot="profile-preferences" className="rb-profile-stack">
      <p className="rb-profile-note">{messages.deviceNote}</p>
      <p role="status" className="rb-profile-muted">
        {changed ? messages.saved : null}
      </p>
      <fieldset className="rb-profile-fieldset">
        <legend>{messages.notifications}</legend>
        <Checkbox
          label={messages.email}
          checked={notifications.email}
          onCheckedChange={(checked) => set('notifications', { email: checked })}
        />
        <Checkbox
          label={messages.push}
          checked={notifications.push}
          onCheckedChange={(checked) => set('notifications', { push: checked })}
        />
        <Checkbox
          label={messages.sessionReminders}
          checked={notifications.session_reminders}
          onCheckedChange={(checked) => set('notifications', { session_reminders: checked })}
        />
        <Checkbox
          label={messages.marketing}
          checked={notifications.marketing}
          onCheckedChange={(checked) => set('notifications', { marketing: checked })}
        />
      </fieldset>
      <fieldset className="rb-profile-fieldset">
        <legend>{messages.privacy}</legend>
        <Select
          className="rb-profile-select"
          label={messages.profileVisibility}
          options={(['private', 'public'] as const).map((value) => ({
            value,
            label: messages.visibility[value],
          }))}
          value={privacy.profile_visibility}
          onValueChange={(profile_visibility) => set('privacy', { profile_visibility })}
        />
        <Checkbox
          label={messages.dataSharing}
          checked={privacy.data_sharing}
          onCheckedChange={(checked) => set('privacy', { data_sharing: checked })}
        />
        <Checkbox
          label={messages.analytics}
          checked={privacy.analytics}
          onCheckedChange={(checked) => set('privacy', { analytics: checked })}
        />
      </fieldset>
      <fieldset className="rb-profile-fieldset">
        <legend>{messages.coaching}</legend>
        <Select
          className="rb-profile-select"
          label={messages.sessionLength}
          options={PREFERRED_SESSION_LENGTHS.map((length) => ({
            value: String(length),
            label: messages.minutes(length),
          }))}
          value={String(coaching.preferred_session_length)}
          onValueChange={(next) => {
            const length = PREFERRED_SESSION_LENGTHS.find((value) => String(value) === next);
            if (length) set('coaching', { preferred_session_length: length });
          }}
        />
        <Select
          className="rb-profile-select"
          label={messages.defaultEmotion}
          options={PREFERRED_EMOTIONS.map((emotion) => ({
            value: emotion,
            label: messages.emotions[emotion],
          }))}
          value={coaching.default_emotion}
          onValueChange={(default_emotion) => set('coaching', { default_emotion })}
        />
        <Checkbox
          label={messages.autoSave}
          checked={coaching.auto_save_sessions}
          onCheckedChange={(checked) => set('coaching', { auto_save_sessions: checked })}
        />
      </fieldset>
    </div>
  );
}

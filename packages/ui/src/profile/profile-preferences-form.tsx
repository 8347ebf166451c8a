import { useId, useState } from 'react';
import { Checkbox } from '../primitives/checkbox';
import { useProfileMessages } from './messages';
import {
  PREFERRED_EMOTIONS,
  PREFERRED_SESSION_LENGTHS,
  type ProfilePreferences,
} from './profile-preferences';

export interface ProfilePreferencesFormProps {
  /** The current preferences. */
  preferences: ProfilePreferences;
  /** Every change, applied at once (the caller stores them on this device). */
  onChange(preferences: ProfilePreferences): void;
}

/** The Preferences tab: notifications, privacy and coaching choices kept on this device. */
export function ProfilePreferencesForm({ preferences, onChange }: ProfilePreferencesFormProps) {
  const messages = useProfileMessages().preferences;
  const visibilityId = useId();
  const lengthId = useId();
  const emotionId = useId();
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
          onChange={(event) => set('notifications', { email: event.target.checked })}
        />
        <Checkbox
          label={messages.push}
          checked={notifications.push}
          onChange={(event) => set('notifications', { push: event.target.checked })}
        />
        <Checkbox
          label={messages.sessionReminders}
          checked={notifications.session_reminders}
          onChange={(event) => set('notifications', { session_reminders: event.target.checked })}
        />
        <Checkbox
          label={messages.marketing}
          checked={notifications.marketing}
          onChange={(event) => set('notifications', { marketing: event.target.checked })}
        />
      </fieldset>
      <fieldset className="rb-profile-fieldset">
        <legend>{messages.privacy}</legend>
        <div className="rb-field">
          <label className="rb-field__label" htmlFor={visibilityId}>
            {messages.profileVisibility}
          </label>
          <select
            id={visibilityId}
            className="rb-input rb-select"
            value={privacy.profile_visibility}
            onChange={(event) =>
              set('privacy', { profile_visibility: event.target.value === 'public' ? 'public' : 'private' })
            }
          >
            <option value="private">{messages.visibility.private}</option>
            <option value="public">{messages.visibility.public}</option>
          </select>
        </div>
        <Checkbox
          label={messages.dataSharing}
          checked={privacy.data_sharing}
          onChange={(event) => set('privacy', { data_sharing: event.target.checked })}
        />
        <Checkbox
          label={messages.analytics}
          checked={privacy.analytics}
          onChange={(event) => set('privacy', { analytics: event.target.checked })}
        />
      </fieldset>
      <fieldset className="rb-profile-fieldset">
        <legend>{messages.coaching}</legend>
        <div className="rb-field">
          <label className="rb-field__label" htmlFor={lengthId}>
            {messages.sessionLength}
          </label>
          <select
            id={lengthId}
            className="rb-input rb-select"
            value={coaching.preferred_session_length}
            onChange={(event) => {
              const length = PREFERRED_SESSION_LENGTHS.find((value) => String(value) === event.target.value);
              if (length) set('coaching', { preferred_session_length: length });
            }}
          >
            {PREFERRED_SESSION_LENGTHS.map((length) => (
              <option key={length} value={length}>
                {messages.minutes(length)}
              </option>
            ))}
          </select>
        </div>
        <div className="rb-field">
          <label className="rb-field__label" htmlFor={emotionId}>
            {messages.defaultEmotion}
          </label>
          <select
            id={emotionId}
            className="rb-input rb-select"
            value={coaching.default_emotion}
            onChange={(event) => {
              const emotion = PREFERRED_EMOTIONS.find((value) => value === event.target.value);
              if (emotion) set('coaching', { default_emotion: emotion });
            }}
          >
            {PREFERRED_EMOTIONS.map((emotion) => (
              <option key={emotion} value={emotion}>
                {messages.emotions[emotion]}
              </option>
            ))}
          </select>
        </div>
        <Checkbox
          label={messages.autoSave}
          checked={coaching.auto_save_sessions}
          onChange={(event) => set('coaching', { auto_save_sessions: event.target.checked })}
        />
      </fieldset>
    </div>
  );
}

import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import '../profile/profile.css';
import './settings.css';
import { NOTIFICATION_SETTINGS, PRIVACY_SETTINGS, SESSION_DURATIONS, TIME_ZONES } from '@rebond/sdk';
import {
  Button,
  Checkbox,
  cn,
  type DevicePreferences,
  Heading,
  type HeadingLevel,
  LOCALES,
  type Locale,
  Notice,
  Select,
  Switch,
  useLocale,
} from '@rebond/ui';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useSettingsMessages } from './messages';

export interface SettingsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The saved choices; the form edits a copy until Save Preferences (the language applies at once). */
  preferences: DevicePreferences;
  /** Save Preferences. */
  onSave(preferences: DevicePreferences): void;
  /** A language chosen: applied and kept at once, without Save Preferences. */
  onLanguageChange(language: Locale): void;
  /** Reset to Default. */
  onReset(): void;
  /** Change Password: open the profile's Security tab. */
  onChangePassword(): void;
  /** Edit Profile: open the profile in edit mode. */
  onEditProfile(): void;
  /** Update Email: open the profile in edit mode. */
  onUpdateEmail(): void;
  /** Download My Data. A rejection shows an error. */
  onDownloadData(): Promise<unknown>;
  /**
   * Two-Factor Authentication: open the app's two-factor settings. Without it the button is shown
   * disabled, with a note that two-factor sign-in is not available.
   */
  onTwoFactor?(): void;
  /** Deletes the account after the confirmations. A rejection shows the spec's error. */
  onDeleteAccount(): Promise<unknown>;
  /** More sections shown before the account section (the portal puts the consents there). */
  children?: ReactNode;
  /** The level of the 'Settings' heading. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * Settings: notification switches, privacy checkboxes, session duration, language and time zone
 * (kept on this device, with Save Preferences and Reset to Default), account buttons and account
 * deletion. Two-Factor Authentication opens the app's two-factor settings (`onTwoFactor`), or is
 * shown disabled with an explanation when the app has none.
 */
export function Settings({
  preferences,
  onSave,
  onLanguageChange,
  onReset,
  onChangePassword,
  onEditProfile,
  onUpdateEmail,
  onDownloadData,
  onTwoFactor,
  onDeleteAccount,
  children,
  headingLevel = 2,
  className,
  ...props
}: SettingsProps) {
  const messages = useSettingsMessages();
  const locale = useLocale();
  const headingId = useId();
  const twoFactorHintId = useId();
  const [edits, setEdits] = useState<Omit<DevicePreferences, 'language'>>();
  const draft: DevicePreferences = { ...preferences, ...edits, language: preferences.language };
  const setDraft = ({ language: _language, ...next }: DevicePreferences) => setEdits(next);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string }>();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const sub = (level: HeadingLevel) => Math.min(level + 1, 4) as HeadingLevel;

  const download = async () => {
    setDownloading(true);
    setNotice(undefined);
    try {
      await onDownloadData();
      setNotice({ tone: 'success', text: messages.downloaded });
    } catch {
      setNotice({ tone: 'error', text: messages.downloadFailed });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="settings"
      className={cn('rb-settings', className)}
    >
      <Heading level={headingLevel} id={headingId} className="rb-settings__title">
        {messages.title}
      </Heading>
      <p className="rb-profile-note">{messages.deviceNote}</p>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

      <form
        className="rb-settings__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
          setEdits(undefined);
          setNotice({ tone: 'success', text: messages.saved });
        }}
      >
        <fieldset className="rb-profile-fieldset">
          <legend>{messages.notifications}</legend>
          {NOTIFICATION_SETTINGS.map((key) => (
            <Switch
              key={key}
              label={messages.notificationNames[key]}
              checked={draft.notifications[key]}
              onCheckedChange={(checked) =>
                setDraft({ ...draft, notifications: { ...draft.notifications, [key]: checked } })
              }
            />
          ))}
        </fieldset>
        <fieldset className="rb-profile-fieldset">
          <legend>{messages.privacy}</legend>
          {PRIVACY_SETTINGS.map((key) => (
            <Checkbox
              key={key}
              label={messages.privacyNames[key]}
              checked={draft.privacy[key]}
              onCheckedChange={(checked) =>
                setDraft({ ...draft, privacy: { ...draft.privacy, [key]: checked } })
              }
            />
          ))}
          <p className="rb-profile-muted" data-slot="encryption-note">
            {messages.encryptionNote}
          </p>
        </fieldset>
        <fieldset className="rb-profile-fieldset">
          <legend>{messages.sessions}</legend>
          <Select
            className="rb-profile-select"
            label={messages.sessionDuration}
            options={SESSION_DURATIONS.map((minutes) => ({
              value: String(minutes),
              label: messages.minutes(minutes),
            }))}
            value={String(draft.default_session_duration)}
            onValueChange={(next) => {
              const value = SESSION_DURATIONS.find((minutes) => String(minutes) === next);
              if (value) setDraft({ ...draft, default_session_duration: value });
            }}
          />
          <Select
            className="rb-profile-select"
            label={messages.language}
            hint={messages.languageHint}
            options={LOCALES.map((code) => ({ value: code, label: messages.languages[code], lang: code }))}
            value={draft.language ?? locale}
            onValueChange={onLanguageChange}
          />
          <Select
            className="rb-profile-select"
            label={messages.timeZone}
            options={TIME_ZONES.map((zone) => ({ value: zone, label: messages.timeZones[zone] }))}
            value={draft.time_zone}
            onValueChange={(time_zone) => setDraft({ ...draft, time_zone })}
          />
        </fieldset>
        <div className="rb-profile-form__actions">
          <Button type="submit">{messages.savePreferences}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              onReset();
              setEdits(undefined);
              setNotice({ tone: 'info', text: messages.resetDone });
            }}
          >
            {messages.resetDefaults}
          </Button>
        </div>
      </form>

      {children}

      <section aria-labelledby={`${headingId}-account`} className="rb-profile-card">
        <Heading level={sub(headingLevel)} id={`${headingId}-account`} className="rb-profile-card__title">
          {messages.account}
        </Heading>
        <div className="rb-settings__buttons">
          <Button variant="secondary" onClick={onChangePassword}>
            {messages.changePassword}
          </Button>
          <Button variant="secondary" onClick={onEditProfile}>
            {messages.editProfile}
          </Button>
          <Button variant="secondary" onClick={onUpdateEmail}>
            {messages.updateEmail}
          </Button>
          <Button
            variant="secondary"
            pending={downloading}
            aria-describedby={`${headingId}-download`}
            onClick={() => void download()}
          >
            {messages.downloadData}
          </Button>
          <Button
            variant="secondary"
            disabled={!onTwoFactor}
            aria-describedby={twoFactorHintId}
            onClick={onTwoFactor}
          >
            {messages.twoFactor}
          </Button>
        </div>
        <p id={`${headingId}-download`} className="rb-profile-muted">
          {messages.downloadHint}
        </p>
        <p id={twoFactorHintId} className="rb-profile-muted">
          {onTwoFactor ? messages.twoFactorHint : messages.twoFactorUnavailable}
        </p>
      </section>

      <section aria-labelledby={`${headingId}-danger`} className="rb-profile-card rb-settings__danger">
        <Heading level={sub(headingLevel)} id={`${headingId}-danger`} className="rb-profile-card__title">
          {messages.dangerZone}
        </Heading>
        <p className="rb-profile-muted">{messages.dangerIntro}</p>
        <div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {messages.deleteAccount}
          </Button>
        </div>
      </section>

      <DeleteAccountDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        onMismatch={() => {
          setDeleting(false);
          setNotice({ tone: 'error', text: messages.deletionCancelled });
        }}
        onConfirm={onDeleteAccount}
      />
    </section>
  );
}

import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useLocale } from '../i18n/locale';
import { LOCALES, type Locale } from '../i18n/locales';
import { Heading, type HeadingLevel } from '../internal/heading';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { Notice } from '../primitives/notice';
import { DeleteAccountDialog } from './delete-account-dialog';
import {
  type DevicePreferences,
  NOTIFICATION_SETTINGS,
  PRIVACY_SETTINGS,
  SESSION_DURATIONS,
  TIME_ZONES,
} from './device-preferences';
import { useSettingsMessages } from './messages';
import { SettingsSwitch } from './settings-switch';

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
 * deletion. Two-Factor Authentication is shown disabled with an explanation.
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
  onDeleteAccount,
  children,
  headingLevel = 2,
  className,
  ...props
}: SettingsProps) {
  const messages = useSettingsMessages();
  const locale = useLocale();
  const headingId = useId();
  const durationId = useId();
  const languageId = useId();
  const languageHintId = useId();
  const zoneId = useId();
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
            <SettingsSwitch
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
              onChange={(event) =>
                setDraft({ ...draft, privacy: { ...draft.privacy, [key]: event.target.checked } })
              }
            />
          ))}
          <p className="rb-profile-muted" data-slot="encryption-note">
            {messages.encryptionNote}
          </p>
        </fieldset>
        <fieldset className="rb-profile-fieldset">
          <legend>{messages.sessions}</legend>
          <div className="rb-field">
            <label className="rb-field__label" htmlFor={durationId}>
              {messages.sessionDuration}
            </label>
            <select
              id={durationId}
              className="rb-input rb-select"
              value={draft.default_session_duration}
              onChange={(event) => {
                const value = SESSION_DURATIONS.find((minutes) => String(minutes) === event.target.value);
                if (value) setDraft({ ...draft, default_session_duration: value });
              }}
            >
              {SESSION_DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {messages.minutes(minutes)}
                </option>
              ))}
            </select>
          </div>
          <div className="rb-field">
            <label className="rb-field__label" htmlFor={languageId}>
              {messages.language}
            </label>
            <p id={languageHintId} className="rb-field__hint">
              {messages.languageHint}
            </p>
            <select
              id={languageId}
              className="rb-input rb-select"
              aria-describedby={languageHintId}
              value={draft.language ?? locale}
              onChange={(event) => {
                const value = LOCALES.find((code) => code === event.target.value);
                if (value) onLanguageChange(value);
              }}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {messages.languages[code]}
                </option>
              ))}
            </select>
          </div>
          <div className="rb-field">
            <label className="rb-field__label" htmlFor={zoneId}>
              {messages.timeZone}
            </label>
            <select
              id={zoneId}
              className="rb-input rb-select"
              value={draft.time_zone}
              onChange={(event) => {
                const value = TIME_ZONES.find((zone) => zone === event.target.value);
                if (value) setDraft({ ...draft, time_zone: value });
              }}
            >
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {messages.timeZones[zone]}
                </option>
              ))}
            </select>
          </div>
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
          <Button variant="secondary" disabled aria-describedby={twoFactorHintId}>
            {messages.twoFactor}
          </Button>
        </div>
        <p id={`${headingId}-download`} className="rb-profile-muted">
          {messages.downloadHint}
        </p>
        <p id={twoFactorHintId} className="rb-profile-muted">
          {messages.twoFactorUnavailable}
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

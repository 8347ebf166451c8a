import * as Tabs from '@radix-ui/react-tabs';
import { isRebondError, type User } from '@rebond/sdk';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import './profile.css';
import {
  Button,
  cn,
  Heading,
  type HeadingLevel,
  Notice,
  type ProfilePreferences,
  Spinner,
  TextField,
  useLocale,
} from '@rebond/ui';
import { useProfileMessages } from './messages';
import { type PasswordChangeValues, PasswordForm } from './password-form';
import { ProfilePreferencesForm } from './profile-preferences-form';
import { EMPTY_PROFILE_STATS, type ProfileStats } from './profile-stats';

/** The tabs of the profile. */
export const PROFILE_TABS = ['information', 'preferences', 'security'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The fields the profile edits (`PUT /users/update/{id}`). */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  tel_number: string | null;
  /** Sent only when the e-mail changes, which needs the current password. */
  current_password?: string;
}

export interface ProfileProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Loading, error ('Profile Not Found') or ready. */
  state: 'loading' | 'error' | 'ready';
  /** The user's record, when loaded. */
  user?: User | undefined;
  /** The stat cards; the spec's zero defaults when absent. */
  stats?: ProfileStats | undefined;
  /** The device preferences of the Preferences tab. */
  preferences: ProfilePreferences;
  /** A preference changed; store it. */
  onPreferencesChange(preferences: ProfilePreferences): void;
  /** Saves the edited fields. A rejection shows 'Failed to save profile. Please try again.'. */
  onSave(values: ProfileValues): Promise<unknown>;
  /** Changes the password (Security tab). */
  onChangePassword(values: PasswordChangeValues): Promise<unknown>;
  /** Try Again after a failed load. */
  onRetry(): void;
  /** The tab shown first. @default 'information' */
  defaultTab?: ProfileTab;
  /** Start in edit mode (Settings' Edit Profile and Update Email). @default false */
  defaultEditing?: boolean;
  /** The level of the name heading. @default 2 */
  headingLevel?: HeadingLevel;
}

const toValues = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  email: user.email,
  tel_number: user.tel_number,
});

/**
 * The profile: a header (name, e-mail, member since, Edit Profile / Save / Cancel), four stat cards
 * and the tabs Profile Information, Preferences and Security. View mode goes to edit mode and back by
 * Save or Cancel (`data-mode="view|edit"`).
 */
export function Profile({
  state,
  user,
  stats = EMPTY_PROFILE_STATS,
  preferences,
  onPreferencesChange,
  onSave,
  onChangePassword,
  onRetry,
  defaultTab = 'information',
  defaultEditing = false,
  headingLevel = 2,
  className,
  ...props
}: ProfileProps) {
  const messages = useProfileMessages();
  const locale = useLocale();
  const headingId = useId();
  const [tab, setTab] = useState<ProfileTab>(defaultEditing ? 'information' : defaultTab);
  const [editing, setEditing] = useState(defaultEditing);
  const [draft, setDraft] = useState<ProfileValues>();
  const [invalid, setInvalid] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; detail?: string }>();
  const [saving, setSaving] = useState(false);

  if (state !== 'ready' || !user) {
    return (
      <section
        {...props}
        aria-labelledby={state === 'error' ? headingId : undefined}
        aria-busy={state === 'loading' || undefined}
        data-slot="profile"
        data-state={state}
        className={cn('rb-profile', className)}
      >
        {state === 'loading' ? (
          <Spinner size="lg" label={messages.loading} />
        ) : (
          <div className="rb-profile-missing">
            <Heading level={headingLevel} id={headingId} className="rb-profile__name">
              {messages.notFoundTitle}
            </Heading>
            <Notice tone="error">{messages.loadFailed}</Notice>
            <Button variant="secondary" onClick={onRetry}>
              {messages.tryAgain}
            </Button>
          </div>
        )}
      </section>
    );
  }

  const values = draft ?? toValues(user);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  const memberSince = new Date(user.created_at).toLocaleDateString(locale, { dateStyle: 'long' });
  const formId = `${headingId}-form`;
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const startEditing = () => {
    setDraft(toValues(user));
    setInvalid({});
    setNotice(undefined);
    setEditing(true);
    setTab('information');
  };
  const cancel = () => {
    setDraft(undefined);
    setInvalid({});
    setEditing(false);
  };
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const trimmed: ProfileValues = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      tel_number: values.tel_number?.trim() || null,
    };
    const problems: Partial<Record<keyof ProfileValues, string>> = {};
    for (const key of ['first_name', 'last_name', 'username', 'email'] as const) {
      if (!trimmed[key]) problems[key] = messages.requiredFields;
    }
    if (emailChanges) {
      if (values.current_password) trimmed.current_password = values.current_password;
      else problems.current_password = messages.requiredFields;
    }
    if (trimmed.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed.email))
      problems.email = messages.invalidEmail;
    setInvalid(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setNotice(undefined);
    try {
      await onSave(trimmed);
      setEditing(false);
      setDraft(undefined);
      setNotice({ tone: 'success', text: messages.saved });
    } catch (error) {
      const detail = isRebondError(error) ? error.detail : undefined;
      setNotice({ tone: 'error', text: messages.saveFailed, ...(detail ? { detail } : {}) });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof ProfileValues) => ({
    value: values[key] ?? '',
    error: invalid[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...values, [key]: event.target.value }),
  });

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="profile"
      data-state={state}
      data-mode={editing ? 'edit' : 'view'}
      className={cn('rb-profile', className)}
    >
      <header className="rb-profile__header">
        <span className="rb-profile__initials" aria-hidden="true">
          {initials(name)}
        </span>
        <div className="rb-profile__identity">
          <Heading level={headingLevel} id={headingId} className="rb-profile__name">
            {name}
          </Heading>
          <p className="rb-profile__email">{user.email}</p>
          <p className="rb-profile-muted">{messages.memberSince(memberSince)}</p>
        </div>
        <div className="rb-profile__actions">
          {editing ? (
            <>
              {/* Keys keep React from turning the clicked Edit Profile button into this submit button. */}
              <Button key="save" type="submit" form={formId} pending={saving}>
                {messages.save}
              </Button>
              <Button key="cancel" variant="secondary" onClick={cancel} disabled={saving}>
                {messages.cancel}
              </Button>
            </>
          ) : (
            <Button key="edit" variant="secondary" onClick={startEditing}>
              {messages.editProfile}
            </Button>
          )}
        </div>
      </header>

      {notice ? (
        <Notice tone={notice.tone}>
          {notice.text}
          {notice.detail ? <span className="rb-profile__detail"> {notice.detail}</span> : null}
        </Notice>
      ) : null}

      <ul aria-label={messages.statsLabel} className="rb-profile-stats">
        <Stat label={messages.stats.totalSessions} value={String(stats.totalSessions)} />
        <Stat
          label={messages.stats.timeCoached}
          value={messages.hoursMinutes(Math.floor(stats.totalMinutes / 60), stats.totalMinutes % 60)}
        />
        <Stat label={messages.stats.dayStreak} value={messages.days(stats.streak)} />
        <Stat label={messages.stats.favoriteAvatar} value={stats.favoriteAvatar ?? messages.none} />
      </ul>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = PROFILE_TABS.find((id) => id === value);
          if (next) setTab(next);
        }}
        className="rb-profile-tabs"
      >
        <Tabs.List aria-label={messages.tabsLabel} className="rb-profile-tabs__list">
          {PROFILE_TABS.map((id) => (
            <Tabs.Trigger key={id} value={id} className="rb-profile-tabs__tab">
              {messages.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="information" className="rb-profile-tabs__panel">
          {editing ? (
            <form
              id={formId}
              noValidate
              onSubmit={(event) => void save(event)}
              className="rb-profile-form rb-profile-grid"
            >
              <TextField
                label={messages.fields.firstName}
                required
                autoComplete="given-name"
                {...field('first_name')}
              />
              <TextField
                label={messages.fields.lastName}
                required
                autoComplete="family-name"
                {...field('last_name')}
              />
              <TextField
                label={messages.fields.username}
                required
                autoComplete="username"
                {...field('username')}
              />
              <TextField
                label={messages.fields.email}
                type="email"
                required
                autoComplete="email"
                {...field('email')}
              />
              {emailChanges ? (
                <TextField
                  label={messages.fields.currentPassword}
                  type="password"
                  required
                  autoComplete="current-password"
                  hint={messages.emailNeedsPassword}
                  {...field('current_password')}
                />
              ) : null}
              <TextField
                label={messages.fields.phone}
                type="tel"
                autoComplete="tel"
                {...field('tel_number')}
              />
            </form>
          ) : (
            <dl className="rb-profile-grid rb-profile-facts">
              <Fact label={messages.fields.firstName} value={user.first_name} />
              <Fact label={messages.fields.lastName} value={user.last_name} />
              <Fact label={messages.fields.username} value={user.username} />
              <Fact label={messages.fields.email} value={user.email} />
              <Fact label={messages.fields.phone} value={user.tel_number || messages.notProvided} />
              <Fact label={messages.fields.role} value={messages.roles[user.role]} />
              <Fact
                label={messages.fields.status}
                value={user.account_status ? messages.accountStatus.active : messages.accountStatus.inactive}
              />
              <Fact label={messages.fields.memberSince} value={memberSince} />
            </dl>
          )}
        </Tabs.Content>
        <Tabs.Content value="preferences" className="rb-profile-tabs__panel">
          <ProfilePreferencesForm preferences={preferences} onChange={onPreferencesChange} />
        </Tabs.Content>
        <Tabs.Content value="security" className="rb-profile-tabs__panel">
          <PasswordForm onChangePassword={onChangePassword} defaultOpen={defaultTab === 'security'} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <li className="rb-profile-stat">
      <span className="rb-profile-stat__value">{value}</span>
      <span className="rb-profile-stat__label">{label}</span>
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rb-profile-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => part?.charAt(0).toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

import { BadRequestError, ConflictError } from '@rebond/sdk';
import { DEFAULT_PROFILE_PREFERENCES, LocaleProvider } from '@rebond/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { chooseOption } from '../../test/choose-option';
import { sessionFixture } from '../../test/session-fixture';
import { userFixture } from './fixtures';
import { Profile, type ProfileProps } from './profile';
import { computeProfileStats } from './profile-stats';

function setup(props: Partial<ProfileProps> = {}) {
  const handlers = {
    onSave: vi.fn(async () => undefined),
    onChangePassword: vi.fn(async () => undefined),
    onPreferencesChange: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <Profile
      state="ready"
      user={userFixture()}
      stats={{ totalSessions: 7, totalMinutes: 135, streak: 3, favoriteAvatar: 'Jordan' }}
      preferences={DEFAULT_PROFILE_PREFERENCES}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('computeProfileStats', () => {
  const now = new Date(2026, 10, 20, 18, 0);
  const at = (day: number, hour = 10) => new Date(2026, 10, day, hour).toISOString();

  it('gives the spec defaults without sessions', () => {
    expect(computeProfileStats([], now)).toEqual({
      totalSessions: 0,
      totalMinutes: 0,
      streak: 0,
      favoriteAvatar: null,
    });
  });

  it('sums durations, counts the streak up to today and finds the most used avatar', () => {
    const sam = { id: 'b', name: 'Sam', avatar_name: 'Sam', image_url: null };
    const stats = computeProfileStats(
      [
        sessionFixture({ started_at: at(20), duration: '45m 0s' }),
        sessionFixture({ started_at: at(19), duration: '1h 30m', avatar: sam }),
        sessionFixture({ started_at: at(18) }),
        sessionFixture({ started_at: at(16), avatar: sam, duration: '15m 59s' }),
        sessionFixture({ started_at: at(15, 9), ended_at: at(15, 10), avatar: sam }),
      ],
      now,
    );
    expect(stats.totalSessions).toBe(5);
    expect(stats.totalMinutes).toBe(45 + 90 + 15 + 60);
    expect(stats.streak).toBe(3);
    expect(stats.favoriteAvatar).toBe('Sam');
  });

  it('keeps a streak alive until today ends', () => {
    const stats = computeProfileStats(
      [sessionFixture({ started_at: at(19) }), sessionFixture({ started_at: at(18) })],
      now,
    );
    expect(stats.streak).toBe(2);
    expect(computeProfileStats([sessionFixture({ started_at: at(17) })], now).streak).toBe(0);
  });
});

describe('Profile', () => {
  it('given a user, shows the header, the four stat cards and the information tab, and passes axe', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Maya Lindqvist' })).toBeInTheDocument();
    expect(screen.getByText('maya@example.com', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/^Member since March 14, 2026$/)).toBeInTheDocument();
    const stats = within(screen.getByRole('list', { name: 'Your coaching statistics' })).getAllByRole(
      'listitem',
    );
    expect(stats.map((item) => item.textContent)).toEqual([
      '7Total Sessions',
      '2h 15mTime Coached',
      '3 daysDay Streak',
      'JordanFavorite Avatar',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile Information',
      'Preferences',
      'Security',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Coach');
    expect(panel).toHaveTextContent('Active');
    expect(panel).toHaveTextContent('Not provided');
    await expectNoAxeViolations(document.body);
  });

  it('goes from view to edit mode and back by Cancel without saving', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(document.querySelector('[data-slot="profile"]')).toHaveAttribute('data-mode', 'edit');
    await userEvent.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ines');
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(document.querySelector('[data-slot="profile"]')).toHaveAttribute('data-mode', 'view');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Maya');
  });

  it('saves the edited fields and returns to view mode', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), ' Ines ');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone Number/ }), '+33 6 12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      first_name: 'Ines',
      last_name: 'Lindqvist',
      username: 'maya_l',
      email: 'maya@example.com',
      tel_number: '+33 6 12',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile was saved.');
    expect(document.querySelector('[data-slot="profile"]')).toHaveAttribute('data-mode', 'view');
  });

  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: /Email Address/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Email Address/ }), 'maya@new.example');
    const password = screen.getByLabelText(/Current Password/);
    expect(password).toHaveAccessibleDescription('Changing your e-mail address needs your current password.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(password).toHaveAccessibleDescription(/Please fill in all required fields/);
    await userEvent.type(password, 'my secret words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'maya@new.example', current_password: 'my secret words' }),
    );
  });

  it('refuses empty required fields, and shows the spec text and the detail when saving fails', async () => {
    const { onSave } = setup();
    onSave.mockRejectedValueOnce(
      new ConflictError('Conflict', {
        status: 409,
        detail: 'Username already taken',
        method: 'PUT',
        path: '/users/update',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Last Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Berg');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save profile. Please try again.');
    expect(alert).toHaveTextContent('Username already taken');
    expect(document.querySelector('[data-slot="profile"]')).toHaveAttribute('data-mode', 'edit');
  });

  it('on the Security tab, toggles the password form and checks that the new passwords match', async () => {
    const { onChangePassword } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    const toggle = screen.getByRole('button', { name: 'Change Password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByLabelText(/^Current Password/), 'old-password');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'new-password-1');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(onChangePassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      'New passwords do not match',
    );
    await expectNoAxeViolations(document.body);
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(onChangePassword).toHaveBeenCalledWith({
      current_password: 'old-password',
      new_password: 'new-password-1',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses a common new password with the reason, live, before calling the server', async () => {
    const { onChangePassword } = setup({ defaultTab: 'security' });
    await userEvent.type(screen.getByLabelText(/^Current Password/), 'old-password');
    await userEvent.type(screen.getByLabelText(/^New Password/), '12345678');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), '12345678');
    await waitFor(
      () =>
        expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
          /one of the most common passwords/,
        ),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it("shows the server's detail when the password change fails, else the spec's text", async () => {
    const { onChangePassword } = setup({ defaultTab: 'security' });
    onChangePassword.mockRejectedValueOnce(
      new BadRequestError('Bad request', {
        status: 400,
        detail: 'Current password is incorrect',
        method: 'PUT',
        path: '/users/password',
      }),
    );
    onChangePassword.mockRejectedValueOnce(new Error('offline'));
    const fill = async () => {
      await userEvent.type(screen.getByLabelText(/^Current Password/), 'wrong-one');
      await userEvent.type(screen.getByLabelText(/^New Password/), 'new-password-1');
      await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'new-password-1');
      await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    };
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await userEvent.clear(screen.getByLabelText(/^Current Password/));
    await userEvent.clear(screen.getByLabelText(/^New Password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await fill();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to change password. Please try again.'),
    );
  });

  it('on the Preferences tab, says the choices stay on this device and reports each change', async () => {
    const { onPreferencesChange } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Preferences' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('stored on this device only');
    await userEvent.click(screen.getByRole('checkbox', { name: 'News and offers' }));
    expect(onPreferencesChange).toHaveBeenLastCalledWith({
      ...DEFAULT_PROFILE_PREFERENCES,
      notifications: { ...DEFAULT_PROFILE_PREFERENCES.notifications, marketing: true },
    });
    await chooseOption(screen.getByRole('combobox', { name: 'Preferred session length' }), '45 minutes');
    expect(onPreferencesChange).toHaveBeenLastCalledWith({
      ...DEFAULT_PROFILE_PREFERENCES,
      coaching: { ...DEFAULT_PROFILE_PREFERENCES.coaching, preferred_session_length: 45 },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this device.');
    await expectNoAxeViolations(document.body);
  });

  it("given a failed load, shows 'Profile Not Found' with Try Again", async () => {
    const { onRetry } = setup({ state: 'error', user: undefined });
    expect(screen.getByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile data');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it('speaks German', () => {
    render(
      <LocaleProvider locale="de">
        <Profile
          state="ready"
          user={userFixture()}
          preferences={DEFAULT_PROFILE_PREFERENCES}
          onPreferencesChange={vi.fn()}
          onSave={vi.fn()}
          onChangePassword={vi.fn()}
          onRetry={vi.fn()}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Profil bearbeiten' })).toBeInTheDocument();
    expect(screen.getByText('Keiner')).toBeInTheDocument();
  });
});

import { DEFAULT_DEVICE_PREFERENCES, type DevicePreferences, LocaleProvider } from '@rebond/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { chooseOption, optionNames } from '../../test/choose-option';
import { Settings, type SettingsProps } from './settings';

function setup(props: Partial<SettingsProps> = {}) {
  const handlers = {
    onSave: vi.fn(),
    onLanguageChange: vi.fn(),
    onReset: vi.fn(),
    onChangePassword: vi.fn(),
    onEditProfile: vi.fn(),
    onUpdateEmail: vi.fn(),
    onDownloadData: vi.fn(async () => undefined),
    onDeleteAccount: vi.fn(async () => undefined),
  };
  const view = render(
    <Settings preferences={DEFAULT_DEVICE_PREFERENCES} {...handlers} {...props}>
      <p>Consent section</p>
    </Settings>,
  );
  return { ...handlers, ...view };
}

async function walkToTyping() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('alertdialog', { name: 'Are you absolutely sure?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const typing = screen.getByRole('alertdialog', { name: 'Type DELETE to confirm' });
  expect(within(typing).getByRole('textbox', { name: 'Type DELETE in capital letters' })).toHaveFocus();
  return typing;
}

describe('Settings', () => {
  it('shows the switches, the privacy defaults, the selects and the honest notes, and passes axe', async () => {
    setup();
    expect(screen.getAllByRole('switch').map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'false',
      'true',
      'true',
      'true',
    ]);
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Share anonymized data for research and performance analytics' }),
    ).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /encryption/i })).toBeNull();
    expect(screen.getByText(/not end-to-end encryption/)).toHaveTextContent('HTTPS (TLS)');
    expect(screen.getByRole('checkbox', { name: 'Automatic logout after inactivity' })).not.toBeChecked();
    expect(await optionNames(screen.getByRole('combobox', { name: 'Default session duration' }))).toEqual([
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
    ]);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAccessibleDescription(
      'Applies at once.',
    );
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(/UTC/);
    expect(screen.getByText(/saved for your account/)).toBeInTheDocument();
    const twoFactor = screen.getByRole('button', { name: 'Two-Factor Authentication' });
    expect(twoFactor).toBeDisabled();
    expect(twoFactor).toHaveAccessibleDescription(/Not available yet/);
    expect(screen.getByText('Consent section')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('opens the two-factor settings when the app has them', async () => {
    const onTwoFactor = vi.fn();
    setup({ onTwoFactor });
    const twoFactor = screen.getByRole('button', { name: 'Two-Factor Authentication' });
    expect(twoFactor).toBeEnabled();
    expect(twoFactor).toHaveAccessibleDescription(/authenticator app/);
    await userEvent.click(twoFactor);
    expect(onTwoFactor).toHaveBeenCalledTimes(1);
  });

  it('applies a chosen language at once, without Save Preferences', async () => {
    const { onSave, onLanguageChange } = setup();
    await chooseOption(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    expect(onLanguageChange).toHaveBeenCalledWith('fr');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the edited choices only on Save Preferences', async () => {
    const { onSave } = setup({ preferences: { ...DEFAULT_DEVICE_PREFERENCES, language: 'fr' } });
    await userEvent.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Automatic logout after inactivity' }));
    await chooseOption(screen.getByRole('combobox', { name: 'Default session duration' }), '90 minutes');
    await chooseOption(screen.getByRole('combobox', { name: 'Time zone' }), /CET/);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenCalledWith({
      notifications: { ...DEFAULT_DEVICE_PREFERENCES.notifications, sms: true },
      privacy: { ...DEFAULT_DEVICE_PREFERENCES.privacy, auto_logout: true },
      default_session_duration: 90,
      language: 'fr',
      time_zone: 'CET',
    } satisfies DevicePreferences);
    expect(screen.getByRole('status')).toHaveTextContent('Preferences saved.');
  });

  it('resets to the defaults when the saved preferences change', async () => {
    const saved: DevicePreferences = { ...DEFAULT_DEVICE_PREFERENCES, time_zone: 'PST', language: 'de' };
    const { onReset, rerender } = setup({ preferences: saved });
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(/PST/);
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    rerender(
      <Settings
        preferences={DEFAULT_DEVICE_PREFERENCES}
        onSave={vi.fn()}
        onLanguageChange={vi.fn()}
        onReset={onReset}
        onChangePassword={vi.fn()}
        onEditProfile={vi.fn()}
        onUpdateEmail={vi.fn()}
        onDownloadData={vi.fn()}
        onDeleteAccount={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(/UTC/);
  });

  it('calls the account buttons, and reports a failed download', async () => {
    const { onChangePassword, onEditProfile, onUpdateEmail, onDownloadData } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(onEditProfile).toHaveBeenCalledTimes(1);
    expect(onUpdateEmail).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your data was downloaded.');
    onDownloadData.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be downloaded.');
  });

  it('deletes the account after two confirmations and typing DELETE', async () => {
    const { onDeleteAccount } = setup();
    const typing = await walkToTyping();
    await expectNoAxeViolations(document.body);
    await userEvent.type(within(typing).getByRole('textbox'), 'DELETE');
    await userEvent.click(within(typing).getByRole('button', { name: 'Delete my account' }));
    expect(onDeleteAccount).toHaveBeenCalledTimes(1);
  });

  it('cancels the deletion when the typed text does not match', async () => {
    const { onDeleteAccount } = setup();
    const typing = await walkToTyping();
    await userEvent.type(within(typing).getByRole('textbox'), 'delete');
    await userEvent.click(within(typing).getByRole('button', { name: 'Delete my account' }));
    expect(onDeleteAccount).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Account deletion cancelled - verification text did not match.',
    );
  });

  it('says to contact support when deletion fails, and Cancel at the first step does nothing', async () => {
    const { onDeleteAccount } = setup();
    onDeleteAccount.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const typing = await walkToTyping();
    await userEvent.type(within(typing).getByRole('textbox'), 'DELETE');
    await userEvent.click(within(typing).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(within(typing).getByRole('alert')).toHaveTextContent(
        'Failed to delete account. Please contact support.',
      ),
    );
  });

  it('speaks Spanish and shows the active locale when no language is stored', () => {
    render(
      <LocaleProvider locale="es">
        <Settings
          preferences={DEFAULT_DEVICE_PREFERENCES}
          onSave={vi.fn()}
          onLanguageChange={vi.fn()}
          onReset={vi.fn()}
          onChangePassword={vi.fn()}
          onEditProfile={vi.fn()}
          onUpdateEmail={vi.fn()}
          onDownloadData={vi.fn()}
          onDeleteAccount={vi.fn()}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('Español');
  });
});

import { DEFAULT_DEVICE_PREFERENCES } from '@rebond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { DeleteAccountDialog } from './delete-account-dialog';
import { Settings } from './settings';

const meta = {
  title: 'Settings/Settings',
  component: Settings,
  args: {
    preferences: DEFAULT_DEVICE_PREFERENCES,
    onSave: fn(),
    onLanguageChange: fn(),
    onReset: fn(),
    onChangePassword: fn(),
    onEditProfile: fn(),
    onUpdateEmail: fn(),
    onDownloadData: fn(async () => undefined),
    onDeleteAccount: fn(async () => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Two-Factor Authentication' })).toBeDisabled();
    await expect(canvas.getByText(/not end-to-end encryption/)).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS notifications' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Preferences saved.');
  },
};

export const StoredChoices: Story = {
  args: {
    preferences: {
      ...DEFAULT_DEVICE_PREFERENCES,
      notifications: { ...DEFAULT_DEVICE_PREFERENCES.notifications, push: false, sms: true },
      privacy: { share_anonymized_data: false, auto_logout: true },
      default_session_duration: 45,
      language: 'de',
      time_zone: 'CET',
    },
  },
};

export const DownloadFailed: Story = {
  args: { onDownloadData: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download My Data' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your data could not be downloaded.');
  },
};

export const DeletionCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Type DELETE in capital letters' }),
      'nope',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Account deletion cancelled - verification text did not match.',
    );
  },
};

export const French: Story = { globals: { locale: 'fr' } };

/** The three steps of account deletion, each as its own story. */
export const DeleteFirstConfirmation: StoryObj<typeof DeleteAccountDialog> = {
  render: () => (
    <DeleteAccountDialog open onCancel={fn()} onMismatch={fn()} onConfirm={fn(async () => undefined)} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DeleteSecondConfirmation: StoryObj<typeof DeleteAccountDialog> = {
  render: () => (
    <DeleteAccountDialog
      open
      defaultStep="confirm-again"
      onCancel={fn()}
      onMismatch={fn()}
      onConfirm={fn(async () => undefined)}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' })).toBeVisible();
  },
};

export const DeleteTyping: StoryObj<typeof DeleteAccountDialog> = {
  render: () => (
    <DeleteAccountDialog
      open
      defaultStep="type"
      onCancel={fn()}
      onMismatch={fn()}
      onConfirm={fn(async () => Promise.reject(new Error('offline')))}
    />
  ),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Type DELETE to confirm' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete account. Please contact support.',
    );
  },
};

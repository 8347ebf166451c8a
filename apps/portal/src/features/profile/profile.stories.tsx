import { DEFAULT_PROFILE_PREFERENCES } from '@rebond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userFixture } from './fixtures';
import { Profile } from './profile';

const meta = {
  title: 'Profile/Profile',
  component: Profile,
  args: {
    state: 'ready',
    user: userFixture({ tel_number: '+44 20 7946 0958' }),
    stats: { totalSessions: 12, totalMinutes: 185, streak: 4, favoriteAvatar: 'Sam the Manager' },
    preferences: DEFAULT_PROFILE_PREFERENCES,
    onPreferencesChange: fn(),
    onSave: fn(async () => undefined),
    onChangePassword: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Maya Lindqvist' })).toBeVisible();
    await expect(canvas.getByText('3h 5m')).toBeVisible();
  },
};

export const NewCoach: Story = {
  args: { stats: undefined, user: userFixture() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None')).toBeVisible();
    await expect(canvas.getByText('0h 0m')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', user: undefined } };

export const NotFound: Story = {
  args: { state: 'error', user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  },
};

export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('Maya');
  },
};

export const EditingInvalid: Story = {
  args: { defaultEditing: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /Email Address/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Email Address/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { defaultEditing: true, onSave: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to save profile. Please try again.',
    );
  },
};

export const Preferences: Story = {
  args: { defaultTab: 'preferences' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('stored on this device only');
  },
};

export const SecurityClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const PasswordMismatch: Story = {
  args: { defaultTab: 'security' },
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('tabpanel'));
    await userEvent.type(panel.getByLabelText(/^Current Password/), 'old-password');
    await userEvent.type(panel.getByLabelText(/^New Password/), 'new-password-1');
    await userEvent.type(panel.getByLabelText(/^Confirm New Password/), 'new-password-2');
    await userEvent.click(panel.getByRole('button', { name: 'Update Password' }));
    await expect(panel.getByText('New passwords do not match')).toBeVisible();
  },
};

export const PasswordFailed: Story = {
  args: { defaultTab: 'security', onChangePassword: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('tabpanel'));
    await userEvent.type(panel.getByLabelText(/^Current Password/), 'old-password');
    await userEvent.type(panel.getByLabelText(/^New Password/), 'new-password-1');
    await userEvent.type(panel.getByLabelText(/^Confirm New Password/), 'new-password-1');
    await userEvent.click(panel.getByRole('button', { name: 'Update Password' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Failed to change password. Please try again.',
    );
  },
};

export const PasswordChanged: Story = {
  args: { defaultTab: 'security' },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('tabpanel'));
    await userEvent.type(panel.getByLabelText(/^Current Password/), 'old-password');
    await userEvent.type(panel.getByLabelText(/^New Password/), 'new-password-1');
    await userEvent.type(panel.getByLabelText(/^Confirm New Password/), 'new-password-1');
    await userEvent.click(panel.getByRole('button', { name: 'Update Password' }));
    await expect(args.onChangePassword).toHaveBeenCalled();
    await expect(await panel.findByRole('status')).toHaveTextContent('Your password was changed.');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Spanish: Story = { globals: { locale: 'es' }, args: { defaultTab: 'preferences' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AvatarManagement } from './avatar-management';
import { SAMPLE_AVATARS, sampleAvatar } from './fixtures';

const meta = {
  title: 'Avatars/AvatarManagement',
  component: AvatarManagement,
  args: {
    avatars: SAMPLE_AVATARS,
    state: 'ready',
    onRetry: fn(),
    onStartSession: fn(),
    onSaveProfile: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onCreateAvatar: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AvatarManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two active avatars and a pending one, whose Start Session is disabled. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByRole('article', { name: 'Jordan' });
    await expect(within(pending).getByRole('button', { name: 'Start Session' })).toBeDisabled();
    const active = canvas.getByRole('article', { name: 'Marcus' });
    await userEvent.click(within(active).getByRole('button', { name: 'Start Session' }));
    await expect(args.onStartSession).toHaveBeenCalledWith(SAMPLE_AVATARS[1]);
  },
};

export const Loading: Story = { args: { avatars: [], state: 'loading' } };

/** Loading failed: the message and Try Again. */
export const LoadError: Story = {
  args: { avatars: [], state: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load avatars. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { avatars: [] } };

/** A search that matches nothing. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search avatars'), 'nobody');
    await expect(canvas.getByText('No avatars match your search.')).toBeVisible();
  },
};

/** A long profile is cut at 100 characters. */
export const LongProfile: Story = {
  args: {
    avatars: [sampleAvatar({ character_profile: 'A very long profile text. '.repeat(12) })],
  },
};

export const DetailsDialog: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Elena' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elena' });
    await expect(within(dialog).getByText('local-voice-1')).toBeVisible();
  },
};

/** Edit: a 12-row box; Save is disabled when blank. */
export const EditDialog: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Marcus' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Marcus' });
    const box = within(dialog).getByLabelText('Character profile');
    await expect(box).toHaveAttribute('rows', '12');
    await userEvent.clear(box);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(box, 'A calmer manager.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith(SAMPLE_AVATARS[1], 'A calmer manager.');
    await expect(await within(canvasElement).findByText('Profile updated successfully!')).toBeVisible();
  },
};

/** Saving failed. */
export const EditFailed: Story = {
  args: {
    onSaveProfile: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Marcus' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Marcus' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Failed to update avatar')).toBeVisible();
  },
};

/** Delete asks first. */
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Jordan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jordan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Avatar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(SAMPLE_AVATARS[2], { deleteSessions: false });
  },
};

/** Deleting failed. */
export const DeleteFailed: Story = {
  args: {
    onDelete: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Jordan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jordan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Avatar' }));
    await expect(await within(dialog).findByText('Failed to delete avatar')).toBeVisible();
  },
};

/** A failed avatar says Failed, why, and offers Upload Photo Again and Delete. */
export const FailedAvatar: Story = {
  args: {
    avatars: [
      ...SAMPLE_AVATARS,
      sampleAvatar({
        id: '2e3f4a50-6b7c-4d8e-9f0a-1b2c3d4e5f60',
        avatar_name: 'Noor',
        image_url: null,
        heygen_avatar_ids: {},
        variant_urls: {},
        status: 'failed',
      }),
    ],
    onRetryPhoto: fn(async () => undefined),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Noor' });
    await expect(card).toHaveAttribute('data-status', 'failed');
    await expect(within(card).getByText('Failed')).toBeVisible();
    await expect(within(card).getByText('Upload Photo Again')).toBeVisible();
  },
};

export const German: Story = { globals: { locale: 'de' } };

export const French: Story = { args: { avatars: [], state: 'error' }, globals: { locale: 'fr' } };

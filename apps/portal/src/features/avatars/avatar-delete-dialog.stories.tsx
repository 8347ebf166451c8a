import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { AvatarDeleteDialog } from './avatar-dialogs';
import { sampleAvatar } from './fixtures';

/** Asks before deleting an avatar, naming it, with Cancel as the safe choice. */
const meta = {
  title: 'Avatars/AvatarDeleteDialog',
  component: AvatarDeleteDialog,
  args: { avatar: sampleAvatar(), onClose: fn(), onDelete: fn(async () => undefined) },
  parameters: {
    docs: {
      notes: {
        keyboard: ['Escape or Cancel keeps the avatar; the destructive button is never the default.'],
        accessibility: ['An alert-style dialog that names the avatar in its title.'],
        do: ['Say what is lost: the avatar, its voice and its pictures.'],
        dont: ["Don't confirm with a generic 'Are you sure?'."],
      },
    },
  },
} satisfies Meta<typeof AvatarDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

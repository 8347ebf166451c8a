import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { AvatarEditDialog } from './avatar-dialogs';
import { sampleAvatar } from './fixtures';

/** Edits an avatar's character profile, the text that shapes how it answers. */
const meta = {
  title: 'Avatars/AvatarEditDialog',
  component: AvatarEditDialog,
  args: { avatar: sampleAvatar(), onClose: fn(), onSave: fn(async () => undefined) },
  parameters: {
    docs: {
      notes: {
        keyboard: ['Tab reaches the profile text, Cancel and Save; Escape cancels.'],
        accessibility: ['The text area is labelled; a failed save is announced in the dialog.'],
      },
    },
  },
} satisfies Meta<typeof AvatarEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

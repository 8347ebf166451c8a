import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { AvatarDetailsDialog } from './avatar-dialogs';
import { sampleAvatar } from './fixtures';

/** Everything about one avatar, read-only: picture, voice, character profile. */
const meta = {
  title: 'Avatars/AvatarDetailsDialog',
  component: AvatarDetailsDialog,
  args: { avatar: sampleAvatar(), onClose: fn() },
  parameters: {
    docs: {
      notes: {
        keyboard: ['Escape or the Close button closes it; focus returns to what opened it.'],
        accessibility: [
          'A modal dialog (Radix Dialog): focus is trapped inside and the page behind is inert.',
        ],
      },
    },
  },
} satisfies Meta<typeof AvatarDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { DeleteSessionDialog } from './delete-session-dialog';
import { historyFixtures } from './fixtures';

/** Asks before deleting a session and its videos. */
const meta = {
  title: 'History/DeleteSessionDialog',
  component: DeleteSessionDialog,
  args: { session: historyFixtures[1], onConfirm: fn(), onCancel: fn() },
  parameters: {
    docs: {
      notes: {
        keyboard: ['Escape or Cancel keeps the session; Delete needs a deliberate activation.'],
        accessibility: ['An alert dialog: its description says that the videos go too.'],
        do: ['Keep Cancel first and Delete last, in the danger colour.'],
      },
    },
  },
} satisfies Meta<typeof DeleteSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

/** Deleting: the buttons wait. */
export const Pending: Story = { args: { pending: true } };

/** Deletion failed: the error is shown, the dialog stays. */
export const Failed: Story = { args: { error: 'Failed to delete session and its videos' } };

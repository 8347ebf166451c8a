import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Deleting an account takes three steps: confirm, confirm again, then type DELETE. */
const meta = {
  title: 'Settings/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onCancel: fn(), onMismatch: fn(), onConfirm: fn(async () => undefined) },
  parameters: {
    docs: {
      notes: {
        keyboard: ['Escape cancels at any step; the typed word is confirmed with Enter or the button.'],
        accessibility: ['Each step is announced as the dialog title changes; the text field is labelled.'],
        do: ['Spell out that the account, avatars and sessions are removed for good.'],
      },
    },
  },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

export const ConfirmAgain: Story = { args: { defaultStep: 'confirm-again' } };

export const TypeDelete: Story = { args: { defaultStep: 'type' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { DeclineConfirmation } from './decline-confirmation';

const meta = {
  title: 'Consent/DeclineConfirmation',
  component: DeclineConfirmation,
  args: { open: true, onGoBack: fn(), onConfirm: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeclineConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Go Back to Consent' })).toHaveFocus();
    await expect(screen.getByRole('list', { name: 'What happens next' })).toBeVisible();
  },
};

export const ConfirmDecline: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Without Consent' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

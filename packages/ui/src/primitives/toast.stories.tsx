import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Preferences saved.',
    description: 'They apply on this device.',
    // Long enough to look at; the unit test checks that it closes by itself.
    duration: 600_000,
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { tone: 'success' },
  play: async ({ args, userEvent }) => {
    await expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    // The toast is portalled into the viewport a moment after the story renders.
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Info: Story = {
  args: { tone: 'info', description: undefined, title: 'A new version is ready.' },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Your data could not be downloaded.', description: 'Try again in a moment.' },
};

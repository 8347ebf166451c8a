import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice } from './notice';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  args: { children: 'Registration successful! Please sign in.' },
  decorators: [
    (Story) => (
      <div style={{ width: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'success');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: 'Login failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed');
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Video generation takes 30 to 90 seconds.' } };

export const WithTitle: Story = {
  args: { tone: 'info', title: 'Scheduled maintenance', children: 'Voice processing is paused tonight.' },
};

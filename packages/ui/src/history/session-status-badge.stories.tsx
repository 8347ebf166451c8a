import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SessionStatusBadge } from './session-status-badge';

/** A session's status as a small labelled badge: Active or Completed. */
const meta = {
  title: 'History/SessionStatusBadge',
  component: SessionStatusBadge,
  args: { status: 'active' },
  parameters: {
    docs: {
      notes: {
        accessibility: ['The status is a word, not only a colour; `data-status` carries it for styling.'],
        dont: ["Don't use the badge as a button: it is plain text."],
      },
    },
  },
} satisfies Meta<typeof SessionStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

export const Completed: Story = { args: { status: 'completed' } };

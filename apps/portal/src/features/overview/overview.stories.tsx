import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { overviewFixtures } from './fixtures';
import { Overview } from './overview';

const meta = {
  title: 'Dashboard/Overview',
  component: Overview,
  args: {
    userName: 'Maya',
    status: 'ready',
    sessions: overviewFixtures,
    onRetry: fn(),
    onLaunch: fn(),
    onCreateAvatar: fn(),
    onCreateSession: fn(),
    onManageAvatars: fn(),
    onOpenSession: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Completed (one positive) and active sessions; the oldest of six falls off the list. */
export const WithSessions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Recent sessions' });
    await expect(list.children).toHaveLength(5);
    await expect(within(list).getAllByText('Completed')).toHaveLength(2);
    await expect(within(list).getAllByText('Active')).toHaveLength(3);
    await expect(canvas.getByText('33%')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Your manager refuses the raise you were promised.' }),
    );
    await expect(args.onOpenSession).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
  },
};

export const Loading: Story = { args: { status: 'loading', sessions: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', sessions: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load sessions');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('No sessions yet')).toBeVisible();
    const empty = canvas.getByText('No sessions yet').parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Create Session' }));
    await expect(args.onCreateSession).toHaveBeenCalledTimes(1);
  },
};

/** A narrow screen: the quick actions wrap and long prompts are cut with an ellipsis. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};

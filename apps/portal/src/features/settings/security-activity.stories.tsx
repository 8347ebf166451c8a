import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SecurityActivity } from './security-activity';

/** Settings' security activity: the account's audit events (`GET /users/audit`), newest first. */
const meta = {
  title: 'Settings/SecurityActivity',
  component: SecurityActivity,
  args: {
    status: 'ready',
    onRetry: fn(),
    entries: [
      {
        id: 'a4',
        action: 'login',
        record_type: 'user',
        record_id: 'u1',
        by_you: true,
        ip: '203.0.113.7',
        at: '2026-11-20T10:15:00Z',
      },
      {
        id: 'a3',
        action: 'password.change',
        record_type: 'user',
        record_id: 'u1',
        by_you: true,
        ip: '203.0.113.7',
        at: '2026-11-19T18:42:00Z',
      },
      {
        id: 'a2',
        action: 'embed.session',
        record_type: 'session',
        record_id: 's1',
        by_you: false,
        ip: null,
        at: '2026-11-19T08:00:00Z',
      },
      {
        id: 'a1',
        action: 'refresh.reuse',
        record_type: 'refresh_family',
        record_id: null,
        by_you: false,
        ip: null,
        at: '2026-11-18T22:10:00Z',
      },
    ],
  },
  parameters: {
    docs: {
      notes: {
        accessibility: [
          'A list named by the section heading; each event has a machine-readable <time>.',
          'Addresses are shown only for what the coach did.',
        ],
        do: ['Name an unknown action as the server does rather than hiding it.'],
      },
    },
  },
} satisfies Meta<typeof SecurityActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Events: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Security activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = { args: { entries: [] } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = { args: { status: 'error' } };

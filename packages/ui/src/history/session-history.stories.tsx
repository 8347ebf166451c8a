import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { embedSessionFixture, historyFixtures, sessionFixture } from './fixtures';
import { SessionHistory } from './session-history';

/** A portrait placeholder (an SVG data URL), so stories need no network. */
const PORTRAIT =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c9dedb"/><circle cx="32" cy="26" r="12" fill="#1c6664"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#1c6664"/></svg>',
  );

const withPictures = historyFixtures.map((session, index) =>
  index === 1 ? { ...session, avatar: { ...session.avatar, image_url: PORTRAIT } } : session,
);

const meta = {
  title: 'History/SessionHistory',
  component: SessionHistory,
  args: {
    state: 'ready',
    sessions: withPictures,
    onRetry: fn(),
    onCloseSession: fn(async () => undefined),
    onDeleteSession: fn(async () => undefined),
    onContinue: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SessionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sessions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Sessions' }).children).toHaveLength(3);
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', sessions: undefined } };

export const LoadFailed: Story = {
  args: { state: 'error', sessions: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load sessions');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoSessions: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You haven't created any sessions yet.")).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody at all');
    await expect(canvas.getByText('No sessions match your current filters.')).toBeVisible();
  },
};

export const FilteredCompleted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Completed' }));
    // Completed once `ended_at` is set (one status model): the finished session and the one closed
    // before any exchange.
    await expect(canvas.getByRole('list', { name: 'Sessions' }).children).toHaveLength(2);
  },
};

export const WithoutContinue: Story = {
  args: { onContinue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

export const DetailsActive: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getAllByRole('listitem').find((item) => item.dataset.status === 'active');
    if (!row) throw new Error('no active row');
    await userEvent.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session with Sam the Manager' });
    await expect(within(dialog).getByRole('button', { name: 'Close Session' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continue Session' })).toBeVisible();
    await expect(within(dialog).getAllByText('Processing video...')).toHaveLength(2);
  },
};

export const DetailsCompleted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'View Details' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Session with Jordan' });
    await expect(dialog).toHaveTextContent('Your mother has just heard she must move to a care home.');
    await expect(within(dialog).queryByRole('button', { name: 'Close Session' })).toBeNull();
  },
};

export const DetailsEmpty: Story = {
  args: { sessions: [sessionFixture()] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('No conversation history yet');
    await expect(dialog).toHaveTextContent('No videos created yet');
  },
};

export const CloseFailed: Story = {
  args: { onCloseSession: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'View Details' })[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Close Session' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to close session');
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      'This will permanently delete the session and all 2 video(s) associated with it. This action cannot be undone.',
    );
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DeleteFailed: Story = {
  args: { onDeleteSession: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[2] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      'This will permanently delete the session. This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Session' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Failed to delete session and its videos',
    );
  },
};

export const WebsiteSession: Story = {
  args: { sessions: [{ ...embedSessionFixture, ended_at: null, duration: null }, ...withPictures] },
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getAllByRole('listitem').find((item) => item.dataset.source === 'embed');
    if (!row) throw new Error('no embed row');
    await expect(within(row).getByText('Website: Homework page · clinic.example')).toBeVisible();
    await expect(within(row).queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Started from')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Continue Session' })).toBeNull();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const German: Story = { globals: { locale: 'de' } };

/** Long user content: an avatar's long name, a patient's long name and an unbroken word wrap in their row. */
export const LongContent: Story = {
  args: {
    sessions: [
      sessionFixture({
        avatar: {
          id: 'a1b2c3d4-1111-4222-8333-944455566677',
          name: 'Maximiliane Alexandra von Hohenberg-Castellane',
          avatar_name: 'Maximiliane Alexandra von Hohenberg-Castellane',
          image_url: PORTRAIT,
        },
        patient_name: 'Bartholomäus Friedrich-Wilhelm Oberhausen-Lindenstraße',
        summary: 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt '.repeat(2),
        ended_at: '2026-11-18T10:12:00.000Z',
        outcome: 'positive',
        duration: '42m 7s',
      }),
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sessions' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { historyFixtures, sessionFixture } from './fixtures';
import { SessionDetailsDialog } from './session-details-dialog';

/** One past session: its avatar, dates, status, the conversation and the scorecard. */
const meta = {
  title: 'History/SessionDetailsDialog',
  component: SessionDetailsDialog,
  args: {
    session: historyFixtures[1],
    onOpenChange: fn(),
    onCloseSession: fn(),
    onDelete: fn(),
    onContinue: fn(),
    scorecardStatus: 'ready',
    scorecard: null,
  },
  parameters: {
    docs: {
      notes: {
        keyboard: ['Escape or Close closes it; Continue Session is reachable by Tab for an active session.'],
        accessibility: [
          'A modal dialog titled with the session; the conversation is a list of turns, each with its speaker.',
        ],
      },
    },
  },
} satisfies Meta<typeof SessionDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed session with its conversation. */
export const Completed: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

/** An active session offers Continue Session. */
export const Active: Story = { args: { session: historyFixtures[0] } };

/** A session that ended before anything was said. */
export const Empty: Story = { args: { session: sessionFixture({ ended_at: '2026-11-18T09:31:00.000Z' }) } };

/** Closing failed: the error is shown in the dialog. */
export const CloseFailed: Story = { args: { session: historyFixtures[0], error: 'Failed to close session' } };

/** Long user content: a long avatar name, a long summary and an unbroken word stay inside the dialog. */
export const LongContent: Story = {
  args: {
    session: sessionFixture({
      avatar: {
        id: 'a1b2c3d4-1111-4222-8333-944455566677',
        name: 'Maximiliane Alexandra von Hohenberg-Castellane',
        avatar_name: 'Maximiliane Alexandra von Hohenberg-Castellane',
        image_url: null,
      },
      ended_at: '2026-11-18T10:12:00.000Z',
      outcome: 'neutral',
      summary: `${'The coach reflected the feelings behind the complaint before asking a question. '.repeat(4)}Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt`,
      conversation: [
        {
          role: 'user',
          content: 'Versicherungsbedingungenzusammenfassungsdokumentationsanforderung '.repeat(2),
        },
        { role: 'assistant', content: 'You never listen to me. '.repeat(12) },
      ],
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

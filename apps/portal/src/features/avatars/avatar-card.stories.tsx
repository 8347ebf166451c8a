import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AvatarCard } from './avatar-card';
import { SAMPLE_AVATARS, sampleAvatar } from './fixtures';

/** One avatar in the Avatars tab: picture, name, status, profile excerpt and its actions. */
const meta = {
  title: 'Avatars/AvatarCard',
  component: AvatarCard,
  args: {
    avatar: sampleAvatar(),
    onViewDetails: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onStartSession: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(20rem, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      notes: {
        keyboard: [
          'Tab moves through View details, Edit, Delete and Start Session; Enter or Space activates.',
        ],
        accessibility: [
          'The name is a heading (level 3 unless `headingLevel` says otherwise), so cards are reachable by heading.',
          'The status is written out, never shown by colour alone.',
        ],
        do: ['Show cards in a grid of equal widths; keep the actions in the same order on every card.'],
        dont: ["Don't hide Delete behind hover: keyboard and touch users must see it."],
      },
    },
  },
} satisfies Meta<typeof AvatarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active avatar: every action is available. */
export const Active: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /start session/i }));
    await expect(args.onStartSession).toHaveBeenCalledWith(args.avatar);
  },
};

/** Still being created: no picture yet, Start Session disabled. */
export const Pending: Story = { args: { avatar: SAMPLE_AVATARS[2]! } };

/** A long name and profile wrap inside the card. */
export const LongText: Story = {
  args: {
    avatar: sampleAvatar({
      avatar_name: 'Maximiliane Alexandra von Hohenberg-Castellane',
      character_profile: 'A senior procurement officer who negotiates hard. '.repeat(6),
    }),
  },
};

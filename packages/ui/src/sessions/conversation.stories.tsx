import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Conversation } from './conversation';

/** The turns of a session, the user's and the avatar's, as a transcript. */
const meta = {
  title: 'Sessions/Conversation',
  component: Conversation,
  args: {
    turns: [
      { role: 'user', content: 'I wanted to talk about the deadline for the report.' },
      { role: 'assistant', content: 'Again? I told you last week it was not my fault.' },
      {
        role: 'user',
        content: 'I know. I am not here to blame you; I want us to plan the next one together.',
      },
      { role: 'assistant', content: 'Fine. What do you have in mind?' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(36rem, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      notes: {
        accessibility: [
          'A section with a heading (level 2 unless `headingLevel` says otherwise) and a list of turns.',
          'Each turn names its speaker in text, not only by alignment or colour.',
        ],
        do: ['Pass the scorecard codes to show which turns were coded.'],
      },
    },
  },
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transcript: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Nothing said yet. */
export const Empty: Story = { args: { turns: [] } };

/** A long turn wraps without breaking the layout. */
export const LongTurn: Story = {
  args: {
    turns: [
      {
        role: 'user',
        content: 'I would like to go through everything that happened since March. '.repeat(8),
      },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VideoProgress } from './video-progress';

/** Where the avatar's video reply is: a labelled progress bar and the current stage. */
const meta = {
  title: 'Sessions/VideoProgress',
  component: VideoProgress,
  args: { percent: 40, stage: 'generatingLipSync' },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(28rem, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      notes: {
        accessibility: [
          'A progressbar with its value and a text stage; updates are polite, never interrupting.',
          'The bar stops animating under prefers-reduced-motion.',
        ],
      },
    },
  },
} satisfies Meta<typeof VideoProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Generating: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Uploading: Story = { args: { percent: 5, stage: 'uploading' } };

export const Finalizing: Story = { args: { percent: 95, stage: 'finalizingVideo' } };

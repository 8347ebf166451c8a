import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the code to the clipboard',
    children: (
      <button type="button" className="rb-button rb-button--secondary rb-button--sm" aria-label="Copy">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <rect x="5" y="5" width="8" height="9" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M3 11V3h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Focused from the keyboard: the tooltip shows and describes the button. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the code to the clipboard');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription(
      'Copies the code to the clipboard',
    );
  },
};

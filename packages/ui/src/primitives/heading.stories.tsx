import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './heading';

/**
 * A heading whose level the caller chooses, so a component fits the outline of the page it is
 * placed in (a panel's title is an h2 on its own page and an h3 inside the dashboard's tab).
 */
const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Your sessions' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your sessions' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <div>
      <Heading level={1}>Level 1</Heading>
      <Heading level={2}>Level 2</Heading>
      <Heading level={3}>Level 3</Heading>
      <Heading level={4}>Level 4</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) await expect(canvas.getByRole('heading', { level })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoon } from './coming-soon';
import { NotFound } from './not-found';
import { PlaceholderPanel } from './placeholder-panel';

const meta = {
  title: 'Placeholders/PlaceholderPanel',
  component: PlaceholderPanel,
  args: { title: 'Settings' },
} satisfies Meta<typeof PlaceholderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming in a later release')).toBeVisible();
  },
};

export const PanelWithDescription: Story = {
  args: { title: 'Help', description: 'Guides, videos and ways to reach our support team.' },
};

export const ComingSoonPage: Story = {
  render: () => <ComingSoon />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
  },
};

export const NotFoundPage: Story = {
  render: () => <NotFound />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  },
};

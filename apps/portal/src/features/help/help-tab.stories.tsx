import { LocaleProvider } from '@rebond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_CONTACT, SAMPLE_RESOURCE_LINKS } from './fixtures';
import { HelpTab } from './help-tab';

const meta = {
  title: 'Dashboard/HelpTab',
  component: HelpTab,
  args: { resourceLinks: SAMPLE_RESOURCE_LINKS, contact: SAMPLE_CONTACT },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HelpTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Chat' })).toBeDisabled();
    const status = within(canvas.getByRole('region', { name: 'System Status' }));
    await expect(status.getByText('Maintenance')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Rebond is not a crisis service');
  },
};

export const French: Story = {
  decorators: [
    (Story) => (
      <LocaleProvider locale="fr">
        <Story />
      </LocaleProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aide et assistance' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};

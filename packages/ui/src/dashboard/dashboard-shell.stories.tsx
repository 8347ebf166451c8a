import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { useUiMessages } from '../i18n/use-ui-messages';
import { PlaceholderPanel } from '../placeholders/placeholder-panel';
import { DashboardShell } from './dashboard-shell';
import type { DashboardTab } from './dashboard-tabs';

function Panel({ tab }: { tab: DashboardTab }) {
  const messages = useUiMessages();
  return <PlaceholderPanel title={messages.dashboard.tabs[tab]} headingLevel={1} />;
}

const meta = {
  title: 'Dashboard/DashboardShell',
  component: DashboardShell,
  args: {
    userName: 'Ada Lee',
    tab: 'overview',
    onTabChange: fn(),
    onLogout: fn(),
    renderPanel: (tab) => <Panel tab={tab} />,
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    // Keep the tab in story state so clicking tabs works, while still reporting to the action.
    const [tab, setTab] = useState<DashboardTab>(args.tab);
    return (
      <DashboardShell
        {...args}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};

export const WithoutName: Story = {
  args: { userName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coach')).toBeVisible();
  },
};

export const SwitchTabs: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('history');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'History' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const NarrowMenuClosed: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '22rem', border: '1px dashed var(--rb-color-border-strong)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  },
};

export const NarrowMenuOpen: Story = {
  decorators: NarrowMenuClosed.decorators,
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('tab', { name: 'History' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { name: 'History' })).toBeVisible();
  },
};

export const German: Story = { globals: { locale: 'de' }, args: { tab: 'settings' } };

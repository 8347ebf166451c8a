import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { DashboardShell } from './dashboard-shell';
import { DASHBOARD_TABS, type DashboardTab, isDashboardTab } from './dashboard-tabs';

function Harness({ initial = 'overview', userName }: { initial?: DashboardTab; userName?: string }) {
  const [tab, setTab] = useState<DashboardTab>(initial);
  return (
    <DashboardShell
      userName={userName}
      tab={tab}
      onTabChange={setTab}
      onLogout={() => {}}
      renderPanel={(current) => <h1>Panel {current}</h1>}
    />
  );
}

describe('DashboardShell', () => {
  it('given a user, shows the name and the tabs in order, with the chosen one selected', async () => {
    const { container } = render(<Harness userName="Ada Lee" initial="history" />);
    expect(screen.getByText('Ada Lee')).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Dashboard' });
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Avatars',
      'Create Avatar',
      'Create Session',
      'History',
      'Embed',
      'Profile',
      'Settings',
      'Help',
    ]);
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Panel history');
    await expectNoAxeViolations(container);
  });

  it('given no user name, says Coach', () => {
    render(<Harness userName="  " />);
    expect(screen.getByText('Coach')).toBeInTheDocument();
  });

  it('when a tab is clicked, reports it and shows only its panel', async () => {
    const onTabChange = vi.fn();
    const renderPanel = vi.fn((tab: DashboardTab) => `Panel ${tab}`);
    render(
      <DashboardShell
        tab="overview"
        onTabChange={onTabChange}
        onLogout={() => {}}
        renderPanel={renderPanel}
      />,
    );
    expect(renderPanel).toHaveBeenCalledWith('overview');
    expect(renderPanel).not.toHaveBeenCalledWith('avatars');
    await userEvent.click(screen.getByRole('tab', { name: 'Create Session' }));
    expect(onTabChange).toHaveBeenCalledWith('create-session');
  });

  it('with the keyboard, arrows move between tabs and Enter opens one', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Create Avatar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Create Avatar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel create-avatar');
  });

  it('given children instead of renderPanel, shows them in the active panel', () => {
    render(
      <DashboardShell tab="settings" onTabChange={() => {}} onLogout={() => {}}>
        <p>Settings content</p>
      </DashboardShell>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Settings content');
  });

  it('when Logout is pressed, calls onLogout', async () => {
    const onLogout = vi.fn();
    render(<DashboardShell tab="overview" onTabChange={() => {}} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('the Menu button opens and closes the sidebar on narrow screens, and picking a tab closes it', async () => {
    const { container } = render(<Harness />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const sidebar = container.querySelector('[data-slot="dashboard-sidebar"]');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(sidebar).toHaveAttribute('data-state', 'closed');
  });

  it('exports the tab ids and a guard for them', () => {
    expect(DASHBOARD_TABS).toEqual([
      'overview',
      'avatars',
      'create-avatar',
      'create-session',
      'history',
      'embed',
      'profile',
      'settings',
      'help',
    ]);
    expect(isDashboardTab('history')).toBe(true);
    expect(isDashboardTab('billing')).toBe(false);
  });
});

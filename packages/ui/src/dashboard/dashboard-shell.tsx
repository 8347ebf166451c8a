import * as Tabs from '@radix-ui/react-tabs';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { DASHBOARD_TABS, type DashboardTab, isDashboardTab } from './dashboard-tabs';

export interface DashboardShellProps
  extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'dir'> {
  /** The signed-in user's name. When empty, the sidebar says 'Coach'. */
  userName?: string;
  /** The tab on show. */
  tab: DashboardTab;
  /** The user picked another tab. */
  onTabChange(tab: DashboardTab): void;
  /** The user pressed Logout. */
  onLogout(): void;
  /** Renders the panel of a tab; it is called for the active tab only. Takes precedence over `children`. */
  renderPanel?: (tab: DashboardTab) => ReactNode;
  /** The content of the active panel, when `renderPanel` is not given. */
  children?: ReactNode;
}

/**
 * The coach dashboard layout: a sidebar with the user's name, the tabs (vertical Radix Tabs: arrow
 * keys move between them, Enter opens one) and a Logout button, next to the active panel. When the
 * shell is narrower than 48rem (a container query, so it also works inside narrow frames) the
 * sidebar folds into a 'Menu' button (`data-state="open|closed"` on the sidebar).
 */
export function DashboardShell({
  userName,
  tab,
  onTabChange,
  onLogout,
  renderPanel,
  children,
  className,
  ...props
}: DashboardShellProps) {
  const messages = useUiMessages().dashboard;
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = userName?.trim() || messages.fallbackName;
  const menuState = menuOpen ? 'open' : 'closed';

  return (
    <Tabs.Root
      {...props}
      value={tab}
      onValueChange={(value) => {
        if (!isDashboardTab(value)) return;
        setMenuOpen(false);
        onTabChange(value);
      }}
      orientation="vertical"
      activationMode="manual"
      data-slot="dashboard-shell"
      className={cn('rb-dashboard', className)}
    >
      <div className="rb-dashboard__layout">
        <aside
          data-slot="dashboard-sidebar"
          data-state={menuState}
          aria-label={messages.sidebarLabel}
          className="rb-dashboard__sidebar"
        >
          <div className="rb-dashboard__top">
            <div data-slot="dashboard-user" className="rb-dashboard__user">
              <span className="rb-dashboard__initials" aria-hidden="true">
                {initials(name)}
              </span>
              <span className="rb-dashboard__user-text">
                <span className="rb-dashboard__signed-in">{messages.signedInAs}</span>
                <span data-slot="dashboard-user-name" className="rb-dashboard__name">
                  {name}
                </span>
              </span>
            </div>
            <button
              type="button"
              data-slot="dashboard-menu-toggle"
              data-state={menuState}
              className="rb-dashboard__menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg
                aria-hidden="true"
                focusable="false"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
              {messages.menu}
            </button>
          </div>
          <div id={navId} data-slot="dashboard-nav" data-state={menuState} className="rb-dashboard__nav">
            <Tabs.List
              aria-label={messages.navLabel}
              data-slot="dashboard-tabs"
              className="rb-dashboard__tabs"
            >
              {DASHBOARD_TABS.map((id) => (
                <Tabs.Trigger key={id} value={id} data-slot="dashboard-tab" className="rb-dashboard__tab">
                  {messages.tabs[id]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Button variant="ghost" className="rb-dashboard__logout" onClick={onLogout}>
              {messages.logout}
            </Button>
          </div>
        </aside>
        <main id="main" data-slot="dashboard-main" className="rb-dashboard__main">
          <h1 className="rb-visually-hidden">{`${messages.navLabel}: ${messages.tabs[tab]}`}</h1>
          {DASHBOARD_TABS.map((id) => (
            <Tabs.Content key={id} value={id} data-slot="dashboard-panel" className="rb-dashboard__panel">
              {id === tab ? (renderPanel ? renderPanel(id) : children) : null}
            </Tabs.Content>
          ))}
        </main>
      </div>
    </Tabs.Root>
  );
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => part?.charAt(0).toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

import { DashboardShell, type DashboardTab, PlaceholderPanel, useAuthStore } from '@rebond/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { usePortalMessages } from '../../messages';
import { ConsentSettings } from './consent-settings';

/** `/dashboard/coach`: the shell with its tabs; tabs switch in place, without URL routes (spec). */
export function CoachDashboardPage() {
  const messages = usePortalMessages();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const [tab, setTab] = useState<DashboardTab>('overview');

  const logout = async () => {
    await api.auth.logout();
    useAuthStore.getState().clear();
    navigate('/');
  };

  return (
    <DashboardShell
      userName={user?.name || undefined}
      tab={tab}
      onTabChange={setTab}
      onLogout={() => void logout()}
      renderPanel={(active) => {
        if (active === 'settings') {
          return (
            <>
              <h2>{messages.settings.heading}</h2>
              <ConsentSettings />
            </>
          );
        }
        if (active === 'overview') {
          return (
            <>
              <h2>{messages.overview.welcome(user?.first_name || user?.username || '')}</h2>
              <p>{messages.overview.intro}</p>
              <PlaceholderPanel title={messages.panels.overview} headingLevel={3} />
            </>
          );
        }
        return <PlaceholderPanel title={messages.panels[active]} headingLevel={2} />;
      }}
    />
  );
}

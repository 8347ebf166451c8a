import { DashboardShell, type DashboardTab, isDashboardTab, useAuthStore, useUiMessages } from '@rebond/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api';
import { signOut } from '../../auth/sign-out';
import { focusMainHeading } from '../../focus-main-heading';
import { lazyPanel } from '../../lazy-panel';
import { usePortalMessages } from '../../messages';

/** The overview, the tab most visits open on, is fetched at once, beside this page's code. */
const overviewPanel = import('../../features/overview/overview-panel');

/** Each other tab's code arrives when the tab is first opened, not with the dashboard. */
const OverviewPanel = lazyPanel(() => overviewPanel.then((m) => m.OverviewPanel));
const AvatarsPanel = lazyPanel(() =>
  import('../../features/avatars/avatars-panel').then((m) => m.AvatarsPanel),
);
const CreateAvatarPanel = lazyPanel(() =>
  import('../../features/avatars/create-avatar-panel').then((m) => m.CreateAvatarPanel),
);
const EmbedPanel = lazyPanel(() => import('../embed/embed-panel').then((m) => m.EmbedPanel));
const HelpPanel = lazyPanel(() => import('../../features/help/help-panel').then((m) => m.HelpPanel));
const HistoryPanel = lazyPanel(() => import('../history/history-panel').then((m) => m.HistoryPanel));
const ProfilePanel = lazyPanel(() =>
  import('../../features/profile/profile-panel').then((m) => m.ProfilePanel),
);
const LaunchSessionButton = lazyPanel(() =>
  import('../../features/sessions/launch-session-button').then((m) => m.LaunchSessionButton),
);
const SessionWizardPanel = lazyPanel(() =>
  import('../../features/sessions/session-wizard-panel').then((m) => m.SessionWizardPanel),
);
const SettingsPanel = lazyPanel(() =>
  import('../../features/settings/settings-panel').then((m) => m.SettingsPanel),
);

/** `/dashboard/coach`: the shell with its tabs; tabs switch in place, without URL routes (spec). */
export function CoachDashboardPage() {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const messages = usePortalMessages();
  const tabNames = useUiMessages().dashboard.tabs;
  const location = useLocation();
  // Other pages may open a tab (the /avatars page's Create Avatar sends `state.tab`).
  const requestedTab: unknown = (location.state as { tab?: unknown } | null)?.tab;
  const [tab, setTab] = useState<DashboardTab>(isDashboardTab(requestedTab) ? requestedTab : 'overview');
  /**
   * The avatar chosen with Start Session on the avatars tab: the create-session panel preselects
   * it (spec: "Choosing an avatar on the avatars tab opens create-session with that avatar
   * preselected"). Null when the user opened create-session directly.
   */
  const [sessionAvatarId, setSessionAvatarId] = useState<string | null>(null);
  /** How Settings asked to open the profile (Security tab, or edit mode); cleared on the next tab change. */
  const [profileIntent, setProfileIntent] = useState<'security' | 'edit' | null>(null);

  /**
   * A tab opened by an action inside a panel (a quick action, View Avatars, Start Session): the
   * pressed button is gone with its panel, so focus goes to the main heading, which names the new
   * tab, instead of falling to <body>. The tab list keeps its own focus.
   */
  const openTab = (next: DashboardTab) => {
    setTab(next);
    focusMainHeading();
  };

  /**
   * Start Session in the new avatar's success dialog: a session with it at once, on its Create
   * Video screen, as Launch session does; when one cannot start (another is still active, say),
   * the create-session tab with the avatar chosen, which says why.
   */
  const startSession = async (avatarId: string) => {
    try {
      const session = await api.sessions.create({ avatar_id: avatarId });
      await navigate(`/session/${session.id}/create-video`, {
        state: { sessionId: session.id, fromLaunch: true },
      });
    } catch {
      setSessionAvatarId(avatarId);
      openTab('create-session');
    }
  };

  const logout = async () => {
    await api.auth.logout();
    signOut(navigate, '/');
  };

  return (
    <>
      <title>{messages.documentTitle(tabNames[tab])}</title>
      <DashboardShell
        userName={user?.name || undefined}
        tab={tab}
        onTabChange={(next) => {
          setProfileIntent(null);
          setTab(next);
        }}
        onLogout={() => void logout()}
        renderPanel={(active) => {
          switch (active) {
            case 'overview':
              return (
                <OverviewPanel
                  onCreateSession={() => {
                    setSessionAvatarId(null);
                    openTab('create-session');
                  }}
                  onCreateAvatar={() => openTab('create-avatar')}
                  onManageAvatars={() => openTab('avatars')}
                />
              );
            case 'avatars':
              return (
                <AvatarsPanel
                  onStartSession={(avatar) => {
                    setSessionAvatarId(avatar.id);
                    openTab('create-session');
                  }}
                  onCreateAvatar={() => openTab('create-avatar')}
                />
              );
            case 'create-avatar':
              return (
                <CreateAvatarPanel
                  onViewAvatars={() => openTab('avatars')}
                  onStartSession={(avatarId) => void startSession(avatarId)}
                />
              );
            case 'create-session':
              return (
                <>
                  <LaunchSessionButton />
                  <SessionWizardPanel defaultAvatarId={sessionAvatarId} onBack={() => openTab('overview')} />
                </>
              );
            case 'history':
              return <HistoryPanel />;
            case 'embed':
              return <EmbedPanel />;
            case 'profile':
              return (
                <ProfilePanel
                  key={profileIntent ?? 'view'}
                  defaultTab={profileIntent === 'security' ? 'security' : 'information'}
                  defaultEditing={profileIntent === 'edit'}
                />
              );
            case 'settings':
              return (
                <SettingsPanel
                  onOpenProfile={(intent) => {
                    setProfileIntent(intent);
                    openTab('profile');
                  }}
                />
              );
            case 'help':
              return <HelpPanel />;
          }
        }}
      />
    </>
  );
}

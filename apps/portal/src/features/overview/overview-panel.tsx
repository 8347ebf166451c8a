import { useAuthStore } from '@rebond/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { panelState } from '../../data/panel-state';
import { useSessions } from '../../data/sessions';
import { SkillTrendPanel } from '../../skills/skill-trend-panel';
import { LaunchSessionDialog } from '../sessions/launch-session-button';
import { Overview } from './overview';

export interface OverviewPanelProps {
  /** Create Session (quick action and empty state): open the create-session tab. */
  onCreateSession(): void;
  /** Create Avatar: open the create-avatar tab. */
  onCreateAvatar(): void;
  /** Manage Avatars: open the avatars tab. */
  onManageAvatars(): void;
}

/**
 * The overview tab: the user's sessions from the API as stat cards and the five most recent;
 * Launch session opens the Launch Session modal, a recent session opens /session/{id}.
 */
export function OverviewPanel({ onCreateSession, onCreateAvatar, onManageAvatars }: OverviewPanelProps) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const sessions = useSessions();
  const [launching, setLaunching] = useState(false);

  return (
    <>
      <Overview
        userName={user?.first_name || user?.username || ''}
        status={panelState(sessions)}
        sessions={sessions.data ?? []}
        onRetry={() => void sessions.refetch()}
        onLaunch={() => setLaunching(true)}
        onCreateAvatar={onCreateAvatar}
        onCreateSession={onCreateSession}
        onManageAvatars={onManageAvatars}
        onOpenSession={(id) => navigate(`/session/${id}`)}
      />
      <SkillTrendPanel headingLevel={3} />
      <LaunchSessionDialog open={launching} onOpenChange={setLaunching} />
    </>
  );
}

import type { Session } from '@rebond/sdk';
import { Overview, useAuthStore } from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { SkillTrendPanel } from '../../skills/skill-trend-panel';
import { LaunchSessionDialog } from '../sessions/launch-session-button';

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
  const [sessions, setSessions] = useState<Session[]>([]);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [launching, setLaunching] = useState(false);
  const loads = useRef(0);

  const load = useCallback(async () => {
    const load = ++loads.current;
    setStatus('loading');
    try {
      const list = await api.sessions.listByUser();
      if (load !== loads.current) return;
      setSessions(list);
      setStatus('ready');
    } catch {
      if (load === loads.current) setStatus('error');
    }
  }, []);

  useEffect(() => {
    void load();
    return () => {
      loads.current += 1;
    };
  }, [load]);

  return (
    <>
      <Overview
        userName={user?.first_name || user?.username || ''}
        status={status}
        sessions={sessions}
        onRetry={() => void load()}
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

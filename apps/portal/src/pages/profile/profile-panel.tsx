import type { Session, User } from '@rebond/sdk';
import {
  computeProfileStats,
  type HeadingLevel,
  Profile,
  type ProfileTab,
  toAppUser,
  useAuthStore,
  useProfilePreferencesStore,
} from '@rebond/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api';
import { authStore } from '../../auth/auth-store';
import { SkillTrendPanel } from '../../skills/skill-trend-panel';

export interface ProfilePanelProps {
  /** The tab shown first (Settings' Change Password opens 'security'). @default 'information' */
  defaultTab?: ProfileTab;
  /** Start in edit mode (Settings' Edit Profile and Update Email). @default false */
  defaultEditing?: boolean;
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The profile tab (and the /profile page): the user's record (`GET /users/search` with the signed-in
 * username, as the spec says), stats from their sessions, preferences kept on this device. Saving
 * updates the record and the signed-in user, so the sidebar shows the new name at once.
 */
export function ProfilePanel({ defaultTab, defaultEditing, headingLevel = 2 }: ProfilePanelProps) {
  const username = useAuthStore((state) => state.user?.username);
  const preferences = useProfilePreferencesStore((state) => state.preferences);
  const [user, setUser] = useState<User>();
  const [sessions, setSessions] = useState<Session[]>([]);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const loads = useRef(0);

  const load = useCallback(async () => {
    const load = ++loads.current;
    setState('loading');
    if (!username) {
      setState('error');
      return;
    }
    try {
      // Stats are a bonus: without sessions the profile still shows, with zero stats.
      const [record, list] = await Promise.all([
        api.users.search(username),
        api.sessions.listByUser().catch(() => []),
      ]);
      if (load !== loads.current) return;
      setUser(record);
      setSessions(list);
      setState('ready');
    } catch {
      if (load === loads.current) setState('error');
    }
  }, [username]);

  useEffect(() => {
    void load();
    return () => {
      loads.current += 1;
    };
  }, [load]);

  const stats = useMemo(() => computeProfileStats(sessions), [sessions]);

  return (
    <>
      <Profile
        state={state}
        user={user}
        stats={stats}
        headingLevel={headingLevel}
        {...(defaultTab ? { defaultTab } : {})}
        {...(defaultEditing ? { defaultEditing } : {})}
        preferences={preferences}
        onPreferencesChange={(next) => useProfilePreferencesStore.getState().setPreferences(next)}
        onRetry={() => void load()}
        onSave={async (values) => {
          if (!user) return;
          const updated = await api.users.update(user.id, values);
          setUser(updated);
          const { id, username, email, first_name, last_name, role } = updated;
          authStore.setState({
            user: {
              ...toAppUser({ id, username, email, first_name, last_name, role }),
              createdAt: updated.created_at,
            },
          });
        }}
        onChangePassword={(values) => api.users.changePassword(values)}
      />
      <SkillTrendPanel headingLevel={Math.min(headingLevel + 1, 4) as HeadingLevel} />
    </>
  );
}

import { type HeadingLevel, toAppUser, useAuthStore, useProfilePreferencesStore } from '@rebond/ui';
import { useMemo } from 'react';
import { api } from '../../api';
import { authStore } from '../../auth/auth-store';
import { panelState } from '../../data/panel-state';
import { useSessions } from '../../data/sessions';
import { useUpdateUser, useUserRecord } from '../../data/users';
import { SkillTrendPanel } from '../../skills/skill-trend-panel';
import { Profile, type ProfileTab } from './profile';
import { computeProfileStats } from './profile-stats';

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
  const record = useUserRecord(username);
  // Stats are a bonus: without sessions the profile still shows, with zero stats.
  const sessions = useSessions();
  const update = useUpdateUser();
  const user = record.data;

  const stats = useMemo(() => computeProfileStats(sessions.data ?? []), [sessions.data]);

  return (
    <>
      <Profile
        state={panelState(record)}
        user={user}
        stats={stats}
        headingLevel={headingLevel}
        {...(defaultTab ? { defaultTab } : {})}
        {...(defaultEditing ? { defaultEditing } : {})}
        preferences={preferences}
        onPreferencesChange={(next) => useProfilePreferencesStore.getState().setPreferences(next)}
        onRetry={() => void record.refetch()}
        onSave={async (values) => {
          if (!user) return;
          const updated = await update.mutateAsync({ user, values });
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

import type { Session } from '@rebond/sdk';
import { sessionAvatarName, sessionSeconds } from '@rebond/ui';

/** The four stat cards of the profile. */
export interface ProfileStats {
  /** How many sessions the user has. */
  totalSessions: number;
  /** Minutes coached, summed from the sessions' durations (rounded down). */
  totalMinutes: number;
  /** Consecutive days with a session, counted back from today (or from yesterday if today has none yet). */
  streak: number;
  /** The avatar used in most sessions (the most recent one on a tie); `null` with no sessions. */
  favoriteAvatar: string | null;
}

/** The spec's defaults: no sessions, no minutes, no streak, favourite 'None'. */
export const EMPTY_PROFILE_STATS: ProfileStats = {
  totalSessions: 0,
  totalMinutes: 0,
  streak: 0,
  favoriteAvatar: null,
};

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** Computes the profile's stat cards from the user's sessions, in the browser's time zone. */
export function computeProfileStats(sessions: readonly Session[], now: Date = new Date()): ProfileStats {
  let seconds = 0;
  const days = new Set<string>();
  const uses = new Map<string, { count: number; latest: number }>();
  for (const session of sessions) {
    seconds += sessionSeconds(session) ?? 0;
    const started = new Date(session.started_at);
    days.add(dayKey(started));
    const name = sessionAvatarName(session);
    const use = uses.get(name) ?? { count: 0, latest: 0 };
    uses.set(name, { count: use.count + 1, latest: Math.max(use.latest, started.getTime()) });
  }

  const day = new Date(now);
  if (!days.has(dayKey(day))) day.setDate(day.getDate() - 1);
  let streak = 0;
  while (days.has(dayKey(day))) {
    streak += 1;
    day.setDate(day.getDate() - 1);
  }

  let favoriteAvatar: string | null = null;
  let best = { count: 0, latest: 0 };
  for (const [name, use] of uses) {
    if (use.count > best.count || (use.count === best.count && use.latest > best.latest)) {
      favoriteAvatar = name;
      best = use;
    }
  }

  return { totalSessions: sessions.length, totalMinutes: Math.floor(seconds / 60), streak, favoriteAvatar };
}

import { type Session, sessionStatus } from '@rebond/sdk';
import { parseDurationText } from '@rebond/ui';

/** How many recent sessions the overview lists. */
export const RECENT_SESSION_COUNT = 5;

/** The four stat cards of the overview. */
export interface OverviewStats {
  /** Every session of the user. */
  total: number;
  /** The coach's active sessions (a visitor's open embed session is not one). */
  active: number;
  /** Mean length in minutes of the sessions whose duration text reads (e.g. '4m 12s'); 0 when none. */
  averageMinutes: number;
  /** Percentage (0-100, rounded) of completed sessions whose outcome is positive; 0 when none completed. */
  successRate: number;
}

/** Computes the overview's stat cards from the user's sessions. */
export function overviewStats(
  sessions: readonly Pick<Session, 'ended_at' | 'duration' | 'outcome' | 'embed'>[],
): OverviewStats {
  let active = 0;
  let completed = 0;
  let positive = 0;
  let timed = 0;
  let seconds = 0;
  for (const session of sessions) {
    const status = sessionStatus(session);
    if (status === 'active' && !session.embed) active += 1;
    if (status === 'completed') {
      completed += 1;
      if (session.outcome === 'positive') positive += 1;
    }
    const length = parseDurationText(session.duration);
    if (length !== undefined) {
      timed += 1;
      seconds += length;
    }
  }
  return {
    total: sessions.length,
    active,
    averageMinutes: timed === 0 ? 0 : seconds / 60 / timed,
    successRate: completed === 0 ? 0 : Math.round((positive / completed) * 100),
  };
}

/** The most recent sessions by start date, newest first; unreadable dates sort last. */
export function recentSessions<T extends Pick<Session, 'started_at'>>(
  sessions: readonly T[],
  count: number = RECENT_SESSION_COUNT,
): T[] {
  const time = (session: T) => {
    const value = Date.parse(session.started_at);
    return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY;
  };
  return [...sessions].sort((a, b) => time(b) - time(a)).slice(0, count);
}

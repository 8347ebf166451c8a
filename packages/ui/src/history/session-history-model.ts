import { SESSION_STATUSES, type Session, sessionStatus } from '@rebond/sdk';

export { type SessionStatus, sessionStatus } from '@rebond/sdk';

/**
 * The status filter of the history (spec: All, Active, Completed, Ended): All, the SDK's session
 * statuses, then Ended. The SDK has no status of its own for an ended session: a session is
 * completed when it has ended (`ended_at` set), so Ended shows the sessions with `ended_at`, the
 * same ones as Completed, under the word a coach who closed a session looks for. Built in a pure
 * call, so a bundle that does not use it (say one with only the consent modal) leaves it, and the
 * SDK with it, out.
 */
export const SESSION_FILTERS = /* @__PURE__ */ (() => ['all', ...SESSION_STATUSES, 'ended'] as const)();
export type SessionFilter = (typeof SESSION_FILTERS)[number];

/** The avatar's display name: `avatar_name`, else `name`. */
export function sessionAvatarName(session: Pick<Session, 'avatar'>): string {
  return session.avatar.avatar_name || session.avatar.name;
}

/**
 * Keeps the sessions whose avatar name, summary or id contains the query (case-insensitive) and
 * whose status matches the filter.
 */
export function filterSessions(
  sessions: readonly Session[],
  query: string,
  filter: SessionFilter,
): Session[] {
  const needle = query.trim().toLowerCase();
  return sessions.filter((session) => {
    if (filter === 'ended' ? !session.ended_at : filter !== 'all' && sessionStatus(session) !== filter)
      return false;
    if (!needle) return true;
    return [sessionAvatarName(session), session.summary ?? '', session.id].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/** The three stat cards: total, active and completed sessions. */
export function sessionCounts(sessions: readonly Session[]) {
  let active = 0;
  let completed = 0;
  for (const session of sessions) {
    const status = sessionStatus(session);
    if (status === 'active') active += 1;
    if (status === 'completed') completed += 1;
  }
  return { total: sessions.length, active, completed };
}

/** Reads a duration text such as '4m 12s', '1h 5m' or '45s' as seconds; `undefined` when unreadable. */
export function parseDurationText(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)\s*([hms])/gi)];
  if (parts.length === 0) return undefined;
  let seconds = 0;
  for (const [, value, unit] of parts) {
    const factor = unit?.toLowerCase() === 'h' ? 3600 : unit?.toLowerCase() === 'm' ? 60 : 1;
    seconds += Number(value) * factor;
  }
  return Math.round(seconds);
}

/**
 * The session's length in seconds: its duration text, else computed from start and end. An active
 * session without a duration has none yet (`undefined`).
 */
export function sessionSeconds(
  session: Pick<Session, 'duration' | 'started_at' | 'ended_at'>,
): number | undefined {
  const parsed = parseDurationText(session.duration);
  if (parsed !== undefined) return parsed;
  if (!session.ended_at) return undefined;
  const span = Date.parse(session.ended_at) - Date.parse(session.started_at);
  return Number.isFinite(span) && span >= 0 ? Math.round(span / 1000) : undefined;
}

/** The first 8 characters of an id, as the details modal shows it. */
export const shortId = (id: string) => id.slice(0, 8);

/** How many videos the session has: the server's count, or the listed videos when more. */
export function sessionVideoCount(session: Pick<Session, 'avatar_videos' | 'videos'>): number {
  return Math.max(session.avatar_videos, session.videos.length);
}

/**
 * Whether a visitor on a clinic's website started the session through an embed key. Such a
 * session is the coach's to review and delete, but never the coach's active session: the
 * one-active-session rule, /session/active and the overview's active count leave it out.
 */
export function isEmbedSession(session: Pick<Session, 'embed'>): boolean {
  return Boolean(session.embed);
}

/** The coach's own open session, if any (embed sessions are visitors', not the coach's). */
export function coachActiveSession<T extends Pick<Session, 'ended_at' | 'embed'>>(
  sessions: readonly T[],
): T | undefined {
  return sessions.find((session) => !session.ended_at && !isEmbedSession(session));
}

/** The site of an embed session as people read it: `https://clinic.example` -> `clinic.example`. */
export function embedSite(origin: string): string {
  return origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
}

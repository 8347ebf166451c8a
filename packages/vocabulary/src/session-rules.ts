/** The statuses of a session, in the order screens list them (filters, badges). */
export const SESSION_STATUSES = ['active', 'completed'] as const;

/** The one status model of a session, used by every screen, count and filter. */
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * Spec section 3: a session is completed once `ended_at` is set, else active. A session closed
 * before any exchange is completed too: History, the Overview and every count agree on it.
 */
export function sessionStatus(session: { ended_at: string | null }): SessionStatus {
  return session.ended_at ? 'completed' : 'active';
}

/** The one status model of a session, used by every screen. */
export type SessionStatus = 'active' | 'completed';

/** Spec section 3: a session is completed once `ended_at` is set, else active. */
export function sessionStatus(session: { ended_at: string | null }): SessionStatus {
  return session.ended_at ? 'completed' : 'active';
}

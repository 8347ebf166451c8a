import { toUserMessage } from '@rebond/sdk';
import { coachActiveSession } from '@rebond/ui';
import { api } from '../../api';

/**
 * Where the session that blocks a new one is, when a start was refused because the coach already
 * has an active session ("You already have an active session..."): its page, or /session/active
 * when the list cannot be read. Null for any other failure.
 */
export async function blockingSessionHref(caught: unknown, context: 'sessionLaunch' | 'sessionWizard') {
  const reason = toUserMessage(caught, context);
  if (reason.kind !== 'message' || reason.key !== 'sessionAlreadyActive') return null;
  const active = coachActiveSession(await api.sessions.listByUser().catch(() => []));
  return active ? `/session/${active.id}` : '/session/active';
}

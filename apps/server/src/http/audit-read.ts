import type { Context } from 'hono';
import { audit } from '../audit';
import type { Queryable } from '../db/database';
import { type AppEnv, callerId, clientIp } from './context';

/** Records that the signed-in caller read patient data (a session, its conversation, a video). */
export function auditRead(
  db: Queryable,
  c: Context<AppEnv>,
  recordType: string,
  recordId: string | null,
): Promise<void> {
  return audit(db, { actorId: callerId(c), action: 'read', recordType, recordId, ip: clientIp(c) });
}

import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from './db/database';
import { type AppEnv, callerId, clientIp } from './http/context';

/** Appends to the audit log: who did what to which record, from where. */
export async function audit(
  db: Queryable,
  entry: {
    actorId: string | null;
    action: string;
    recordType: string;
    recordId?: string | null;
    ip?: string;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (id, actor_id, action, record_type, record_id, ip) VALUES ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), entry.actorId, entry.action, entry.recordType, entry.recordId ?? null, entry.ip ?? null],
  );
}

/** Records that the signed-in caller read patient data (a session, its conversation, a video). */
export function auditRead(
  db: Queryable,
  c: Context<AppEnv>,
  recordType: string,
  recordId: string | null,
): Promise<void> {
  return audit(db, { actorId: callerId(c), action: 'read', recordType, recordId, ip: clientIp(c) });
}

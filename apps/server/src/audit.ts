import { randomUUID } from 'node:crypto';
import type { Queryable } from './db/database';

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

/** The ids of every record of the user, as the audit log stores them (text). */
export const OWN_RECORDS = `SELECT $1::text AS id
  UNION ALL SELECT id::text FROM avatars WHERE user_id = $1
  UNION ALL SELECT id::text FROM sessions WHERE user_id = $1
  UNION ALL SELECT id::text FROM videos WHERE user_id = $1
  UNION ALL SELECT id::text FROM jobs WHERE user_id = $1
  UNION ALL SELECT id::text FROM consents WHERE user_id = $1
  UNION ALL SELECT id::text FROM embed_keys WHERE user_id = $1
  UNION ALL SELECT id::text FROM skill_transcripts WHERE user_id = $1`;

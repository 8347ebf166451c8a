import type { AuditEntry } from '@rebond/sdk';
import { OWN_RECORDS } from '../audit';
import { callerId } from '../http/context';
import type { RouteHandlers } from '../http/mount-routes';
import { keyset, toPage } from '../http/pagination';
import type { Services } from '../services';

interface AuditRow {
  id: string;
  actor_id: string | null;
  action: string;
  record_type: string;
  record_id: string | null;
  ip: string | null;
  at: Date | string;
}

/**
 * `GET /users/audit`: the audit log of the caller's records, newest first: what they did, and what
 * others (visitors of their embed keys) did to their records. Another user's entries never show;
 * the address is shown only on the caller's own actions.
 */
export function auditHandlers(services: Services): RouteHandlers<'listAudit'> {
  const { db } = services;
  return {
    listAudit: async (c, { query }) => {
      const userId = callerId(c);
      const set = keyset({ at: 'a.at', id: 'a.id', direction: 'desc' }, query, 2);
      const rows = await db.query<AuditRow & { page_key: string }>(
        `SELECT ${set.column}, a.* FROM audit_log a
          WHERE (a.actor_id = $1 OR a.record_id IN (${OWN_RECORDS})) AND ${set.where} ${set.tail}`,
        [userId, ...set.params],
      );
      return toPage(
        rows,
        set.limit,
        (row): AuditEntry => ({
          id: row.id,
          action: row.action,
          record_type: row.record_type,
          record_id: row.record_id,
          by_you: row.actor_id === userId,
          ip: row.actor_id === userId ? row.ip : null,
          at: new Date(row.at).toISOString(),
        }),
      );
    },
  };
}

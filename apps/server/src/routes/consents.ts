import { randomUUID } from 'node:crypto';
import type { ConsentRecord } from '@rebond/sdk';
import { audit } from '../audit';
import { callerId, clientIp } from '../http/context';
import { notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { keyset, toPage } from '../http/pagination';
import type { Services } from '../services';

interface ConsentRow {
  id: string;
  user_id: string;
  type: ConsentRecord['type'];
  granted: boolean;
  version: string;
  session_id: string | null;
  created_at: Date | string;
}

const toConsent = (row: ConsentRow): ConsentRecord => ({
  id: row.id,
  user_id: row.user_id,
  type: row.type,
  granted: row.granted,
  version: row.version,
  session_id: row.session_id,
  timestamp: new Date(row.created_at).toISOString(),
});

/** The caller's consent ledger: append-only; the newest record of a type is the current choice. */
export function consentHandlers(services: Services): RouteHandlers<'listConsents' | 'createConsent'> {
  const { db } = services;
  return {
    listConsents: async (c, { query }) => {
      const set = keyset({ at: 'created_at', id: 'id', direction: 'desc' }, query, 2);
      const rows = await db.query<ConsentRow & { page_key: string }>(
        `SELECT ${set.column}, * FROM consents WHERE user_id = $1 AND ${set.where} ${set.tail}`,
        [callerId(c), ...set.params],
      );
      return toPage(rows, set.limit, toConsent);
    },

    createConsent: async (c, { body }) => {
      const userId = callerId(c);
      const row = await db.transaction(async (tx) => {
        // A consent names only the caller's own records: another user's session answers 404 like a missing one.
        if (body.session_id) {
          const [own] = await tx.query('SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2', [
            body.session_id,
            userId,
          ]);
          if (!own) throw notFound('Session not found');
        }
        const [created] = await tx.query<ConsentRow>(
          `INSERT INTO consents (id, user_id, type, granted, version, session_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
          [randomUUID(), userId, body.type, body.granted, body.version, body.session_id ?? null],
        );
        await audit(tx, {
          actorId: userId,
          action: body.granted ? 'consent.grant' : 'consent.withdraw',
          recordType: 'consent',
          recordId: created?.id,
          ip: clientIp(c),
        });
        return created;
      });
      if (!row) throw new Error('INSERT returned no row');
      return toConsent(row);
    },
  };
}

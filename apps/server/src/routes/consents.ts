import { randomUUID } from 'node:crypto';
import { ConsentCreateRequest, type ConsentRecord } from '@rebond/sdk';
import { Hono } from 'hono';
import { audit } from '../audit';
import { type AppEnv, callerId, clientIp, requireAuth, type Services } from '../http/context';
import { jsonBody } from '../http/validate';

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
export function consentRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(services));

  app.get('/', async (c) => {
    const rows = await db.query<ConsentRow>(
      'SELECT * FROM consents WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 500',
      [callerId(c)],
    );
    return c.json(rows.map(toConsent));
  });

  app.post('/', async (c) => {
    const body = await jsonBody(c, ConsentCreateRequest);
    const userId = callerId(c);
    const row = await db.transaction(async (tx) => {
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
    return c.json(toConsent(row), 201);
  });

  return app;
}

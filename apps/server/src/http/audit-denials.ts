import { createMiddleware } from 'hono/factory';
import { audit } from '../audit';
import type { Database } from '../db/database';
import { type AppEnv, clientIp } from './context';

const RECORD_ID = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/**
 * Writes to the audit log every signed-in request for a record that was denied (403, or 404: the
 * answer for another user's record, which is never told apart from a missing one), so that probing
 * for other users' records leaves a trace: `access.denied`, the path's first segment as the record
 * type, the record id, the caller and their address. A failure to write it is logged, never the
 * caller's answer.
 */
export const auditDenials = (db: Database) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const status = c.res.status;
    const auth = c.get('auth');
    if (!auth || (status !== 403 && status !== 404)) return;
    const id = RECORD_ID.exec(c.req.path)?.[1];
    if (!id) return;
    await audit(db, {
      actorId: auth.userId,
      action: 'access.denied',
      recordType: c.req.path.split('/')[1] || 'unknown',
      recordId: id,
      ip: clientIp(c),
    }).catch((error) => console.error('audit: a denied request could not be recorded', error));
  });

import { randomUUID } from 'node:crypto';
import { audit } from '../audit';
import { eraseSession } from '../erasure/erase';
import { auditRead } from '../http/audit-read';
import { callerId, clientIp } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import type { Services } from '../services';
import { closeSession } from '../sessions/close-session';
import {
  findAvatar,
  findSession,
  isAvatarActive,
  listSessions,
  type SessionRecord,
  toSession,
} from '../sessions/records';
import { sealTurns } from '../sessions/sealed-texts';

/** The 403 detail of the one-active-session rule; clients match 'already has an active session'. */
export const ALREADY_ACTIVE = 'Coach already has an active session. Close it before starting a new one.';
/** The 403 detail for an avatar that is not active yet; clients match 'Avatar creation not finished'. */
export const AVATAR_NOT_READY =
  'Avatar creation not finished: this avatar has no picture yet. Finish creating it, then start a session.';

/**
 * `/sessions/*`: practice sessions of the signed-in coach. Another user's session answers 404 like
 * a missing one. Answers:
 * - `POST /sessions/create` -> 201 `Session`; 404 unknown avatar, 403 avatar not active or another
 *   session still active (also when two creations race: the database's unique index decides), 400.
 * - `GET /sessions/get/{id}` -> `Session`; `GET /sessions/get_by_user` -> `Session[]`, newest first.
 * - `PUT /sessions/close/{id}` -> `Session` with `ended_at`, `summary` and `outcome`. Closing a
 *   closed session changes nothing and answers it as it is (idempotent, so a double click is safe).
 * - `DELETE /sessions/delete/{id}` -> `{ detail }`: its videos, their media files, its reply jobs
 *   and recordings, then the session.
 */
export function sessionHandlers(
  services: Services,
): RouteHandlers<'createSession' | 'getSession' | 'listSessions' | 'closeSession' | 'deleteSession'> {
  const { db, media, keys } = services;
  /** The answer (`findSession` opened the words sealed with the owner's data key). */
  const shown = (row: SessionRecord) => toSession(row, media);

  const own = async (userId: string, id: string) => {
    const row = await findSession(db, keys, userId, id);
    if (!row) throw notFound('Session not found');
    return row;
  };

  return {
    createSession: async (c, { body }) => {
      const userId = callerId(c);
      const avatar = await findAvatar(db, keys, userId, body.avatar_id);
      if (!avatar) throw notFound('Avatar not found');
      if (!isAvatarActive(avatar)) throw new ApiError(403, AVATAR_NOT_READY);
      const id = randomUUID();
      const patientName = await keys.seal(userId, body.patient_name || null);
      const prompt = await keys.seal(userId, body.session_specific_prompt || null);
      const scenario = body.scenario ? await keys.seal(userId, JSON.stringify(body.scenario)) : null;
      const conversation = await sealTurns(keys, userId, body.conversation ?? []);
      try {
        await db.transaction(async (tx) => {
          const [active] = await tx.query(
            'SELECT id FROM sessions WHERE user_id = $1 AND ended_at IS NULL AND embed_origin IS NULL LIMIT 1',
            [userId],
          );
          if (active) throw new ApiError(403, ALREADY_ACTIVE);
          await tx.query(
            `INSERT INTO sessions (id, user_id, avatar_id, dynamic_session, emotion, session_specific_prompt,
                                 scenario, patient_name, conversation)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              id,
              userId,
              avatar.id,
              body.dynamic_session,
              body.emotion,
              prompt,
              scenario,
              patientName,
              conversation,
            ],
          );
          await audit(tx, {
            actorId: userId,
            action: 'create',
            recordType: 'session',
            recordId: id,
            ip: clientIp(c),
          });
        });
      } catch (error) {
        // Two creations at the same moment both pass the check; the unique index lets one through.
        if ((error as { code?: string }).code === '23505') throw new ApiError(403, ALREADY_ACTIVE);
        throw error;
      }
      return shown(await own(userId, id));
    },

    listSessions: async (c, { query }) => {
      const page = await listSessions(db, keys, callerId(c), query);
      await auditRead(db, c, 'session_list', null);
      return { ...page, items: page.items.map(shown) };
    },

    getSession: async (c, { params }) => {
      const row = await own(callerId(c), params.id);
      await auditRead(db, c, 'session', row.id);
      return shown(row);
    },

    closeSession: async (c, { params: { id } }) => {
      const userId = callerId(c);
      const row = await own(userId, id);
      if (row.ended_at) return shown(row);
      await closeSession(services, row, { actorId: userId, ip: clientIp(c) });
      return shown(await own(userId, id));
    },

    deleteSession: async (c, { params: { id } }) => {
      const userId = callerId(c);
      if (!(await eraseSession(services, { userId, sessionId: id, ip: clientIp(c) }))) {
        throw notFound('Session not found');
      }
      return { detail: 'Session deleted' };
    },
  };
}

import { audit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { revokeOtherFamilies } from '../auth/tokens';
import { eraseUser } from '../erasure/erase';
import { callerId, clientIp, type Services } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import {
  assertAvailable,
  findUserById,
  insertUser,
  mapUniqueViolation,
  toUser,
  type UserRow,
} from '../users';

/**
 * `/users/*`. There is no administrator role, so a user sees and changes only their own record:
 * another user's id or username answers 404 exactly like a missing one, revealing nothing.
 * `/users/create` is public and creates an account like registration, without signing in.
 */
export function userHandlers(
  services: Services,
): RouteHandlers<'createUser' | 'searchUser' | 'listUsers' | 'updateUser' | 'changePassword' | 'deleteUser'> {
  const { db } = services;

  const ownRecord = async (c: Parameters<typeof callerId>[0], id: string): Promise<UserRow> => {
    const row = id === callerId(c) ? await findUserById(db, id) : undefined;
    if (!row) throw notFound('User not found');
    return row;
  };

  return {
    createUser: async (c, { body }) => {
      const password_hash = await hashPassword(body.password);
      const row = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...body, password_hash });
        await audit(tx, {
          actorId: created.id,
          action: 'create',
          recordType: 'user',
          recordId: created.id,
          ip: clientIp(c),
        });
        return created;
      });
      return toUser(row);
    },

    searchUser: async (c, { query: { username } }) => {
      const me = await ownRecord(c, callerId(c));
      if (me.username.toLowerCase() !== username.toLowerCase()) throw notFound('User not found');
      return toUser(me);
    },

    listUsers: async (c, { query: { skip, limit } }) => {
      const me = await ownRecord(c, callerId(c));
      return [toUser(me)].slice(skip, skip + limit);
    },

    updateUser: async (c, { params: { id }, body }) => {
      await ownRecord(c, id);
      const row = await db.transaction(async (tx) => {
        await assertAvailable(tx, { username: body.username, email: body.email }, id);
        try {
          const [updated] = await tx.query<UserRow>(
            `UPDATE users SET
             first_name = COALESCE($2, first_name),
             last_name = COALESCE($3, last_name),
             username = COALESCE($4, username),
             email = COALESCE($5, email),
             tel_number = CASE WHEN $6::boolean THEN $7 ELSE tel_number END,
             updated_at = now()
           WHERE id = $1 RETURNING *`,
            [
              id,
              body.first_name ?? null,
              body.last_name ?? null,
              body.username ?? null,
              body.email ?? null,
              body.tel_number !== undefined,
              body.tel_number || null,
            ],
          );
          await audit(tx, {
            actorId: id,
            action: 'update',
            recordType: 'user',
            recordId: id,
            ip: clientIp(c),
          });
          return updated;
        } catch (error) {
          mapUniqueViolation(error);
        }
      });
      if (!row) throw notFound('User not found');
      return toUser(row);
    },

    /** Needs the current password (throttled like sign-in); revokes every other device's sign-in. */
    changePassword: async (c, { body }) => {
      const me = await ownRecord(c, callerId(c));
      const ip = clientIp(c);
      const identifier = me.username.toLowerCase();
      await assertNotThrottled(db, services.config, identifier, ip);
      if (!(await verifyPassword(body.current_password, me.password_hash))) {
        await recordFailure(db, identifier, ip);
        throw badRequest('Your current password is incorrect');
      }
      const password_hash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          me.id,
          password_hash,
        ]);
        await revokeOtherFamilies(tx, me.id, body.refresh_token);
        await audit(tx, {
          actorId: me.id,
          action: 'password.change',
          recordType: 'user',
          recordId: me.id,
          ip,
        });
      });
      return { detail: 'Password changed' };
    },

    deleteUser: async (c, { params: { id } }) => {
      await ownRecord(c, id);
      await eraseUser(services, { userId: id });
      return { detail: 'User deleted' };
    },
  };
}

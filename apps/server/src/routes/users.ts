import { audit } from '../audit';
import { deviceOf } from '../auth/device-cookie';
import { assertStrongPassword } from '../auth/password-rule';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { endAccess, revokeOtherFamilies } from '../auth/tokens';
import { eraseUser } from '../erasure/erase';
import { callerId, clientIp } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { readPreferences, writePreferences } from '../preferences';
import type { Services } from '../services';
import {
  accountWords,
  assertAvailable,
  findUserById,
  insertUser,
  mapUniqueViolation,
  openUser,
  storedIdentity,
  toUser,
  type UserRow,
} from '../users';

/**
 * `/users/*`. There is no administrator role, so a user sees and changes only their own record:
 * another user's id or username answers 404 exactly like a missing one, revealing nothing.
 * `/users/create` is public and creates an account like registration, without signing in.
 * `/users/preferences` reads and saves the caller's own preferences.
 */
export function userHandlers(
  services: Services,
): RouteHandlers<
  | 'createUser'
  | 'searchUser'
  | 'listUsers'
  | 'updateUser'
  | 'changePassword'
  | 'deleteUser'
  | 'getPreferences'
  | 'updatePreferences'
> {
  const { db, config, limits, keys } = services;

  const ownRecord = async (c: Parameters<typeof callerId>[0], id: string): Promise<UserRow> => {
    const row = id === callerId(c) ? await findUserById(db, keys, id) : undefined;
    if (!row) throw notFound('User not found');
    return row;
  };

  /** The caller's current password, rate-limited and throttled like sign-in: a 400 when wrong or missing. */
  const assertCurrentPassword = async (
    c: Parameters<typeof callerId>[0],
    me: UserRow,
    password: string | undefined,
  ): Promise<void> => {
    limits.take(c, 'password-change', me.id);
    if (!password) throw badRequest('Enter your current password to change your e-mail address');
    const attempt = { account: me.id, ip: clientIp(c), device: deviceOf(c, config.jwtSecret, me.id) };
    await assertNotThrottled(db, config, attempt);
    const slot = { priority: 'sign-in', maxWaitMs: config.passwordQueueMaxWaitMs } as const;
    if (!(await verifyPassword(password, me.password_hash, slot))) {
      await recordFailure(db, attempt);
      throw badRequest('Your current password is incorrect');
    }
  };

  return {
    createUser: async (c, { body }) => {
      limits.take(c, 'sign-up');
      await assertStrongPassword('password', body.password, accountWords(body));
      const password_hash = await hashPassword(
        body.password,
        { priority: 'sign-up', maxWaitMs: config.passwordQueueMaxWaitMs },
        config.passwordHashCost,
      );
      const row = await db.transaction(async (tx) => {
        const created = await insertUser(tx, keys, { ...body, password_hash });
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

    /** A new e-mail needs the current password, checked and throttled like a password change. */
    updateUser: async (c, { params: { id }, body: { current_password, ...body } }) => {
      const me = await ownRecord(c, id);
      const emailChanges = body.email !== undefined && body.email.toLowerCase() !== me.email.toLowerCase();
      if (emailChanges) await assertCurrentPassword(c, me, current_password);
      const row = await db.transaction(async (tx) => {
        await assertAvailable(tx, keys, { username: body.username, email: body.email }, id);
        const identity = await storedIdentity(keys, id, { username: body.username, email: body.email }, tx);
        try {
          const [updated] = await tx.query<UserRow>(
            `UPDATE users SET
             first_name = COALESCE($2, first_name),
             last_name = COALESCE($3, last_name),
             username = COALESCE($4, username),
             email = COALESCE($5, email),
             tel_number = CASE WHEN $6::boolean THEN $7 ELSE tel_number END,
             username_hash = COALESCE($8, username_hash),
             email_hash = COALESCE($9, email_hash),
             updated_at = now()
           WHERE id = $1 RETURNING *`,
            [
              id,
              body.first_name ?? null,
              body.last_name ?? null,
              identity.username,
              identity.email,
              body.tel_number !== undefined,
              body.tel_number || null,
              identity.username_hash,
              identity.email_hash,
            ],
          );
          await audit(tx, {
            actorId: id,
            action: 'update',
            recordType: 'user',
            recordId: id,
            ip: clientIp(c),
          });
          if (emailChanges)
            await audit(tx, {
              actorId: id,
              action: 'email.change',
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
      return toUser(await openUser(keys, row));
    },

    /**
     * Needs the current password (throttled like sign-in); ends every access token at once and
     * revokes every other device's sign-in (this device renews with its own refresh token).
     */
    changePassword: async (c, { body }) => {
      const me = await ownRecord(c, callerId(c));
      const ip = clientIp(c);
      await assertCurrentPassword(c, me, body.current_password);
      const slot = { priority: 'sign-in', maxWaitMs: config.passwordQueueMaxWaitMs } as const;
      await assertStrongPassword('new_password', body.new_password, [
        ...accountWords(me),
        body.current_password,
      ]);
      const password_hash = await hashPassword(
        body.new_password,
        { ...slot, priority: 'sign-up' },
        config.passwordHashCost,
      );
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          me.id,
          password_hash,
        ]);
        await revokeOtherFamilies(tx, me.id, body.refresh_token);
        await endAccess(tx, me.id);
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

    getPreferences: async (c) => readPreferences(db, (await ownRecord(c, callerId(c))).id),

    updatePreferences: async (c, { body }) =>
      writePreferences(db, (await ownRecord(c, callerId(c))).id, body),
  };
}

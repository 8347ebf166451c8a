import { audit } from '../audit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { assertNotThrottled, clearFailures, recordFailure } from '../auth/throttle';
import { issueTokens, revokeRefreshFamily, rotateRefreshToken } from '../auth/tokens';
import { clientIp, type Services } from '../http/context';
import { unauthorized } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import { findUserByLogin, insertUser, toAuthUser } from '../users';

/** One answer for unknown user and wrong password, so neither can be told apart. */
const BAD_CREDENTIALS = 'Incorrect username or password';

/** `/auth/*`: sign-up, sign-in, token refresh and sign-out. */
export function authHandlers(services: Services): RouteHandlers<'register' | 'login' | 'refresh' | 'logout'> {
  const { db, config } = services;
  return {
    register: async (c, { body }) => {
      const password_hash = await hashPassword(body.password);
      const { user, tokens } = await db.transaction(async (tx) => {
        const row = await insertUser(tx, { ...body, password_hash });
        await audit(tx, {
          actorId: row.id,
          action: 'register',
          recordType: 'user',
          recordId: row.id,
          ip: clientIp(c),
        });
        return { user: row, tokens: await issueTokens(tx, config, row) };
      });
      return { ...tokens, user: toAuthUser(user) };
    },

    login: async (c, { body: { username, password } }) => {
      const identifier = username.toLowerCase();
      const ip = clientIp(c);
      await assertNotThrottled(db, config, identifier, ip);
      const user = await findUserByLogin(db, username);
      const valid = user
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstDummy(password);
      if (!user || !valid || !user.account_status) {
        await recordFailure(db, identifier, ip);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await clearFailures(db, identifier);
      const tokens = await db.transaction(async (tx) => {
        await audit(tx, { actorId: user.id, action: 'login', recordType: 'user', recordId: user.id, ip });
        return issueTokens(tx, config, user);
      });
      const { id, ...rest } = toAuthUser(user);
      return { ...tokens, user_id: id, ...rest };
    },

    refresh: async (_c, { body: { refresh_token } }) => rotateRefreshToken(db, config, refresh_token),

    logout: async (c, { body: { refresh_token } }) => {
      const userId = await revokeRefreshFamily(db, refresh_token);
      if (userId)
        await audit(db, {
          actorId: userId,
          action: 'logout',
          recordType: 'user',
          recordId: userId,
          ip: clientIp(c),
        });
      return { detail: 'Signed out' };
    },
  };
}

import { audit } from '../audit';
import { deviceOf, rememberDevice } from '../auth/device-cookie';
import { assertStrongPassword } from '../auth/password-rule';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { assertNotThrottled, clearFailures, recordFailure, unknownAccount } from '../auth/throttle';
import { issueTokens, revokeRefreshFamily, rotateRefreshToken } from '../auth/tokens';
import { CHALLENGE_TTL_SECONDS, signChallenge, twoFactorEnabled } from '../auth/two-factor';
import { clientIp } from '../http/context';
import { unauthorized } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import type { Services } from '../services';
import { accountWords, findUserByLogin, insertUser, toAuthUser } from '../users';

/** One answer for unknown user and wrong password, so neither can be told apart. */
const BAD_CREDENTIALS = 'Incorrect username or password';

/** `/auth/*`: sign-up, sign-in, token refresh and sign-out. */
export function authHandlers(services: Services): RouteHandlers<'register' | 'login' | 'refresh' | 'logout'> {
  const { db, config, limits } = services;
  return {
    register: async (c, { body }) => {
      limits.take(c, 'sign-up');
      await assertStrongPassword('password', body.password, accountWords(body));
      const password_hash = await hashPassword(
        body.password,
        { priority: 'sign-up', maxWaitMs: config.passwordQueueMaxWaitMs },
        config.passwordHashCost,
      );
      const { user, tokens } = await db.transaction(async (tx) => {
        const row = await insertUser(tx, services.keys, { ...body, password_hash });
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
      const ip = clientIp(c);
      const user = await findUserByLogin(db, services.keys, username);
      limits.take(c, 'sign-in', user?.id ?? unknownAccount(username));
      const attempt = {
        account: user?.id ?? unknownAccount(username),
        ip,
        device: user ? deviceOf(c, config.jwtSecret, user.id) : undefined,
      };
      await assertNotThrottled(db, config, attempt);
      const slot = { priority: 'sign-in', maxWaitMs: config.passwordQueueMaxWaitMs } as const;
      const valid = user
        ? await verifyPassword(password, user.password_hash, slot)
        : await verifyAgainstDummy(password, slot, config.passwordHashCost);
      if (!user || !valid || !user.account_status) {
        await recordFailure(db, attempt);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await clearFailures(db, attempt);
      if (await twoFactorEnabled(db, user.id)) {
        await audit(db, {
          actorId: user.id,
          action: '2fa.challenge',
          recordType: 'user',
          recordId: user.id,
          ip,
        });
        return {
          two_factor_required: true as const,
          two_factor_token: await signChallenge(config, user),
          expires_in: CHALLENGE_TTL_SECONDS,
        };
      }
      const tokens = await db.transaction(async (tx) => {
        await audit(tx, { actorId: user.id, action: 'login', recordType: 'user', recordId: user.id, ip });
        return issueTokens(tx, config, user);
      });
      rememberDevice(c, config.jwtSecret, user.id, attempt.device);
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

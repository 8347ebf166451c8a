import { audit } from '../audit';
import { deviceOf, rememberDevice } from '../auth/device-cookie';
import { verifyPassword } from '../auth/passwords';
import { assertNotThrottled, clearFailures, recordFailure } from '../auth/throttle';
import { issueTokens } from '../auth/tokens';
import {
  CHALLENGE_EXPIRED,
  confirmEnrolment,
  disableTwoFactor,
  recoveryCodesLeft,
  spendCode,
  startEnrolment,
  twoFactorEnabled,
  verifyChallenge,
} from '../auth/two-factor';
import { callerId, clientIp } from '../http/context';
import { ApiError, badRequest, unauthorized } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import type { Services } from '../services';
import { findUserById, toAuthUser, type UserRow } from '../users';

const WRONG_CODE = 'That code is not valid. Enter the current code from your app, or a recovery code.';

/**
 * Two-factor sign-in (TOTP): enrolment (with the password), confirmation with a first code (which
 * answers the recovery codes, once), the second step of sign-in, and disabling (password and a
 * code). Wrong passwords and codes count as failed sign-ins of the account (the sign-in throttle).
 */
export function twoFactorHandlers(
  services: Services,
): RouteHandlers<
  'loginTwoFactor' | 'getTwoFactor' | 'setupTwoFactor' | 'enableTwoFactor' | 'disableTwoFactor'
> {
  const { db, config } = services;

  const me = async (c: Parameters<typeof callerId>[0]): Promise<UserRow> => {
    const row = await findUserById(db, services.keys, callerId(c));
    if (!row) throw unauthorized();
    return row;
  };

  const attemptOf = (c: Parameters<typeof clientIp>[0], user: UserRow) => ({
    account: user.id,
    ip: clientIp(c),
    device: deviceOf(c, config.jwtSecret, user.id),
  });

  /** The password again, throttled like a sign-in. */
  const checkPassword = async (c: Parameters<typeof clientIp>[0], user: UserRow, password: string) => {
    const attempt = attemptOf(c, user);
    await assertNotThrottled(db, config, attempt);
    const slot = { priority: 'sign-in', maxWaitMs: config.passwordQueueMaxWaitMs } as const;
    if (!(await verifyPassword(password, user.password_hash, slot))) {
      await recordFailure(db, attempt);
      throw badRequest('password: Your password is incorrect');
    }
  };

  const ownsActiveEmbedKeys = async (userId: string) =>
    (
      await db.query(
        'SELECT 1 FROM embed_keys WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()) LIMIT 1',
        [userId],
      )
    ).length > 0;

  return {
    loginTwoFactor: async (c, { body }) => {
      const { userId, version } = await verifyChallenge(config, body.two_factor_token);
      const user = await findUserById(db, services.keys, userId);
      if (!user?.account_status || user.token_version !== version || !(await twoFactorEnabled(db, user.id))) {
        throw unauthorized(CHALLENGE_EXPIRED);
      }
      const attempt = attemptOf(c, user);
      await assertNotThrottled(db, config, attempt);
      const accepted = await spendCode(db, config, user.id, body.code);
      if (!accepted) {
        await recordFailure(db, attempt);
        await audit(db, {
          actorId: user.id,
          action: '2fa.failure',
          recordType: 'user',
          recordId: user.id,
          ip: attempt.ip,
        });
        throw unauthorized(WRONG_CODE);
      }
      await clearFailures(db, attempt);
      const tokens = await db.transaction(async (tx) => {
        await audit(tx, {
          actorId: user.id,
          action: accepted === 'recovery' ? '2fa.recovery' : 'login',
          recordType: 'user',
          recordId: user.id,
          ip: attempt.ip,
        });
        return issueTokens(tx, config, user);
      });
      rememberDevice(c, config.jwtSecret, user.id, attempt.device);
      const { id, ...rest } = toAuthUser(user);
      return { ...tokens, user_id: id, ...rest };
    },

    getTwoFactor: async (c) => {
      const user = await me(c);
      return {
        enabled: await twoFactorEnabled(db, user.id),
        recovery_codes_left: await recoveryCodesLeft(db, user.id),
        required: config.require2faForEmbedKeys && (await ownsActiveEmbedKeys(user.id)),
      };
    },

    setupTwoFactor: async (c, { body }) => {
      const user = await me(c);
      await checkPassword(c, user, body.password);
      if (await twoFactorEnabled(db, user.id)) {
        throw new ApiError(409, 'Two-factor sign-in is already on. Turn it off first to set up another app.');
      }
      const setup = await startEnrolment(db, config, user);
      await audit(db, {
        actorId: user.id,
        action: '2fa.setup',
        recordType: 'user',
        recordId: user.id,
        ip: clientIp(c),
      });
      return setup;
    },

    enableTwoFactor: async (c, { body }) => {
      const user = await me(c);
      if (await twoFactorEnabled(db, user.id)) throw new ApiError(409, 'Two-factor sign-in is already on.');
      const attempt = attemptOf(c, user);
      await assertNotThrottled(db, config, attempt);
      const recovery_codes = await db.transaction(async (tx) => {
        const codes = await confirmEnrolment(tx, config, user.id, body.code);
        if (codes) {
          await audit(tx, {
            actorId: user.id,
            action: '2fa.enable',
            recordType: 'user',
            recordId: user.id,
            ip: attempt.ip,
          });
        }
        return codes;
      });
      if (!recovery_codes) {
        await recordFailure(db, attempt);
        throw badRequest(
          'code: That code is not valid. Start the setup again if the app shows no Rebond entry.',
        );
      }
      return { recovery_codes };
    },

    disableTwoFactor: async (c, { body }) => {
      const user = await me(c);
      if (!(await twoFactorEnabled(db, user.id))) throw badRequest('Two-factor sign-in is not on.');
      if (config.require2faForEmbedKeys && (await ownsActiveEmbedKeys(user.id))) {
        throw new ApiError(
          403,
          'Two-factor sign-in is required while you have embed keys. Revoke them first.',
        );
      }
      await checkPassword(c, user, body.password);
      const attempt = attemptOf(c, user);
      if (!(await spendCode(db, config, user.id, body.code))) {
        await recordFailure(db, attempt);
        throw badRequest(`code: ${WRONG_CODE}`);
      }
      await db.transaction(async (tx) => {
        await disableTwoFactor(tx, user.id);
        await audit(tx, {
          actorId: user.id,
          action: '2fa.disable',
          recordType: 'user',
          recordId: user.id,
          ip: attempt.ip,
        });
      });
      return { detail: 'Two-factor sign-in is off' };
    },
  };
}

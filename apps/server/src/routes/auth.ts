import { LoginRequest, RefreshRequest, RegisterRequest } from '@rebond/sdk';
import { Hono } from 'hono';
import { audit } from '../audit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { assertNotThrottled, clearFailures, recordFailure } from '../auth/throttle';
import { issueTokens, revokeRefreshFamily, rotateRefreshToken } from '../auth/tokens';
import { type AppEnv, clientIp, type Services } from '../http/context';
import { unauthorized } from '../http/errors';
import { formBody, jsonBody } from '../http/validate';
import { findUserByLogin, insertUser, toAuthUser } from '../users';

/** One answer for unknown user and wrong password, so neither can be told apart. */
const BAD_CREDENTIALS = 'Incorrect username or password';

export function authRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<AppEnv>();

  app.post('/register', async (c) => {
    const body = await jsonBody(c, RegisterRequest);
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
    return c.json({ ...tokens, user: toAuthUser(user) }, 201);
  });

  app.post('/login', async (c) => {
    const { username, password } = await formBody(c, LoginRequest);
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
    return c.json({ ...tokens, user_id: id, ...rest });
  });

  app.post('/refresh', async (c) => {
    const { refresh_token } = await jsonBody(c, RefreshRequest);
    return c.json(await rotateRefreshToken(db, config, refresh_token));
  });

  app.post('/logout', async (c) => {
    const { refresh_token } = await jsonBody(c, RefreshRequest);
    await revokeRefreshFamily(db, refresh_token);
    return c.json({ detail: 'Signed out' });
  });

  return app;
}

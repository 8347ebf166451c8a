import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type AppEnv, overTls } from '../http/context';

/** The cookie that marks a browser which signed in to an account before (OWASP device cookies). */
export const DEVICE_COOKIE = 'rebond_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const keyOf = (secret: Uint8Array) => createHmac('sha256', secret).update('rebond device cookies').digest();

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/**
 * The device id of this browser for `userId`, when it sends a device cookie that this server signed
 * for that account; undefined otherwise (a forged, foreign or missing cookie: an untrusted device).
 */
export function deviceOf(c: Context, secret: Uint8Array, userId: string): string | undefined {
  const [user, device, signature] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
  if (user !== userId || !device || !signature) return undefined;
  const expected = Buffer.from(sign(secret, `${user}.${device}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : undefined;
}

/** Gives the browser a device cookie for `userId` after a successful sign-in (keeps a valid one). */
export function rememberDevice(
  c: Context<AppEnv>,
  secret: Uint8Array,
  userId: string,
  device?: string,
): void {
  const id = device ?? randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${userId}.${id}.${sign(secret, `${userId}.${id}`)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    // Over TLS, directly or behind a TLS-terminating proxy trusted with TRUST_PROXY.
    secure: overTls(c),
    maxAge: MAX_AGE_SECONDS,
  });
}

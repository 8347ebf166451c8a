import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { unauthorized } from '../http/errors';
import { SecretBox } from './secret-box';

/**
 * Two-factor sign-in with TOTP (RFC 6238 through `otplib`: 30-second steps, six digits, one step
 * of clock drift either way). The secret is sealed in the database (`SecretBox`, under the media
 * master key); a code's time step is remembered so no code works twice. Ten recovery codes are
 * made when it is switched on, shown once and kept as keyed hashes; each works once.
 */
const ISSUER = 'Rebond';
const RECOVERY_CODES = 10;
const CHALLENGE_ISSUER = 'rebond-2fa';
/** How long the second step of a sign-in stays open, in seconds. */
export const CHALLENGE_TTL_SECONDS = 300;

interface TwoFactorRow {
  secret_sealed: string;
  enabled_at: Date | string | null;
  last_time_step: string | number | null;
}

/** The media master key, which seals the secrets and keys the recovery codes' hashes. */
function masterKey(config: ServerConfig): Uint8Array {
  const key = config.media.encryptionKey;
  if (!key) throw new Error('two-factor sign-in needs MEDIA_ENCRYPTION_KEY or DATA_DIR/media-key');
  return key;
}

const boxes = new WeakMap<ServerConfig, SecretBox>();
const boxOf = (config: ServerConfig) => {
  let box = boxes.get(config);
  if (!box) {
    box = new SecretBox(masterKey(config), 'two-factor secret');
    boxes.set(config, box);
  }
  return box;
};

const recoveryHash = (config: ServerConfig, code: string) =>
  createHmac('sha256', masterKey(config))
    .update(`rebond recovery code\n${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`)
    .digest('base64url');

/** `xxxxx-xxxxx` from an alphabet without look-alikes (about 50 bits each). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

async function rowOf(db: Queryable, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.query<TwoFactorRow>(
    'SELECT secret_sealed, enabled_at, last_time_step FROM two_factor WHERE user_id = $1',
    [userId],
  );
  return row;
}

export async function twoFactorEnabled(db: Queryable, userId: string): Promise<boolean> {
  return Boolean((await rowOf(db, userId))?.enabled_at);
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    'SELECT count(*)::int AS left FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return row?.left ?? 0;
}

/** A new secret for `userId` (replacing an unconfirmed one), with its URI and QR code. */
export async function startEnrolment(
  db: Queryable,
  config: ServerConfig,
  user: { id: string; username: string },
): Promise<{ secret: string; otpauth_uri: string; qr_code: string }> {
  const secret = generateSecret();
  await db.query(
    `INSERT INTO two_factor (user_id, secret_sealed) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_time_step = NULL, created_at = now()`,
    [user.id, boxOf(config).seal(secret, user.id)],
  );
  const otpauth_uri = generateURI({ issuer: ISSUER, label: user.username, secret });
  const svg = await QRCode.toString(otpauth_uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a six-digit code against the secret, once per time step: a match moves `last_time_step`
 * on (in the same statement that checks it, so two requests cannot both spend one code).
 */
async function spendTotp(
  db: Queryable,
  config: ServerConfig,
  userId: string,
  code: string,
): Promise<boolean> {
  const row = await rowOf(db, userId);
  if (!row || !/^\d{6}$/.test(code)) return false;
  const secret = boxOf(config).open(row.secret_sealed, userId);
  const after = row.last_time_step === null ? undefined : Number(row.last_time_step);
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: 30,
    ...(after === undefined ? {} : { afterTimeStep: after }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const spent = await db.query(
    `UPDATE two_factor SET last_time_step = $2
      WHERE user_id = $1 AND (last_time_step IS NULL OR last_time_step < $2) RETURNING user_id`,
    [userId, result.timeStep],
  );
  return spent.length === 1;
}

async function spendRecoveryCode(db: Queryable, config: ServerConfig, userId: string, code: string) {
  const hash = recoveryHash(config, code);
  const rows = await db.query<{ id: string; code_hash: string }>(
    'SELECT id, code_hash FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  const match = rows.find((row) => {
    const stored = Buffer.from(row.code_hash);
    const given = Buffer.from(hash);
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  if (!match) return false;
  const spent = await db.query(
    'UPDATE two_factor_recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [match.id],
  );
  return spent.length === 1;
}

/** How a code was accepted: from the app, or as a recovery code (now spent); `false` when refused. */
export type CodeCheck = 'totp' | 'recovery' | false;

/** Spends a code of an enabled account: a TOTP code, or else a recovery code. */
export async function spendCode(
  db: Queryable,
  config: ServerConfig,
  userId: string,
  code: string,
): Promise<CodeCheck> {
  const trimmed = code.replace(/\s+/g, '');
  if (await spendTotp(db, config, userId, trimmed)) return 'totp';
  if (/^\d{6}$/.test(trimmed)) return false;
  return (await spendRecoveryCode(db, config, userId, trimmed)) ? 'recovery' : false;
}

/** Confirms enrolment with a first TOTP code: switches it on and answers fresh recovery codes. */
export async function confirmEnrolment(
  db: Queryable,
  config: ServerConfig,
  userId: string,
  code: string,
): Promise<string[] | undefined> {
  if (!(await spendTotp(db, config, userId, code.replace(/\s+/g, '')))) return undefined;
  await db.query('UPDATE two_factor SET enabled_at = now() WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  for (const recovery of codes) {
    await db.query('INSERT INTO two_factor_recovery_codes (id, user_id, code_hash) VALUES ($1, $2, $3)', [
      randomUUID(),
      userId,
      recoveryHash(config, recovery),
    ]);
  }
  return codes;
}

export async function disableTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor WHERE user_id = $1', [userId]);
}

/**
 * The second step's token: signed like access tokens but for another issuer, so it opens no other
 * call; it names the user and their token version (a sign-out in between ends it).
 */
export function signChallenge(config: ServerConfig, user: { id: string; token_version: number }) {
  return new SignJWT({ ver: user.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(CHALLENGE_ISSUER)
    .setIssuedAt(config.clock.now())
    .setExpirationTime(Math.floor(config.clock.now().getTime() / 1000) + CHALLENGE_TTL_SECONDS)
    .sign(config.jwtSecret);
}

export const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';

/** The user and token version a second-step token was signed for; 401 when it is not valid. */
export async function verifyChallenge(
  config: ServerConfig,
  token: string,
): Promise<{ userId: string; version: unknown }> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: CHALLENGE_ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: config.clock.now(),
    });
    return { userId: String(payload.sub), version: payload.ver };
  } catch {
    throw unauthorized(CHALLENGE_EXPIRED);
  }
}

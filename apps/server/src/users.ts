import { randomUUID } from 'node:crypto';
import type { AuthUser, User } from '@rebond/sdk';
import type { UserKeys } from './data-keys/user-keys';
import type { Queryable } from './db/database';
import { badRequest } from './http/errors';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  tel_number: string | null;
  password_hash: string;
  role: 'coach' | 'patient';
  account_status: boolean;
  /** Moves on at sign-out and password change, ending every access token signed before. */
  token_version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    email: row.email,
    tel_number: row.tel_number,
    role: row.role,
    account_status: row.account_status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
  };
}

/** The account's own words, which a password must not lean on. */
export const accountWords = (fields: {
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
}) => [fields.first_name, fields.last_name, fields.username, fields.email];

/**
 * How a username and an e-mail are stored: each sealed with the user's data key, so deleting the
 * account shreds them, beside its keyed hash (`UserKeys.lookupHash`), which sign-in and the
 * uniqueness check look up. Rows of an older version hold them in clear with no hash until the
 * re-seal pass (`data-keys/reseal.ts`) reaches them; the lookups below find those too.
 */
export async function storedIdentity(
  keys: UserKeys,
  userId: string,
  fields: { username?: string | undefined; email?: string | undefined },
  q: Queryable,
) {
  const seal = (value: string | undefined) => (value === undefined ? null : keys.seal(userId, value, q));
  const hash = (value: string | undefined) => (value === undefined ? null : keys.lookupHash(value));
  return {
    username: await seal(fields.username),
    email: await seal(fields.email),
    username_hash: hash(fields.username),
    email_hash: hash(fields.email),
  };
}

/** The row with its username and e-mail in clear (`q`: the transaction it was read in, if any). */
export async function openUser(keys: UserKeys, row: UserRow, q?: Queryable): Promise<UserRow> {
  return {
    ...row,
    username: await keys.open(row.id, row.username, q),
    email: await keys.open(row.id, row.email, q),
  };
}

/** Usernames and e-mails are unique regardless of case. */
export async function assertAvailable(
  q: Queryable,
  keys: UserKeys,
  fields: { username?: string | undefined; email?: string | undefined },
  exceptId?: string,
): Promise<void> {
  const username = fields.username ?? null;
  const email = fields.email ?? null;
  const [taken] = await q.query<{ username: boolean; email: boolean }>(
    `SELECT bool_or(username_hash = $1 OR (username_hash IS NULL AND lower(username) = lower($3))) AS username,
            bool_or(email_hash = $2 OR (email_hash IS NULL AND lower(email) = lower($4))) AS email
       FROM users WHERE id IS DISTINCT FROM $5`,
    [
      username === null ? null : keys.lookupHash(username),
      email === null ? null : keys.lookupHash(email),
      username,
      email,
      exceptId ?? null,
    ],
  );
  if (taken?.username) throw badRequest('Username already registered');
  if (taken?.email) throw badRequest('Email already registered');
}

/** Turns a unique-index race (two sign-ups at once) into the same 400 as the pre-check. */
export function mapUniqueViolation(error: unknown): never {
  const info = error as { code?: string; constraint?: string; message?: string };
  if (info.code === '23505') {
    const what = `${info.constraint ?? ''} ${info.message ?? ''}`;
    throw badRequest(what.includes('email') ? 'Email already registered' : 'Username already registered');
  }
  throw error;
}

export async function insertUser(
  q: Queryable,
  keys: UserKeys,
  fields: {
    first_name: string;
    last_name: string;
    username: string;
    email: string;
    password_hash: string;
    tel_number?: string | undefined;
  },
): Promise<UserRow> {
  await assertAvailable(q, keys, fields);
  const id = randomUUID();
  const identity = await storedIdentity(keys, id, fields, q);
  try {
    const [row] = await q.query<UserRow>(
      `INSERT INTO users (id, first_name, last_name, username, email, username_hash, email_hash, tel_number,
                          password_hash, role)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'coach') RETURNING *`,
      [
        id,
        fields.first_name,
        fields.last_name,
        identity.username,
        identity.email,
        identity.username_hash,
        identity.email_hash,
        fields.tel_number || null,
        fields.password_hash,
      ],
    );
    if (!row) throw new Error('INSERT returned no row');
    return { ...row, username: fields.username, email: fields.email };
  } catch (error) {
    mapUniqueViolation(error);
  }
}

export async function findUserById(db: Queryable, keys: UserKeys, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row && openUser(keys, row, db);
}

/** Finds by username or e-mail, case-insensitively. */
export async function findUserByLogin(
  db: Queryable,
  keys: UserKeys,
  login: string,
): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT * FROM users
      WHERE username_hash = $1 OR email_hash = $1
         OR (username_hash IS NULL AND (lower(username) = lower($2) OR lower(email) = lower($2)))
      LIMIT 1`,
    [keys.lookupHash(login), login],
  );
  return row && openUser(keys, row, db);
}

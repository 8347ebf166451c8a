import { randomUUID } from 'node:crypto';
import type { AuthUser, User } from '@rebond/sdk';
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

/** Usernames and e-mails are unique regardless of case. */
export async function assertAvailable(
  db: Queryable,
  fields: { username?: string; email?: string },
  exceptId?: string,
): Promise<void> {
  const rows = await db.query<{ username: string; email: string }>(
    `SELECT username, email FROM users
      WHERE (lower(username) = lower($1) OR lower(email) = lower($2)) AND id IS DISTINCT FROM $3`,
    [fields.username ?? null, fields.email ?? null, exceptId ?? null],
  );
  if (fields.username && rows.some((row) => row.username.toLowerCase() === fields.username?.toLowerCase())) {
    throw badRequest('Username already registered');
  }
  if (fields.email && rows.some((row) => row.email.toLowerCase() === fields.email?.toLowerCase())) {
    throw badRequest('Email already registered');
  }
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
  db: Queryable,
  fields: {
    first_name: string;
    last_name: string;
    username: string;
    email: string;
    password_hash: string;
    tel_number?: string | undefined;
  },
): Promise<UserRow> {
  await assertAvailable(db, fields);
  try {
    const [row] = await db.query<UserRow>(
      `INSERT INTO users (id, first_name, last_name, username, email, tel_number, password_hash, role)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'coach') RETURNING *`,
      [
        randomUUID(),
        fields.first_name,
        fields.last_name,
        fields.username,
        fields.email,
        fields.tel_number || null,
        fields.password_hash,
      ],
    );
    if (!row) throw new Error('INSERT returned no row');
    return row;
  } catch (error) {
    mapUniqueViolation(error);
  }
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row;
}

/** Finds by username or e-mail, case-insensitively. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    'SELECT * FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1',
    [login],
  );
  return row;
}

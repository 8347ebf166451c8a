import { DEFAULT_PREFERENCES } from '@rebond/sdk';
import { UserPreferences } from '@rebond/sdk/contract';
import type { Queryable } from './db/database';

/**
 * A user's preferences: what they saved (`users.preferences`), over the defaults for anything not
 * saved yet. Read by `GET /users/preferences` and by the session summary (its language).
 */
export async function readPreferences(db: Queryable, userId: string): Promise<UserPreferences> {
  const [row] = await db.query<{ preferences: Partial<UserPreferences> | null }>(
    'SELECT preferences FROM users WHERE id = $1',
    [userId],
  );
  const saved = UserPreferences.safeParse({ ...DEFAULT_PREFERENCES, ...(row?.preferences ?? {}) });
  return saved.success ? saved.data : DEFAULT_PREFERENCES;
}

/** Saves a user's preferences (already validated against the contract) and answers them. */
export async function writePreferences(
  db: Queryable,
  userId: string,
  preferences: UserPreferences,
): Promise<UserPreferences> {
  await db.query('UPDATE users SET preferences = $2::jsonb, updated_at = now() WHERE id = $1', [
    userId,
    JSON.stringify(preferences),
  ]);
  return preferences;
}

import type { Database } from '../db/database';
import { JOB_WORD_FIELDS, type JobWords } from '../jobs/sealed-words';
import { isSealed, sealText } from './field-cipher';
import type { UserKeys } from './user-keys';

/** Rows taken at a time. */
const BATCH = 200;

/** Text columns sealed whole (`rbe1:` text). */
const TEXT_COLUMNS: readonly [table: string, column: string][] = [
  ['sessions', 'patient_name'],
  ['sessions', 'session_specific_prompt'],
  ['sessions', 'summary'],
  ['videos', 'user_transcript'],
  ['videos', 'avatar_script'],
  ['avatars', 'character_profile'],
  ['skill_transcripts', 'title'],
  ['skill_transcripts', 'coach_label'],
  ['skill_transcripts', 'client_label'],
];

/** jsonb columns sealed whole (one sealed JSON string). */
const JSON_COLUMNS: readonly [table: string, column: string][] = [
  ['avatars', 'case_formulation'],
  ['skill_transcripts', 'conversation'],
  ['skill_transcripts', 'codes'],
];

/** A jsonb object with one of the job's word fields not sealed. */
const clearWords = (column: string) =>
  `EXISTS (SELECT 1 FROM jsonb_each(${column}) e WHERE e.key = ANY($1::text[])
             AND NOT (jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' LIKE 'rbe1:%'))`;

/**
 * Seals what was stored in clear before the columns were sealed (sessions/sealed-texts.ts,
 * avatars/sealed-avatar.ts, skills/sealed-transcripts.ts, jobs/sealed-words.ts), so that deleting a
 * key shreds old rows too. It cannot be an SQL migration: the keys are wrapped by the master key,
 * which never enters the database. It runs in the background at every start of a process that
 * runs jobs (a database with nothing left in clear answers each query with no rows); each row is replaced only if it still
 * holds the value read (compare and set), so a write at the same moment, or another server doing
 * the same pass, wins. Answers how many values were sealed.
 */
export async function resealClearTexts(db: Database, keys: UserKeys, words: JobWords): Promise<number> {
  let sealed = 0;
  /** Reads a batch with `select`, replaces each row's value with `seal(row)` where unchanged. */
  const pass = async <R extends { id: string; user_id: string; value: unknown }>(
    select: string,
    params: unknown[],
    update: string,
    seal: (key: Buffer, row: R) => Promise<unknown> | unknown,
  ) => {
    for (;;) {
      const rows = await db.query<R>(select, params);
      let changed = 0;
      for (const row of rows) {
        const value = await seal(await keys.keyOf(row.user_id), row);
        const stored = typeof row.value === 'string' ? row.value : JSON.stringify(row.value);
        const done = await db.query(update, [row.id, stored, value]);
        changed += done.length;
      }
      sealed += changed;
      if (rows.length < BATCH || changed === 0) return;
    }
  };
  for (const [table, column] of TEXT_COLUMNS) {
    await pass<{ id: string; user_id: string; value: string }>(
      `SELECT id, user_id, ${column} AS value FROM ${table}
        WHERE ${column} IS NOT NULL AND ${column} NOT LIKE 'rbe1:%' LIMIT ${BATCH}`,
      [],
      `UPDATE ${table} SET ${column} = $3 WHERE id = $1 AND ${column} = $2 RETURNING id`,
      (key, row) => sealText(key, row.user_id, row.value),
    );
  }
  for (const [table, column] of JSON_COLUMNS) {
    await pass<{ id: string; user_id: string; value: unknown }>(
      `SELECT id, user_id, ${column} AS value FROM ${table}
        WHERE ${column} IS NOT NULL AND jsonb_typeof(${column}) <> 'string' LIMIT ${BATCH}`,
      [],
      `UPDATE ${table} SET ${column} = $3::jsonb WHERE id = $1 AND ${column} = $2::jsonb RETURNING id`,
      (key, row) => JSON.stringify(sealText(key, row.user_id, JSON.stringify(row.value))),
    );
  }
  await pass<{ id: string; user_id: string; value: unknown[] }>(
    `SELECT id, user_id, conversation AS value FROM sessions
      WHERE jsonb_typeof(conversation) = 'array'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(conversation) t WHERE jsonb_typeof(t) <> 'string')
      LIMIT ${BATCH}`,
    [],
    `UPDATE sessions SET conversation = $3::jsonb WHERE id = $1 AND conversation = $2::jsonb RETURNING id`,
    (key, row) =>
      JSON.stringify(
        row.value.map((turn) =>
          typeof turn === 'string' && isSealed(turn)
            ? turn
            : sealText(key, row.user_id, JSON.stringify(turn)),
        ),
      ),
  );
  for (const column of ['payload', 'job_data']) {
    await pass<{ id: string; user_id: string; value: Record<string, unknown> }>(
      `SELECT id, user_id, ${column} AS value FROM jobs WHERE ${clearWords(column)} LIMIT ${BATCH}`,
      [JOB_WORD_FIELDS],
      `UPDATE jobs SET ${column} = $3::jsonb WHERE id = $1 AND ${column} = $2::jsonb RETURNING id`,
      async (_, row) => JSON.stringify(await words.seal(row.user_id, row.value)),
    );
  }
  // Usernames and e-mails (users.ts): sealed, with the keyed hashes sign-in looks up.
  await pass<{ id: string; user_id: string; value: { username: string; email: string } }>(
    `SELECT id, id AS user_id, jsonb_build_object('username', username, 'email', email) AS value
       FROM users WHERE username_hash IS NULL LIMIT ${BATCH}`,
    [],
    `UPDATE users SET username = $3::jsonb->>'username', email = $3::jsonb->>'email',
            username_hash = decode($3::jsonb->>'username_hash', 'hex'),
            email_hash = decode($3::jsonb->>'email_hash', 'hex')
      WHERE id = $1 AND username_hash IS NULL
        AND jsonb_build_object('username', username, 'email', email) = $2::jsonb
      RETURNING id`,
    (key, row) =>
      JSON.stringify({
        username: sealText(key, row.user_id, row.value.username),
        email: sealText(key, row.user_id, row.value.email),
        username_hash: keys.lookupHash(row.value.username).toString('hex'),
        email_hash: keys.lookupHash(row.value.email).toString('hex'),
      }),
  );
  return sealed;
}

import type { Scenario, SessionTurn } from '@rebond/sdk';
import { isSealed, openText, sealText } from '../data-keys/field-cipher';
import type { UserKeys } from '../data-keys/user-keys';
import type { Queryable } from '../db/database';

/**
 * A session's words sealed with its coach's data key (data-keys/): the client's name, the scenario,
 * the summary, each turn of the conversation and each reply's transcript and script. A stored
 * conversation is a JSON array whose turns are sealed one by one (a string each), so a new turn is
 * still appended in SQL (`conversation || $2::jsonb`) without reading the others; a turn stored
 * before sealing is an object and is read as it is, like any other column's legacy plain text.
 */

/**
 * The turns as the JSON text of an array of sealed turns, ready for `conversation` or `|| $n::jsonb`
 * (`q`: the transaction they are written in, if any; see `UserKeys.keyOf`).
 */
export async function sealTurns(
  keys: UserKeys,
  userId: string,
  turns: readonly SessionTurn[],
  q?: Queryable,
): Promise<string> {
  const key = await keys.keyOf(userId, q);
  return JSON.stringify(turns.map((turn) => sealText(key, userId, JSON.stringify(turn))));
}

/** A stored conversation in clear: sealed turns opened, legacy turns as they are. */
export async function openTurns(
  keys: UserKeys,
  userId: string,
  stored: readonly unknown[],
  q?: Queryable,
): Promise<SessionTurn[]> {
  if (!stored.some((turn) => typeof turn === 'string')) return stored as SessionTurn[];
  const key = await keys.keyOf(userId, q);
  return stored.map((turn) =>
    typeof turn === 'string' && isSealed(turn)
      ? (JSON.parse(openText(key, userId, turn)) as SessionTurn)
      : (turn as SessionTurn),
  );
}

/** The sealed text columns of a `sessions` row. */
interface SessionTexts {
  user_id: string;
  patient_name: string | null;
  session_specific_prompt: string | null;
  /** The structured scenario: sealed JSON as stored, the contract's `Scenario` once opened. */
  scenario: Scenario | string | null;
  summary: string | null;
  conversation: SessionTurn[];
}

/** A `sessions` row with its words in clear. */
export async function openSession<R extends SessionTexts>(keys: UserKeys, row: R): Promise<R> {
  const { user_id: userId } = row;
  return {
    ...row,
    patient_name: await keys.open(userId, row.patient_name),
    session_specific_prompt: await keys.open(userId, row.session_specific_prompt),
    scenario:
      typeof row.scenario === 'string' ? JSON.parse(await keys.open(userId, row.scenario)) : row.scenario,
    summary: await keys.open(userId, row.summary),
    conversation: await openTurns(keys, userId, row.conversation),
  };
}

/** The sealed text columns of a `videos` row. */
interface VideoTexts {
  user_id: string;
  user_transcript: string | null;
  avatar_script: string | null;
}

/** A `videos` row with the coach's transcript and the avatar's script in clear. */
export async function openVideo<R extends VideoTexts>(keys: UserKeys, row: R): Promise<R> {
  return {
    ...row,
    user_transcript: await keys.open(row.user_id, row.user_transcript),
    avatar_script: await keys.open(row.user_id, row.avatar_script),
  };
}

import { isSealed, openText, sealText } from '../data-keys/field-cipher';
import type { UserKeys } from '../data-keys/user-keys';
import type { Queryable } from '../db/database';
import type { JobRow } from './queue';

/**
 * The fields of a job's `payload` or `job_data` that hold someone's words: the coach's typed message,
 * what the recogniser heard, the avatar's reply and its word timings, and the `details` that repeat
 * them to pollers. Each is stored as one value sealed with the owner's data key (field-cipher.ts), in
 * place, so `job_data || $3::jsonb` still replaces a field whole and every other field (media ids,
 * durations, phonemes the scorecard reads in SQL) stays as it was. A field stored before sealing is
 * read as it is; one already sealed is left as it is.
 */
export const JOB_WORD_FIELDS = [
  'message_text',
  'user_transcript',
  'avatar_script',
  'words',
  'heard_words',
  'details',
];

/** Seals and opens the word fields of a user's job (the queue's `JobSealer`). */
export class JobWords {
  constructor(private readonly keys: UserKeys) {}

  /** `q`: the transaction the sealed fields are written in, if any (see `UserKeys.keyOf`). */
  async seal(
    userId: string,
    fields: Record<string, unknown>,
    q?: Queryable,
  ): Promise<Record<string, unknown>> {
    const present = JOB_WORD_FIELDS.filter((name) => {
      const value = fields[name];
      return value !== undefined && !(typeof value === 'string' && isSealed(value));
    });
    if (present.length === 0) return fields;
    const key = await this.keys.keyOf(userId, q);
    const sealed = { ...fields };
    for (const name of present) sealed[name] = sealText(key, userId, JSON.stringify(fields[name]));
    return sealed;
  }

  async open(userId: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    const present = JOB_WORD_FIELDS.filter((name) => {
      const value = fields[name];
      return typeof value === 'string' && isSealed(value);
    });
    if (present.length === 0) return fields;
    const key = await this.keys.keyOf(userId);
    const opened = { ...fields };
    for (const name of present) opened[name] = JSON.parse(openText(key, userId, fields[name] as string));
    return opened;
  }

  /** A job row with its payload and data in clear, for an answer or a stream. */
  async openRow<R extends Pick<JobRow, 'user_id' | 'payload' | 'job_data'>>(row: R): Promise<R> {
    return {
      ...row,
      payload: await this.open(row.user_id, row.payload),
      job_data: await this.open(row.user_id, row.job_data),
    };
  }
}

import { openJson, openText, sealJson, sealText } from '../data-keys/field-cipher';

/**
 * The columns of `skill_transcripts` that hold what was said and who said it (title, speaker
 * labels, turns, the codes' evidence), sealed with the owner's data key on the way in and opened
 * on the way out; rows written before are read as they are.
 */
export interface TranscriptTexts {
  title: string;
  coach_label: string;
  client_label: string | null;
  conversation: unknown;
  codes: unknown;
}

/** The stored form: text columns as sealed text, jsonb columns as a sealed JSON string. */
export const sealTranscriptTexts = (key: Buffer, userId: string, texts: TranscriptTexts) => ({
  title: sealText(key, userId, texts.title),
  coach_label: sealText(key, userId, texts.coach_label),
  client_label: texts.client_label === null ? null : sealText(key, userId, texts.client_label),
  conversation: sealJson(key, userId, texts.conversation),
  codes: sealJson(key, userId, texts.codes),
});

/** A stored row with its texts opened. */
export function openTranscriptTexts<T extends TranscriptTexts & { user_id?: string }>(
  key: Buffer,
  userId: string,
  row: T,
): T {
  return {
    ...row,
    title: openText(key, userId, row.title),
    coach_label: openText(key, userId, row.coach_label),
    client_label: row.client_label === null ? null : openText(key, userId, row.client_label),
    conversation: openJson(key, userId, row.conversation),
    codes: openJson(key, userId, row.codes),
  };
}

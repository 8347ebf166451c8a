import { isEngineError } from '@rebond/engine';
import { audit } from '../audit';
import type { Services } from '../http/context';
import { readPreferences } from '../preferences';
import { coachTurnsOf, codeUtterances } from '../skills/scoring';
import { findAvatar, type SessionRecord } from './records';

/**
 * Ends a session: writes the summary and outcome (a summary the engine cannot write must not keep
 * the session open) and sets `ended_at`, once. The summary is short (who, how many exchanges, how it
 * went, the avatar's final mood) and in the coach's language, from their preferences. The coach's close and a visitor's End both end here.
 */
export async function closeSession(
  { db, engine }: Services,
  row: SessionRecord,
  by: { actorId: string | null; ip: string },
): Promise<void> {
  if (row.ended_at) return;
  const avatar = await findAvatar(db, row.user_id, row.avatar_id);
  const { language } = await readPreferences(db, row.user_id);
  let summary: string | null = null;
  let outcome: string | null = null;
  // The summary reads the coach's turns with the same codes the replies had, so it tells the
  // resistance the coach watched live (a coder failure leaves the persona's own reading, as there).
  const coded = await codeUtterances(coachTurnsOf(row.conversation)).catch(() => undefined);
  const coachSkills = coded
    ? (() => {
        let next = 0;
        return row.conversation
          .filter((turn) => turn.role === 'user')
          .map((turn) => (turn.content.trim() ? (coded[next++] ?? null) : null));
      })()
    : undefined;
  try {
    const written = await engine.replyWriter.summarize(
      row.conversation,
      avatar?.character_profile ?? '',
      row.emotion,
      {
        scenarioPrompt: row.session_specific_prompt ?? undefined,
        locale: language ?? undefined,
        avatarName: avatar?.avatar_name,
        ...(coachSkills ? { coachSkills } : {}),
      },
    );
    summary = written.summary;
    outcome = written.outcome;
  } catch (error) {
    if (!isEngineError(error)) throw error;
    summary = `No summary: ${error.reason}`;
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE sessions SET ended_at = now(), summary = $3, outcome = $4, updated_at = now()
        WHERE id = $1 AND user_id = $2 AND ended_at IS NULL`,
      [row.id, row.user_id, summary, outcome],
    );
    await audit(tx, {
      actorId: by.actorId,
      action: 'close',
      recordType: 'session',
      recordId: row.id,
      ip: by.ip,
    });
  });
}

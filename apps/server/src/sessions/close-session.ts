import { coachTurnsOf, isEngineError } from '@rebond/engine';
import { audit } from '../audit';
import { sessionFormulation } from '../avatars/case-formulation';
import { readPreferences } from '../preferences';
import type { Services } from '../services';
import { confirmedScorecard, countedUserTurns, unconfirmedCoachTurns } from '../skills/confirmed-scorecard';
import { sessionTalkTime } from '../skills/scoring';
import { type SessionOutcome, sessionOutcome } from './outcome';
import { findAvatar, type SessionRecord } from './records';
import { scenarioSettings } from './scenario-settings';

/**
 * The scorecard's MITI figures of the session's coach turns (spoken turns not confirmed yet left out,
 * as the scorecard does); null when they cannot be coded now.
 */
async function mitiFigures({ db, engine, keys }: Services, row: SessionRecord) {
  const utterances = coachTurnsOf(row.conversation);
  if (utterances.length === 0) return null;
  try {
    return confirmedScorecard({
      unconfirmed: unconfirmedCoachTurns(row.conversation),
      source: 'session',
      id: row.id,
      locale: 'en',
      utterances,
      codes: await engine.codeUtterances(utterances),
      talk: await sessionTalkTime(db, keys, row, row.conversation),
      coder: '',
    });
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return null;
  }
}

/**
 * Ends a session: writes the summary and outcome (a summary the engine cannot write must not keep
 * the session open; the outcome follows `sessionOutcome`: the client's resistance and the MITI bands) and sets `ended_at`, once. The summary is short (who, how many exchanges, how it
 * went, the avatar's final mood) and in the coach's language, from their preferences. The coach's close and a visitor's End both end here.
 */
export async function closeSession(
  services: Services,
  row: SessionRecord,
  by: { actorId: string | null; ip: string },
): Promise<void> {
  if (row.ended_at) return;
  const { db, engine, keys } = services;
  const avatar = await findAvatar(db, services.keys, row.user_id, row.avatar_id);
  const { language } = await readPreferences(db, row.user_id);
  let summary: string | null = null;
  let client: SessionOutcome = 'neutral';
  // The summary reads the coach's turns with the same codes the replies had, so it tells the
  // resistance the coach watched live (if the coder fails, the persona codes with the local coder, as there);
  // what it says of the coach's moves counts the turns the scorecard counts, with the same codes.
  const coachSkills = await engine.coachSkillsOf(row.conversation);
  try {
    const written = await engine.replyWriter.summarize(
      row.conversation,
      avatar?.character_profile ?? '',
      row.emotion,
      {
        scenarioPrompt: row.session_specific_prompt ?? undefined,
        ...scenarioSettings(row.scenario),
        locale: language ?? undefined,
        avatarName: avatar?.avatar_name ?? row.avatar_name,
        ...(coachSkills ? { coachSkills } : {}),
        counted: countedUserTurns(row.conversation),
        formulation: sessionFormulation(avatar, row.session_specific_prompt),
      },
    );
    summary = written.summary;
    client = written.outcome;
  } catch (error) {
    if (!isEngineError(error)) throw error;
    summary = `No summary: ${error.reason}`;
  }
  const outcome = sessionOutcome(client, await mitiFigures(services, row));
  const sealedSummary = await keys.seal(row.user_id, summary);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE sessions SET ended_at = now(), summary = $3, outcome = $4, updated_at = now()
        WHERE id = $1 AND user_id = $2 AND ended_at IS NULL`,
      [row.id, row.user_id, sealedSummary, outcome],
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

/**
 * What the recogniser heard in a spoken coach turn, kept with the turn in the session's conversation
 * (`heard`: the text as heard, each word's confidence, whether the coach confirmed it), and the coach's
 * confirmation or correction of it. The scorecard codes and counts a spoken turn only once confirmed.
 */
import type { WordTiming } from '@rebond/engine';
import type { HeardTurn, Session, SessionTurn } from '@rebond/sdk';
import { needsConfirmation } from '@rebond/vocabulary';
import { audit } from '../audit';
import { ApiError, notFound } from '../http/errors';
import type { Services } from '../services';
import { findSession, toSession } from './records';
import { openTurns, sealTurns } from './sealed-texts';

/** The words as the render job carries them: confidence null when the recogniser gives none. */
export type HeardWords = { word: string; confidence: number | null }[];

/** The recogniser's words, rounded, with null for a word whose confidence it did not give. */
export function heardWords(words: readonly WordTiming[]): HeardWords {
  return words
    .filter((w) => w.word.trim())
    .map((w) => ({
      word: w.word.trim(),
      confidence:
        w.confidence === undefined ? null : Math.round(Math.min(1, Math.max(0, w.confidence)) * 100) / 100,
    }));
}

/** The coach's spoken turn as stored: confirmed at once only when every word was heard with confidence. */
export function spokenTurn(text: string, words: HeardWords): SessionTurn {
  const heard: HeardTurn = { text, words, confirmed: !needsConfirmation(words), corrected: false };
  return { role: 'user', content: text, heard };
}

/**
 * Confirms (same text) or corrects the spoken coach turn at `index` of the coach's session. The
 * conversation is changed under the session's row lock, so a reply saved at the same moment is kept.
 */
export async function correctTurn(
  services: Services,
  input: { userId: string; sessionId: string; index: number; text: string; ip?: string },
): Promise<Session> {
  const { db, media, keys } = services;
  await db.transaction(async (tx) => {
    const [stored] = await tx.query<{ conversation: unknown[] }>(
      'SELECT conversation FROM sessions WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [input.sessionId, input.userId],
    );
    if (!stored) throw notFound('Session not found');
    const row = { conversation: await openTurns(keys, input.userId, stored.conversation, tx) };
    const turn = row.conversation[input.index];
    if (!turn) {
      throw new ApiError(
        400,
        `The conversation has no turn ${input.index} (it has ${row.conversation.length}).`,
      );
    }
    if (turn.role !== 'user' || !turn.heard) {
      throw new ApiError(
        400,
        `Turn ${input.index} is not one of your spoken turns: only what the recogniser heard can be corrected.`,
      );
    }
    const corrected = input.text !== turn.heard.text;
    const conversation = row.conversation.map((t, i) =>
      i === input.index && t.heard
        ? { ...t, content: input.text, heard: { ...t.heard, confirmed: true, corrected } }
        : t,
    );
    await tx.query('UPDATE sessions SET conversation = $2::jsonb, updated_at = now() WHERE id = $1', [
      input.sessionId,
      await sealTurns(keys, input.userId, conversation, tx),
    ]);
    await audit(tx, {
      actorId: input.userId,
      action: corrected ? 'correct_turn' : 'confirm_turn',
      recordType: 'session',
      recordId: input.sessionId,
      ...(input.ip ? { ip: input.ip } : {}),
    });
  });
  const session = await findSession(db, services.keys, input.userId, input.sessionId);
  if (!session) throw notFound('Session not found');
  return toSession(session, media);
}

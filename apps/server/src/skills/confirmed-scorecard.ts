/**
 * A session's scorecard that counts only what the coach said for sure: a spoken turn the recogniser
 * was not confident about, and that the coach has not confirmed or corrected yet, keeps its place in
 * `turns` (marked `not_coded`) but is left out of every count, figure and debrief suggestion.
 */
import type { Scorecard, SessionTurn } from '@rebond/sdk';
import { toScorecard } from './scoring';

/** The positions, among the coach turns `coachTurnsOf` reads, of the spoken turns still to confirm. */
export function unconfirmedCoachTurns(conversation: readonly SessionTurn[]): Set<number> {
  const out = new Set<number>();
  let next = 0;
  for (const turn of conversation) {
    if (turn.role !== 'user' || !turn.content.trim()) continue;
    if (turn.heard && !turn.heard.confirmed) out.add(next);
    next++;
  }
  return out;
}

/**
 * Whether the scorecard counts each `user` turn of a conversation, in order (the session summary
 * reads the same turns): a blank turn or a spoken turn still to confirm does not count.
 */
export function countedUserTurns(conversation: readonly SessionTurn[]): boolean[] {
  return conversation
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content.trim() !== '' && !(turn.heard && !turn.heard.confirmed));
}

/** `toScorecard` over the confirmed coach turns, with the unconfirmed ones put back in place as not coded. */
export function confirmedScorecard(
  input: Parameters<typeof toScorecard>[0] & { unconfirmed: ReadonlySet<number> },
): Scorecard {
  const { unconfirmed, ...rest } = input;
  if (unconfirmed.size === 0) return toScorecard(rest);
  const kept = input.utterances.map((_, i) => i).filter((i) => !unconfirmed.has(i));
  const card = toScorecard({
    ...rest,
    utterances: kept.map((i) => input.utterances[i]!),
    codes: kept.map((i) => input.codes[i]!),
  });
  const scored = new Map(kept.map((original, j) => [original, card.turns[j]!]));
  return {
    ...card,
    turns: input.utterances.map((u, index) => {
      const turn = scored.get(index);
      if (turn) return { ...turn, index };
      const code = input.codes[index];
      return {
        index,
        text: u.text,
        previous_client: u.previous_client ?? null,
        code: code?.code ?? 'other',
        evidence: code?.evidence ?? '',
        not_coded: true,
      };
    }),
    debrief: {
      ...card.debrief,
      suggestions: card.debrief.suggestions.map((s) => ({
        ...s,
        turn: s.turn === null ? null : (kept[s.turn] ?? s.turn),
      })),
    },
  };
}

import type { Scorecard, SkillBand } from '@rebond/sdk';

/** A session's outcome, as stored in `sessions.outcome`. */
export type SessionOutcome = 'positive' | 'neutral' | 'negative';

/** The scorecard's MITI-banded figures the outcome reads. */
type BandedFigures = Pick<
  Scorecard,
  'reflection_to_question' | 'percent_complex_reflections' | 'percent_open_questions'
>;

/**
 * How the coach's technique reads against the MITI bands (`SKILL_BANDS`) of reflection to question
 * ratio, % complex reflections and % open questions: `positive` with two or more figures in the
 * good band and none below fair; `negative` with two or more below fair; else `neutral` (also when
 * fewer than two figures could be measured).
 */
export function mitiReading(card: BandedFigures): SessionOutcome {
  const bands = [card.reflection_to_question, card.percent_complex_reflections, card.percent_open_questions]
    .map((figure) => figure.band)
    .filter((band): band is SkillBand => band !== null);
  if (bands.length < 2) return 'neutral';
  const good = bands.filter((band) => band === 'good').length;
  const below = bands.filter((band) => band === 'below_fair').length;
  if (good >= 2 && below === 0) return 'positive';
  if (below >= 2) return 'negative';
  return 'neutral';
}

/**
 * The outcome stored when a session ends, from two measurements:
 * - the client: how its resistance moved from the start to the end of the session, as the persona
 *   reads it (`positive` when it fell by 0.12 or more or ended under 0.3, `negative` when it rose by
 *   0.1 or more or stayed at 0.85 or above, else `neutral`; no coach turn is `neutral`);
 * - the coach: the MITI reading of the coded turns (`mitiReading`).
 *
 * Positive when the client moved well and the technique was not below the bands, or the client
 * held steady and the technique was good; negative the other way round; neutral when the two
 * disagree or neither moved. So Success Rate (positive among completed sessions) counts sessions
 * where the client opened up without the coach getting there by poor technique.
 */
export function sessionOutcome(client: SessionOutcome, card: BandedFigures | null): SessionOutcome {
  const miti = card ? mitiReading(card) : 'neutral';
  if (client === miti) return client;
  if (client === 'neutral') return miti;
  if (miti === 'neutral') return client;
  return 'neutral';
}

import { describe, expect, it } from 'vitest';
import { mitiReading, type SessionOutcome, sessionOutcome } from '../src/sessions/outcome';

type Band = 'below_fair' | 'fair' | 'good' | null;
const figure = (band: Band) => ({ value: band === null ? null : 1, band, fair: 1, good: 2 });
const card = (rq: Band, complex: Band, open: Band) => ({
  reflection_to_question: figure(rq),
  percent_complex_reflections: figure(complex),
  percent_open_questions: figure(open),
});

describe('the MITI reading of a session', () => {
  it('is positive with two good bands and none below fair', () => {
    expect(mitiReading(card('good', 'good', 'fair'))).toBe('positive');
    expect(mitiReading(card('good', 'good', null))).toBe('positive');
  });
  it('is negative with two figures below fair', () => {
    expect(mitiReading(card('below_fair', 'below_fair', 'good'))).toBe('negative');
  });
  it('is neutral otherwise, and when fewer than two figures were measured', () => {
    expect(mitiReading(card('good', 'good', 'below_fair'))).toBe('neutral');
    expect(mitiReading(card('fair', 'fair', 'fair'))).toBe('neutral');
    expect(mitiReading(card('good', null, null))).toBe('neutral');
  });
});

describe('the outcome stored when a session ends', () => {
  const good = card('good', 'good', 'good');
  const fair = card('fair', 'fair', 'fair');
  const poor = card('below_fair', 'below_fair', 'below_fair');
  const cases: [SessionOutcome, ReturnType<typeof card> | null, SessionOutcome][] = [
    ['positive', good, 'positive'],
    ['positive', fair, 'positive'],
    ['positive', poor, 'neutral'],
    ['neutral', good, 'positive'],
    ['neutral', fair, 'neutral'],
    ['neutral', poor, 'negative'],
    ['negative', good, 'neutral'],
    ['negative', fair, 'negative'],
    ['negative', poor, 'negative'],
    ['positive', null, 'positive'],
    ['neutral', null, 'neutral'],
  ];
  it.each(cases)('client %s with MITI %o gives %s', (client, miti, expected) => {
    expect(sessionOutcome(client, miti)).toBe(expected);
  });
});

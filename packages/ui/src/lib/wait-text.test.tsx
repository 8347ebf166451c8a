import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text';

describe('the measured wait in words', () => {
  it('says whole seconds under a minute, at least one', () => {
    expect(waitText(4.4, 'en')).toBe('4 seconds');
    expect(waitText(0.2, 'en')).toBe('1 second');
    expect(waitText(59.4, 'en')).toBe('59 seconds');
  });
  it('says whole minutes from a minute on', () => {
    expect(waitText(59.6, 'en')).toBe('1 minute');
    expect(waitText(150, 'en')).toBe('3 minutes');
  });
  it('says it in each language', () => {
    // Intl puts a no-break space between number and unit in some languages.
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    expect(spaced(waitText(6, 'fr'))).toBe('6 secondes');
    expect(spaced(waitText(6, 'es'))).toBe('6 segundos');
    expect(spaced(waitText(120, 'de'))).toBe('2 Minuten');
  });
  it('says nothing without a figure', () => {
    for (const none of [null, undefined, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(waitText(none, 'en')).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-problems';

const en = {
  title: 'History',
  empty: (n: number) => `${n} sessions`,
  steps: ['One', 'Two'],
  nested: { ok: 'OK' },
};

describe('catalogueProblems', () => {
  it('finds nothing wrong with catalogues of the same shape, every locale there', () => {
    const other = { title: 'X', empty: (n: number) => `${n}`, steps: ['A', 'B'], nested: { ok: 'Y' } };
    expect(catalogueProblems({ en, fr: other, es: other, de: other })).toEqual([]);
  });

  it('names a missing locale, a missing or extra key, another kind, a list of another length and an empty text', () => {
    const fr = {
      title: '',
      empty: 'pas une fonction',
      steps: ['Un'],
      nested: { ok: 'OK', extra: 'En trop' },
    };
    const es = { title: 'Historial', empty: (n: number) => `${n}`, steps: ['Uno', 'Dos'] };
    expect(catalogueProblems({ en, fr, es })).toEqual([
      'fr title: empty',
      'fr empty: a text, English has a function',
      'fr steps: a list of 1, English has a list of 2',
      'fr nested.extra: not in English',
      'fr steps[1]: missing',
      'es nested.ok: missing',
      'de: missing',
    ]);
  });
});

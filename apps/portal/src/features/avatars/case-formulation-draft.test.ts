import type { CaseFormulation } from '@rebond/sdk';
import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft } from './case-formulation-draft';

const TOM: CaseFormulation = {
  name: 'Tom',
  age: 55,
  gender: 'male',
  role: 'plumber',
  voice: 'adult',
  traits: ['defensive', 'proud'],
  coach: { frame: 'counselling', role: 'counsellor' },
  people: [{ relation: 'son', name: 'Jake', age: 19 }, { relation: 'brother' }],
  facts: [
    { text: 'My son Jake dropped out of engineering last spring', depth: 0, quantity: false },
    { text: 'I drink four beers most nights', depth: 1, quantity: true },
  ],
  target: 'drinking',
  values: ['I am proud of providing for my family'],
  fears: ['I fear ending up like my father'],
  sustain: ["Everyone on the crew drinks, it's how I unwind"],
  change: ["I don't want Jake to see me like that"],
  stage: 'precontemplation',
  risk: [],
  base_resistance: 0.59,
  floor: 0.3,
};

describe('the case formulation form draft', () => {
  it('gives back the formulation it was made from, the derived quantity and voice left to the server', () => {
    const { voice: _voice, ...rest } = TOM;
    expect(fromDraft(toDraft(TOM), TOM)).toEqual({
      ...rest,
      facts: TOM.facts.map(({ text, depth }) => ({ text, depth })),
    });
  });

  it('reads the edited text: lists one a line, empty rows left out, numbers as numbers', () => {
    const draft = toDraft(TOM);
    draft.age = '';
    draft.fears = 'Losing the house\n\n  Being alone  \n';
    draft.people = [...draft.people, { key: 99, relation: ' ', name: '', age: '' }];
    draft.facts = [
      { key: 1, text: '  I drink nine pints every Friday ', depth: 2 },
      { key: 2, text: '', depth: 0 },
    ];
    const f = fromDraft(draft, TOM);
    expect(f.age).toBeUndefined();
    expect(f.voice).toBe('adult');
    expect(f.fears).toEqual(['Losing the house', 'Being alone']);
    expect(f.people).toHaveLength(2);
    expect(f.facts).toEqual([{ text: 'I drink nine pints every Friday', depth: 2 }]);
  });
});

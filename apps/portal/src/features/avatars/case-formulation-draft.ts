import type { CaseFormulation, CaseFrame, CaseGender, DisclosureDepth, StageOfChange } from '@rebond/sdk';

/** The formulation as the edit form holds it: text everywhere, lists one item a line. */
export interface CaseFormulationDraft {
  name: string;
  age: string;
  gender: CaseGender | '';
  role: string;
  traits: string;
  frame: CaseFrame;
  coachRole: string;
  target: string;
  stage: StageOfChange;
  people: { key: number; relation: string; name: string; age: string }[];
  facts: { key: number; text: string; depth: DisclosureDepth }[];
  values: string;
  fears: string;
  sustain: string;
  change: string;
  risk: string;
}

/** The list fields the form edits one item a line. */
export const LINE_FIELDS = ['values', 'fears', 'sustain', 'change', 'risk'] as const;

let nextKey = 0;
/** A key for a new row of people or facts (React needs one that outlives reordering). */
export const rowKey = () => {
  nextKey += 1;
  return nextKey;
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The form's draft of a formulation. */
export function toDraft(f: CaseFormulation): CaseFormulationDraft {
  return {
    name: f.name ?? '',
    age: f.age === undefined ? '' : String(f.age),
    gender: f.gender ?? '',
    role: f.role ?? '',
    traits: f.traits.join(', '),
    frame: f.coach.frame,
    coachRole: f.coach.role,
    target: f.target ?? '',
    stage: f.stage,
    people: f.people.map((p) => ({
      key: rowKey(),
      relation: p.relation,
      name: p.name ?? '',
      age: p.age === undefined ? '' : String(p.age),
    })),
    facts: f.facts.map((fact) => ({ key: rowKey(), text: fact.text, depth: fact.depth })),
    values: f.values.join('\n'),
    fears: f.fears.join('\n'),
    sustain: f.sustain.join('\n'),
    change: f.change.join('\n'),
    risk: f.risk.join('\n'),
  };
}

/**
 * The formulation to send: the draft's fields over the one it was made from (the resistance the
 * form does not show stays; the server works out the voice and each fact's quantity again).
 * Empty rows are left out; what is still wrong the server says.
 */
export function fromDraft(draft: CaseFormulationDraft, from: CaseFormulation): CaseFormulation {
  const age = number(draft.age);
  return {
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    ...(age !== undefined ? { age } : {}),
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(draft.role.trim() ? { role: draft.role.trim() } : {}),
    ...(age === undefined && from.voice ? { voice: from.voice } : {}),
    traits: draft.traits
      .split(',')
      .map((trait) => trait.trim())
      .filter(Boolean),
    coach: { frame: draft.frame, role: draft.coachRole.trim() },
    people: draft.people
      .filter((p) => p.relation.trim() || p.name.trim())
      .map((p) => {
        const personAge = number(p.age);
        return {
          relation: p.relation.trim(),
          ...(p.name.trim() ? { name: p.name.trim() } : {}),
          ...(personAge !== undefined ? { age: personAge } : {}),
        };
      }),
    facts: draft.facts
      .filter((fact) => fact.text.trim())
      .map((fact) => ({ text: fact.text.trim(), depth: fact.depth })),
    ...(draft.target.trim() ? { target: draft.target.trim() } : {}),
    values: lines(draft.values),
    fears: lines(draft.fears),
    sustain: lines(draft.sustain),
    change: lines(draft.change),
    stage: draft.stage,
    risk: lines(draft.risk),
    base_resistance: from.base_resistance,
    floor: from.floor,
  };
}

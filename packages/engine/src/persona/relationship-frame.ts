import type { CaseFrame, RelationshipType } from '@rebond/vocabulary';
import type { CaseFormulation } from './case-formulation.js';

/**
 * Who the coach is to the avatar when the scenario form says who the avatar is to the coach: the
 * avatar is the coach's parent, so the coach is their child; their boss, so the coach works for them.
 * `other` (someone the coach knows) keeps the formulation's own frame.
 */
const COACH_IN: Record<Exclude<RelationshipType, 'other'>, { frame: CaseFrame; role: string }> = {
  parent: { frame: 'family', role: 'their grown-up child' },
  partner: { frame: 'family', role: 'their partner' },
  boss: { frame: 'work', role: 'someone on their team' },
  friend: { frame: 'family', role: 'their friend' },
  family: { frame: 'family', role: 'a relative' },
  colleague: { frame: 'work', role: 'their colleague' },
};

/** The formulation with the coach's place set by the scenario's relationship. */
export function withRelationship(
  formulation: CaseFormulation,
  relationship: RelationshipType,
): CaseFormulation {
  return relationship === 'other' ? formulation : { ...formulation, coach: COACH_IN[relationship] };
}

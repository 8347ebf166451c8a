import {
  buildCaseFormulation,
  type CaseFormulation,
  completeCaseFormulation,
  withScenarioFrame,
} from '@rebond/engine';
import type { CaseFormulation as ApiCaseFormulation, AvatarCaseFormulation } from '@rebond/sdk';

/** The two `avatars` columns that hold an avatar's case formulation (migration 0019). */
export interface CaseFormulationColumns {
  case_formulation?: CaseFormulation | null;
  case_formulation_edited_at?: Date | string | null;
}

/** The engine's formulation as the API shows it: snake case, without the words facts are matched by. */
export function toApiFormulation(f: CaseFormulation): ApiCaseFormulation {
  return {
    ...(f.name ? { name: f.name } : {}),
    ...(f.age !== undefined ? { age: f.age } : {}),
    ...(f.gender ? { gender: f.gender } : {}),
    ...(f.role ? { role: f.role } : {}),
    voice: f.voice,
    traits: f.traits,
    coach: f.coach,
    people: f.people.map((p) => ({
      relation: p.relation,
      ...(p.name ? { name: p.name } : {}),
      ...(p.age !== undefined ? { age: p.age } : {}),
    })),
    facts: f.facts.map((fact) => ({ text: fact.text, depth: fact.depth, quantity: fact.quantity })),
    ...(f.target ? { target: f.target } : {}),
    values: f.values,
    fears: f.fears,
    sustain: f.sustain,
    change: f.change,
    stage: f.stage,
    risk: f.risk,
    base_resistance: f.baseResistance,
    floor: f.floor,
  };
}

/** The coach's edited formulation (validated by the contract) as the engine reads it. */
export function fromApiFormulation({ base_resistance, floor, ...f }: ApiCaseFormulation): CaseFormulation {
  return completeCaseFormulation({ ...f, baseResistance: base_resistance, floor });
}

/** The `AvatarCaseFormulation` answer: the stored formulation, or one built from the profile. */
export function toAvatarCaseFormulation(
  row: { id: string; character_profile: string | null } & CaseFormulationColumns,
): AvatarCaseFormulation {
  const formulation = row.case_formulation ?? buildCaseFormulation(row.character_profile ?? '');
  return {
    avatar_id: row.id,
    edited: !!row.case_formulation_edited_at,
    formulation: toApiFormulation(formulation),
    updated_at: row.case_formulation_edited_at
      ? new Date(row.case_formulation_edited_at).toISOString()
      : null,
  };
}

/**
 * What a reply or summary of a session speaks from: the coach's edited formulation (with the
 * session's scenario still saying who the coach is), or undefined to let the engine build it from
 * the profile and scenario as before.
 */
export function sessionFormulation(
  avatar: CaseFormulationColumns | undefined,
  scenario: string | null | undefined,
): CaseFormulation | undefined {
  if (!avatar?.case_formulation || !avatar.case_formulation_edited_at) return undefined;
  return withScenarioFrame(avatar.case_formulation, scenario);
}

/**
 * A case formulation as its coach edited it, made whole again: the words each fact is matched by,
 * whether it holds a quantity or is a verbless note, and the voice its age gives are worked out
 * here, never taken from the form. Also the session's scenario, which may still say who the coach
 * is to the client ("you play his daughter") over the stored formulation.
 */
import type { DisclosureDepth } from '@rebond/vocabulary';
import {
  buildCaseFormulation,
  type CaseFact,
  type CaseFormulation,
  isVerbless,
  QUANTITY_RE,
  wordsOf,
} from './case-formulation.js';

/** An edited formulation: the facts as text and depth, the voice left to the age when it is given. */
export type CaseFormulationEdit = Omit<CaseFormulation, 'version' | 'facts' | 'voice'> & {
  facts: readonly { text: string; depth: DisclosureDepth }[];
  voice?: CaseFormulation['voice'];
};

/** One edited fact with what the persona matches and chooses it by. */
export function caseFact(text: string, depth: DisclosureDepth): CaseFact {
  const said = text.trim().replace(/[.!]+$/, '');
  return {
    text: said,
    quantity: QUANTITY_RE.test(said.replace(/\b\d{1,2}-year-old\b/g, '')),
    depth,
    fragment: isVerbless(said),
    words: wordsOf(said),
  };
}

/** The edited formulation, complete: the form never sets the derived fields. */
export function completeCaseFormulation(edit: CaseFormulationEdit): CaseFormulation {
  const voice = edit.age !== undefined ? (edit.age < 20 ? 'teen' : 'adult') : (edit.voice ?? 'adult');
  return {
    ...edit,
    version: 1,
    voice,
    facts: edit.facts.map((fact) => caseFact(fact.text, fact.depth)),
  };
}

/**
 * The stored formulation for one session: a scenario that says who the coach is to the client
 * (a relative, a manager) decides the frame; otherwise the formulation's own stands.
 */
export function withScenarioFrame(
  formulation: CaseFormulation,
  scenario: string | null | undefined,
): CaseFormulation {
  if (!scenario?.trim()) return formulation;
  const framed = buildCaseFormulation('', scenario).coach;
  const neutral = buildCaseFormulation('', '').coach;
  if (framed.frame === neutral.frame && framed.role === neutral.role) return formulation;
  return { ...formulation, coach: framed };
}

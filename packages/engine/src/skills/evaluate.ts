/**
 * Agreement figures between a coder and expert codes: the ones the team checks (accuracy over the
 * behaviour codes and the five classes, macro-F1 over the five, open/closed accuracy among questions,
 * reflections found) plus a confusion table to see where it goes wrong.
 */
import { FIVE_CLASSES, type FiveClass, SKILL_CODES, type SkillCode, toFiveClass } from './types.js';

/** Figures from `evaluateCodes`. */
export interface CodingEvaluation {
  /** Utterances compared. */
  n: number;
  /** Exact agreement over all the behaviour codes. */
  accuracy9: number;
  /** Agreement after mapping to the five classes. */
  accuracy5: number;
  /** Unweighted mean F1 over the five classes. */
  macroF1: number;
  /** F1 per five-class label. */
  f1: Record<FiveClass, number>;
  /** Among utterances the experts coded as questions and the coder also called questions: open/closed right. */
  openClosedAccuracy: number;
  /** Questions in that comparison. */
  questionsCompared: number;
  /** Expert reflections (simple or complex) that the coder coded as either reflection. */
  reflectionRecall: number;
  /** Expert reflections whose simple/complex split the coder got right, among those it found. */
  reflectionDepthAccuracy: number;
  /** confusion[expert][coder] over all the behaviour codes. */
  confusion: Record<SkillCode, Record<SkillCode, number>>;
}

const isQuestion = (c: SkillCode) => c === 'open_question' || c === 'closed_question';
const isReflection = (c: SkillCode) => c === 'simple_reflection' || c === 'complex_reflection';
const ratio = (a: number, b: number) => (b ? a / b : 0);

/** Compares a coder's codes with expert codes (same order). */
export function evaluateCodes(
  expected: readonly SkillCode[],
  predicted: readonly SkillCode[],
): CodingEvaluation {
  if (expected.length !== predicted.length) {
    throw new Error(`evaluateCodes: ${expected.length} expert codes but ${predicted.length} predictions`);
  }
  const confusion = Object.fromEntries(
    SKILL_CODES.map((e) => [e, Object.fromEntries(SKILL_CODES.map((p) => [p, 0]))]),
  ) as Record<SkillCode, Record<SkillCode, number>>;
  let right9 = 0;
  let right5 = 0;
  let questions = 0;
  let questionsRight = 0;
  let reflections = 0;
  let reflectionsFound = 0;
  let depthRight = 0;
  expected.forEach((e, i) => {
    const p = predicted[i]!;
    confusion[e][p]++;
    if (e === p) right9++;
    if (toFiveClass(e) === toFiveClass(p)) right5++;
    if (isQuestion(e) && isQuestion(p)) {
      questions++;
      if (e === p) questionsRight++;
    }
    if (isReflection(e)) {
      reflections++;
      if (isReflection(p)) {
        reflectionsFound++;
        if (e === p) depthRight++;
      }
    }
  });
  const f1 = {} as Record<FiveClass, number>;
  for (const c of FIVE_CLASSES) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    expected.forEach((e, i) => {
      const ee = toFiveClass(e);
      const pp = toFiveClass(predicted[i]!);
      if (ee === c && pp === c) tp++;
      else if (pp === c) fp++;
      else if (ee === c) fn++;
    });
    f1[c] = ratio(2 * tp, 2 * tp + fp + fn);
  }
  const n = expected.length;
  return {
    n,
    accuracy9: ratio(right9, n),
    accuracy5: ratio(right5, n),
    macroF1: FIVE_CLASSES.reduce((s, c) => s + f1[c], 0) / FIVE_CLASSES.length,
    f1,
    openClosedAccuracy: ratio(questionsRight, questions),
    questionsCompared: questions,
    reflectionRecall: ratio(reflectionsFound, reflections),
    reflectionDepthAccuracy: ratio(depthRight, reflectionsFound),
    confusion,
  };
}

/** One case of the context set: a run of turns whose last coach turn has an expected code. */
export interface ContextCase {
  /** What the case tests (permission refused then advice, confrontation...). */
  category: string;
  /** The client's turn (when there was one) and the coach's answer, in order. */
  turns: { client?: string; coach: string }[];
  /** The expert code of the last coach turn; `accept` lists the codes counted right (default: `code`). */
  expect: { code: SkillCode; with_permission?: boolean; accept?: SkillCode[] };
}

/** Per category of the context set: cases and hits, with the cases missed. */
export interface ContextEvaluation {
  cases: number;
  hits: number;
  byCategory: Record<string, { cases: number; hits: number }>;
  misses: { category: string; text: string; expected: string; got: string }[];
}

/** Codes each context case as one session and checks its last turn (code and, for advice, permission). */
export function evaluateContext(
  codeAll: (utterances: { text: string; previous_client?: string }[]) => readonly {
    code: SkillCode;
    with_permission?: boolean;
  }[],
  cases: readonly ContextCase[],
): ContextEvaluation {
  const out: ContextEvaluation = { cases: 0, hits: 0, byCategory: {}, misses: [] };
  for (const c of cases) {
    const coded = codeAll(
      c.turns.map((t) => ({
        text: t.coach,
        ...(t.client === undefined ? {} : { previous_client: t.client }),
      })),
    );
    const last = coded[coded.length - 1]!;
    const accept = c.expect.accept ?? [c.expect.code];
    const permissionRight =
      c.expect.with_permission === undefined || last.with_permission === c.expect.with_permission;
    const hit = accept.includes(last.code) && permissionRight;
    out.byCategory[c.category] ??= { cases: 0, hits: 0 };
    const cat = out.byCategory[c.category]!;
    cat.cases++;
    out.cases++;
    if (hit) {
      cat.hits++;
      out.hits++;
    } else {
      const show = (code: SkillCode, permission?: boolean) =>
        permission === undefined ? code : `${code} (${permission ? 'with' : 'without'} permission)`;
      out.misses.push({
        category: c.category,
        text: c.turns[c.turns.length - 1]!.coach,
        expected: show(c.expect.code, c.expect.with_permission),
        got: show(last.code, last.with_permission),
      });
    }
  }
  return out;
}

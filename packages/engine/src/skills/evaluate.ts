/**
 * Agreement figures between a coder and expert codes: the ones the team checks (accuracy over the
 * nine codes and the five classes, macro-F1 over the five, open/closed accuracy among questions,
 * reflections found) plus a confusion table to see where it goes wrong.
 */
import { FIVE_CLASSES, type FiveClass, SKILL_CODES, type SkillCode, toFiveClass } from './types.js';

/** Figures from `evaluateCodes`. */
export interface CodingEvaluation {
  /** Utterances compared. */
  n: number;
  /** Exact agreement over the nine codes. */
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
  /** confusion[expert][coder] over the nine codes. */
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

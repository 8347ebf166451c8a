/**
 * A small multinomial logistic regression over word, bigram and cue features, trained when the
 * coder is first used (about 660 examples; well under a second on a quiet core, more when they are busy).
 * No weights ship: only the labelled examples in `data/train.json`, so the model is as readable
 * as its data.
 */
import type { Analysis } from './rules.js';
import { FILLERS, head } from './text.js';

/** Sparse binary features of one utterance. */
export function featuresOf(a: Analysis): string[] {
  const out = new Set<string>();
  const words = a.tokens.map((t) => t.norm).filter((w) => !FILLERS.has(w));
  for (const w of words) out.add(`w:${w}`);
  for (let i = 0; i + 1 < words.length; i++) out.add(`b:${words[i]}_${words[i + 1]}`);
  const qs = a.questionSentence === null ? undefined : a.sentences[a.questionSentence];
  const lead = head((qs ?? a.sentences[0])?.tokens ?? []);
  if (lead[0]) out.add(`first:${lead[0].norm}`);
  if (lead[1]) out.add(`first2:${lead[0]!.norm}_${lead[1].norm}`);
  for (const cue of a.cues.keys()) out.add(`cue:${cue}`);
  // Cues seen together carry more than either alone.
  const has = (c: string) => a.cues.has(c);
  if (has('you_decl') && !has('q_mark')) out.add('cue:statement_about_you');
  if (has('reflection_stem') && (has('feeling_new') || has('metaphor') || has('double_sided')))
    out.add('cue:reflection_plus_meaning');
  if (a.questionSentence !== null && a.questionSentence === a.sentences.length - 1)
    out.add('cue:ends_question');
  if (a.sentences.length > 1) out.add('cue:several_sentences');
  const n = words.length;
  out.add(n <= 3 ? 'len:short' : n <= 8 ? 'len:mid' : n <= 16 ? 'len:long' : 'len:very_long');
  if (a.overlap === null) out.add('ov:no_context');
  else {
    out.add(
      a.overlap >= 0.67 ? 'ov:high' : a.overlap >= 0.34 ? 'ov:mid' : a.overlap > 0 ? 'ov:low' : 'ov:none',
    );
    out.add(
      a.newContent === 0 ? 'new:0' : a.newContent <= 2 ? 'new:1-2' : a.newContent <= 4 ? 'new:3-4' : 'new:5+',
    );
    if (has('you_decl') && a.overlap >= 0.34) out.add('cue:echo_in_second_person');
    if (a.questionSentence === null && a.overlap >= 0.34) out.add('cue:echo_statement');
    if (a.questionSentence === null && a.overlap < 0.5 && a.newContent >= 2 && has('you_decl'))
      out.add('cue:adds_to_client');
  }
  return [...out];
}

/** A trained model: weights per class for every known feature. */
export interface LogisticModel<C extends string> {
  classes: readonly C[];
  /** feature -> weight per class (same order as `classes`). */
  weights: Map<string, Float64Array>;
  bias: Float64Array;
}

/** Options of the trainer. */
export interface TrainOptions {
  /** Passes over the data. @default 30 */
  epochs?: number;
  /** AdaGrad learning rate (small and few passes: the model stays smooth on ~800 rows). @default 0.1 */
  rate?: number;
  /** L2 penalty per step. @default 1e-4 */
  l2?: number;
}

/** Softmax of `z`, written into `out`. */
function softmaxInto(z: Float64Array, out: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of z) if (v > max) max = v;
  let sum = 0;
  for (let i = 0; i < z.length; i++) {
    out[i] = Math.exp(z[i]! - max);
    sum += out[i]!;
  }
  for (let i = 0; i < z.length; i++) out[i]! /= sum;
  return out;
}

/**
 * Trains softmax regression with AdaGrad, in a fixed order so the same data gives the same model.
 * Features are numbered once and their weights live in one flat array: the same arithmetic in the
 * same order as looking each one up by name at every step, a few times faster (training sits in
 * the first reply's path).
 */
export function train<C extends string>(
  classes: readonly C[],
  examples: readonly { features: readonly string[]; label: C }[],
  options: TrainOptions = {},
): LogisticModel<C> {
  return finish(trainingSteps(classes, examples, options));
}

/** Runs `steps` to the end, at once, and gives what it returns. */
export function finish<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `train`, a pass over the examples at a time: the generator stops after each pass, so a caller can
 * train between other work on its event loop (a worker thread that must still answer its messages).
 */
export function* trainingSteps<C extends string>(
  classes: readonly C[],
  examples: readonly { features: readonly string[]; label: C }[],
  options: TrainOptions = {},
): Generator<void, LogisticModel<C>> {
  const k = classes.length;
  const index = new Map<string, number>();
  const rows = examples.map((ex) => ({
    features: Int32Array.from(ex.features, (f) => {
      let i = index.get(f);
      if (i === undefined) {
        i = index.size;
        index.set(f, i);
      }
      return i;
    }),
    label: classes.indexOf(ex.label),
  }));
  const w = new Float64Array(index.size * k);
  const gsum = new Float64Array(index.size * k).fill(1e-8);
  const bias = new Float64Array(k);
  const biasGrad = new Float64Array(k).fill(1e-8);
  const rate = options.rate ?? 0.1;
  const l2 = options.l2 ?? 1e-4;
  const z = new Float64Array(k);
  const p = new Float64Array(k);
  for (let epoch = 0; epoch < (options.epochs ?? 30); epoch++) {
    // A deterministic shuffle (multiplicative stride) so classes interleave.
    const stride = 7919 % Math.max(1, rows.length) || 1;
    for (let step = 0; step < rows.length; step++) {
      const ex = rows[(step * stride + epoch) % rows.length]!;
      // A feature not trained yet adds its zero weights: the same sums as leaving it out.
      z.set(bias);
      for (const f of ex.features) for (let c = 0; c < k; c++) z[c]! += w[f * k + c]!;
      softmaxInto(z, p);
      const y = ex.label;
      for (let c = 0; c < k; c++) {
        const g = p[c]! - (c === y ? 1 : 0);
        biasGrad[c]! += g * g;
        bias[c]! -= (rate * g) / Math.sqrt(biasGrad[c]!);
      }
      for (const f of ex.features) {
        for (let c = 0; c < k; c++) {
          const at = f * k + c;
          const g = p[c]! - (c === y ? 1 : 0) + l2 * w[at]!;
          gsum[at]! += g * g;
          w[at]! -= (rate * g) / Math.sqrt(gsum[at]!);
        }
      }
    }
    yield;
  }
  const weights = new Map<string, Float64Array>();
  for (const [f, i] of index) weights.set(f, w.slice(i * k, (i + 1) * k));
  return { classes, weights, bias };
}

/** Class probabilities for a feature list (unknown features are ignored). */
export function predictProba<C extends string>(
  model: LogisticModel<C>,
  features: readonly string[],
): Float64Array {
  const z = Float64Array.from(model.bias);
  for (const f of features) {
    const w = model.weights.get(f);
    if (!w) continue;
    for (let c = 0; c < z.length; c++) z[c]! += w[c]!;
  }
  return softmaxInto(z, new Float64Array(z.length));
}

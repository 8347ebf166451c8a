import { describe, expect, it } from 'vitest';
import {
  type ContextCase,
  createSkillCoder,
  evaluateCodes,
  isSkillCode,
  type LabelledUtterance,
  type SkillCode,
  trainingExamples,
} from '../../src/index.js';
import context from '../../src/skills/data/context.json' with { type: 'json' };
import fresh from '../../src/skills/data/context-fresh.json' with { type: 'json' };
import heldout from '../../src/skills/data/heldout.json' with { type: 'json' };
import spoken from '../../src/skills/data/spoken-heldout.json' with { type: 'json' };
import { asSpoken } from '../../src/skills/local-coder.js';

const HELD_OUT = heldout as LabelledUtterance[];
const coder = createSkillCoder({ mode: 'local' });

describe('agreement figures', () => {
  it('are computed as defined, on a case worked by hand', () => {
    const expected: SkillCode[] = [
      'open_question',
      'closed_question',
      'simple_reflection',
      'complex_reflection',
      'advice',
    ];
    const predicted: SkillCode[] = [
      'open_question',
      'open_question',
      'complex_reflection',
      'other',
      'affirmation',
    ];
    const ev = evaluateCodes(expected, predicted);
    expect(ev.accuracy9).toBeCloseTo(1 / 5);
    // advice -> affirmation is right once both are folded into "other".
    expect(ev.accuracy5).toBeCloseTo(2 / 5);
    expect(ev.openClosedAccuracy).toBeCloseTo(1 / 2);
    expect(ev.reflectionRecall).toBeCloseTo(1 / 2);
    // open: tp 1, fp 1 -> F1 2/3; closed: fn 1 -> 0; simple: fn 1 -> 0; complex: fp 1 + fn 1 -> 0; other: tp 1, fp 1 -> 2/3.
    expect(ev.f1.open_question).toBeCloseTo(2 / 3);
    expect(ev.f1.other).toBeCloseTo(2 / 3);
    expect(ev.macroF1).toBeCloseTo(4 / 3 / 5);
    expect(ev.confusion.closed_question.open_question).toBe(1);
  });

  it('refuse lists of different lengths', () => {
    expect(() => evaluateCodes(['other'], [])).toThrow(/1 expert codes but 0/);
  });
});

describe('the held-out set', () => {
  it('is separate from the training examples and labelled with known codes', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(140);
    for (const e of HELD_OUT) expect(isSkillCode(e.code), e.text).toBe(true);
    const train = new Set(trainingExamples().map((e) => e.text.toLowerCase()));
    // Only backchannels ("Mm-hmm.", "Yeah.") may appear in both.
    const shared = HELD_OUT.filter((e) => train.has(e.text.toLowerCase()));
    for (const e of shared) expect(e.text.split(/\s+/).length, e.text).toBeLessThanOrEqual(2);
  });

  it('is coded well above the team goals (0.70 open/closed, 0.60 macro-F1, 50 % reflections found)', async () => {
    const codes = await coder.code(HELD_OUT);
    const ev = evaluateCodes(
      HELD_OUT.map((e) => e.code),
      codes.map((c) => c.code),
    );
    // Measured 2026-11-22: 0.959 / 0.966 / 0.967 / 1.00 / 0.953. Thresholds sit a little below.
    expect(ev.accuracy9).toBeGreaterThanOrEqual(0.92);
    expect(ev.accuracy5).toBeGreaterThanOrEqual(0.93);
    expect(ev.macroF1).toBeGreaterThanOrEqual(0.93);
    expect(ev.openClosedAccuracy).toBeGreaterThanOrEqual(0.97);
    expect(ev.reflectionRecall).toBeGreaterThanOrEqual(0.92);
  });

  it('holds up as a speech recogniser would write it, and without the client turn', async () => {
    const spoken = await coder.code(HELD_OUT.map((e) => ({ ...e, text: asSpoken(e.text) })));
    const bare = await coder.code(HELD_OUT.map((e) => ({ text: e.text })));
    const expected = HELD_OUT.map((e) => e.code);
    const evSpoken = evaluateCodes(
      expected,
      spoken.map((c) => c.code),
    );
    const evBare = evaluateCodes(
      expected,
      bare.map((c) => c.code),
    );
    // Measured: spoken 0.957 macro-F1 / 1.00 open-closed; no context 0.941 macro-F1 / 0.907 reflections found.
    expect(evSpoken.macroF1).toBeGreaterThanOrEqual(0.92);
    expect(evSpoken.openClosedAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(evBare.macroF1).toBeGreaterThanOrEqual(0.91);
    expect(evBare.reflectionRecall).toBeGreaterThanOrEqual(0.87);
  });

  it('advice permission matches the experts on most advice', async () => {
    const advice = HELD_OUT.filter((e) => e.code === 'advice');
    const codes = await coder.code(advice);
    const found = codes.filter((c) => c.code === 'advice');
    const agree = codes.filter(
      (c, i) => c.code === 'advice' && c.with_permission === advice[i]!.with_permission,
    );
    expect(found.length / advice.length).toBeGreaterThanOrEqual(0.8);
    expect(agree.length / found.length).toBeGreaterThanOrEqual(0.8);
  });

  it('codes at least a few hundred utterances a second', async () => {
    await coder.code(HELD_OUT.slice(0, 5)); // train first
    const start = performance.now();
    await coder.code(HELD_OUT);
    const perSecond = HELD_OUT.length / ((performance.now() - start) / 1000);
    expect(perSecond).toBeGreaterThan(200);
  });
});

describe('the held-out spoken-style set and the context set', () => {
  const SPOKEN = spoken as LabelledUtterance[];
  const CONTEXT = [...(context as ContextCase[]), ...(fresh as ContextCase[])];

  it('are never trained on: no sentence of either is in the training examples', () => {
    expect(SPOKEN.length).toBeGreaterThanOrEqual(200);
    for (const e of SPOKEN) expect(isSkillCode(e.code), e.text).toBe(true);
    const train = new Set(trainingExamples().map((e) => e.text.toLowerCase().trim()));
    const held = [...SPOKEN.map((e) => e.text), ...CONTEXT.flatMap((c) => c.turns.map((t) => t.coach))];
    // Only backchannels of one or two words ("yeah", "mm hmm") may be said in both.
    const shared = held.filter((t) => train.has(t.toLowerCase().trim()) && t.split(/\s+/).length > 2);
    expect(shared).toEqual([]);
  });

  it('are written as people speak: lower case, no punctuation, fillers and hedges', () => {
    expect(SPOKEN.every((e) => !/[.?!,A-Z]/.test(e.text))).toBe(true);
    expect(
      SPOKEN.filter((e) => /\b(?:um|uh|you know|like|kind of|i guess|mm)\b/.test(e.text)).length,
    ).toBeGreaterThanOrEqual(30);
  });

  it('meet the team goals on the spoken set (0.62 macro-F1, 75 % open/closed, 60 % reflections found)', async () => {
    const codes = await coder.code(SPOKEN);
    const ev = evaluateCodes(
      SPOKEN.map((e) => e.code),
      codes.map((c) => c.code),
    );
    expect(ev.macroF1).toBeGreaterThanOrEqual(0.62);
    expect(ev.openClosedAccuracy).toBeGreaterThanOrEqual(0.75);
    expect(ev.reflectionRecall).toBeGreaterThanOrEqual(0.6);
  });
});

/**
 * How well and how fast the offline skill coder codes coach turns, on the held-out set written
 * apart from the training examples (`src/skills/data/heldout.json`). Run with
 * `npm run bench:skills -w @rebond/engine`.
 */
import { cpus } from 'node:os';
import {
  type CodingEvaluation,
  evaluateCodes,
  FIVE_CLASSES,
  type LabelledUtterance,
  SKILL_CODES,
  type SkillUtterance,
} from '../src/index.js';
import heldout from '../src/skills/data/heldout.json' with { type: 'json' };
import { asSpoken, LocalSkillCoder, trainingExamples } from '../src/skills/local-coder.js';
import { analyze } from '../src/skills/rules.js';

const HELD_OUT = heldout as LabelledUtterance[];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

console.log(
  `Rebond skill coder bench: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`,
);
let start = performance.now();
const coder = new LocalSkillCoder();
console.log(`training: ${coder.trainingExamples} examples in ${Math.round(performance.now() - start)} ms`);
console.log(`held-out set: ${HELD_OUT.length} utterances (never used for training or rule tuning)`);

function report(name: string, inputs: SkillUtterance[]): CodingEvaluation {
  const codes = coder.codeAll(inputs);
  const ev = evaluateCodes(
    HELD_OUT.map((e) => e.code),
    codes.map((c) => c.code),
  );
  console.log('');
  console.log(`== ${name}`);
  console.log(`accuracy, nine codes:               ${pct(ev.accuracy9)}`);
  console.log(`accuracy, five classes:             ${pct(ev.accuracy5)}`);
  console.log(`macro-F1, five classes:             ${ev.macroF1.toFixed(3)}   (goal >= 0.60)`);
  console.log(`  F1 per class: ${FIVE_CLASSES.map((c) => `${c} ${ev.f1[c].toFixed(2)}`).join(', ')}`);
  console.log(
    `open/closed accuracy among questions: ${pct(ev.openClosedAccuracy)} of ${ev.questionsCompared}   (goal >= 70 %)`,
  );
  console.log(`reflections found (either code):    ${pct(ev.reflectionRecall)}   (goal >= 50 %)`);
  console.log(`simple/complex right among found:   ${pct(ev.reflectionDepthAccuracy)}`);
  const advice = HELD_OUT.flatMap((e, i) => (e.code === 'advice' && codes[i]!.code === 'advice' ? [i] : []));
  const permissionRight = advice.filter((i) => codes[i]!.with_permission === HELD_OUT[i]!.with_permission);
  console.log(`advice permission right:            ${permissionRight.length} of ${advice.length}`);
  return ev;
}

const asWritten = report(
  'as written, with the client turn before',
  HELD_OUT.map((e) => ({
    text: e.text,
    ...(e.previous_client ? { previous_client: e.previous_client } : {}),
  })),
);
report(
  'as a speech recogniser writes it (lower case, no punctuation)',
  HELD_OUT.map((e) => ({
    text: asSpoken(e.text),
    ...(e.previous_client ? { previous_client: e.previous_client } : {}),
  })),
);
report(
  'without the client turn',
  HELD_OUT.map((e) => ({ text: e.text })),
);

console.log('');
console.log('confusion (rows: expert, columns: coder), as written:');
const short = (c: string) => c.replace('_question', '_q').replace('_reflection', '_r').slice(0, 9);
console.log(`${''.padEnd(12)}${SKILL_CODES.map((c) => short(c).padStart(10)).join('')}`);
for (const e of SKILL_CODES) {
  console.log(
    `${short(e).padEnd(12)}${SKILL_CODES.map((p) => String(asWritten.confusion[e][p]).padStart(10)).join('')}`,
  );
}

// Five-fold cross-validation on the training examples: a second look, from data the rules were tuned on.
const train = trainingExamples();
const expected: LabelledUtterance['code'][] = [];
const predicted: LabelledUtterance['code'][] = [];
for (let k = 0; k < 5; k++) {
  const fold = new LocalSkillCoder(train.filter((_, i) => i % 5 !== k));
  for (const e of train.filter((_, i) => i % 5 === k)) {
    expected.push(e.code);
    predicted.push(fold.codeOne(analyze(e.text, e.previous_client)).code);
  }
}
const cv = evaluateCodes(expected, predicted);
console.log('');
console.log(
  `5-fold cross-validation on the ${train.length} training examples: accuracy ${pct(cv.accuracy9)}, macro-F1 ${cv.macroF1.toFixed(3)} (optimistic: the rules were tuned on these)`,
);

// Speed: the whole held-out set, ten times over.
const inputs = HELD_OUT.map((e) => ({
  text: e.text,
  ...(e.previous_client ? { previous_client: e.previous_client } : {}),
}));
start = performance.now();
for (let i = 0; i < 10; i++) coder.codeAll(inputs);
const seconds = (performance.now() - start) / 1000;
console.log('');
console.log(`speed: ${Math.round((inputs.length * 10) / seconds)} utterances per second (one core)`);

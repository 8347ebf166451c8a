/**
 * The offline coder: the rules' near-certain decisions first (backchannels, confrontation, asking
 * permission), then the classifier over words, bigrams and rule cues, then the rules again to settle
 * open versus closed and whether advice had permission. Evidence is always the coach's own words.
 */

import { featuresOf, finish, type LogisticModel, predictProba, trainingSteps } from './classifier.js';
import trainingSet from './data/train.json' with { type: 'json' };
import { resolvePermissions } from './permission.js';
import { type Analysis, analyze } from './rules.js';
import { excerpt, head } from './text.js';
import {
  type CodedUtterance,
  isSkillCode,
  type LabelledUtterance,
  SKILL_CODES,
  type SkillCode,
  type SkillUtterance,
} from './types.js';

/** The examples shipped with the engine (`src/skills/data/train.json`), checked on load. */
export function trainingExamples(): LabelledUtterance[] {
  return (trainingSet as unknown[]).map((row, i) => {
    const r = row as Partial<LabelledUtterance>;
    if (typeof r.text !== 'string' || !isSkillCode(r.code)) {
      throw new Error(`skills/data/train.json: example ${i} has no text or an unknown code`);
    }
    return r as LabelledUtterance;
  });
}

/** What a speech recogniser gives: lower case, no punctuation. */
export function asSpoken(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9'’\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Trains the classifier on labelled utterances. Each example with a client turn is also seen
 * without it, so a coder called without context still knows a reflection when it sees one.
 * (Copies written as a speech recogniser would were tried too, and lowered agreement: the rules
 * already read unpunctuated text.)
 */
export function trainCoderModel(examples: readonly LabelledUtterance[]): LogisticModel<SkillCode> {
  return finish(coderTrainingSteps(examples));
}

/** How many examples are read between two stops of `coderTrainingSteps`. */
const EXAMPLES_PER_STEP = 100;

/** `trainCoderModel` in steps of tens of milliseconds (see `trainingSteps`). */
function* coderTrainingSteps(
  examples: readonly LabelledUtterance[],
): Generator<void, LogisticModel<SkillCode>> {
  const rows: { features: string[]; label: SkillCode }[] = [];
  for (const [i, e] of examples.entries()) {
    rows.push({ features: featuresOf(analyze(e.text, e.previous_client)), label: e.code });
    if (e.previous_client) rows.push({ features: featuresOf(analyze(e.text)), label: e.code });
    if (i % EXAMPLES_PER_STEP === EXAMPLES_PER_STEP - 1) yield;
  }
  // 20 passes instead of the trainer's 30: the same held-out figures with a third more examples, and
  // training (on the server's event loop, at first use) stays about as long as it was.
  return yield* trainingSteps(SKILL_CODES, rows, { epochs: 20 });
}

let shared: LocalSkillCoder | undefined;
let sharedTraining:
  | { examples: LabelledUtterance[]; steps: Generator<void, LogisticModel<SkillCode>> }
  | undefined;

/** The shared coder's training, begun on first need and carried on by whoever needs it next. */
function sharedTrainingSteps(): NonNullable<typeof sharedTraining> {
  if (!sharedTraining) {
    const examples = trainingExamples();
    sharedTraining = { examples, steps: coderTrainingSteps(examples) };
  }
  return sharedTraining;
}

/**
 * The process's local coder, trained once on first use (0.3 to 2.5 s on two busy cores): the
 * hosted coder's fallback, and the persona's reading of turns no coder has coded for it. A training
 * begun by `trainSharedLocalCoder` is finished here at once.
 */
export function sharedLocalCoder(): LocalSkillCoder {
  if (!shared) {
    const { examples, steps } = sharedTrainingSteps();
    shared = new LocalSkillCoder(examples, finish(steps));
  }
  return shared;
}

/**
 * Trains the shared coder ahead of its first use, a step at a time, giving the event loop its turn
 * between steps: a worker thread doing it still answers its messages (its pool closing it) within
 * tens of milliseconds.
 */
export async function trainSharedLocalCoder(): Promise<void> {
  const { examples, steps } = sharedTrainingSteps();
  while (!shared) {
    const step = steps.next();
    if (step.done) shared = new LocalSkillCoder(examples, step.value);
    else await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Codes utterances offline. One instance trains once and is then reused. */
export class LocalSkillCoder {
  readonly implementation = 'local-rules-logreg';
  readonly trainingExamples: number;
  private readonly model: LogisticModel<SkillCode>;

  constructor(
    examples: readonly LabelledUtterance[] = trainingExamples(),
    model: LogisticModel<SkillCode> = trainCoderModel(examples),
  ) {
    this.trainingExamples = examples.length;
    this.model = model;
  }

  /** Codes a session's utterances in order; permission to advise is carried from turn to turn. */
  codeAll(utterances: readonly SkillUtterance[]): CodedUtterance[] {
    const analyses = utterances.map((u) =>
      // The server validates input; a missing text still codes as "other" rather than throwing.
      analyze(
        typeof u.text === 'string' ? u.text : '',
        typeof u.previous_client === 'string' ? u.previous_client : undefined,
      ),
    );
    const coded = analyses.map((a) => this.codeOne(a));
    return resolvePermissions(utterances, coded, (_, i) => analyses[i]!.cues.has('permission_ask'));
  }

  /** Codes one utterance without session context. */
  codeOne(a: Analysis): CodedUtterance {
    if (!a.tokens.length) return { code: 'other', evidence: a.text.trim() };
    const code = this.decide(a);
    const coded: CodedUtterance = { code, evidence: evidenceFor(a, code) };
    if (code === 'advice') {
      coded.with_permission = a.cues.has('permission') || a.cues.has('client_asks');
    }
    return coded;
  }

  private decide(a: Analysis): SkillCode {
    const has = (c: string) => a.cues.has(c);
    if (has('backchannel') && !has('affirm')) return 'other';
    // A label after "it sounds like you feel..." or in the client's own words is reflected, not pinned on.
    if (has('confront') && !has('confront_framed') && !has('confront_echo')) return 'confront';
    // "Is it too late?" "No it isn't.": a client's question answered, information.
    if (has('answers_client')) return 'giving_information';
    // "What you should do is call him": a directive, whatever its first word.
    if (has('wh_directive')) return 'advice';
    // "Research shows ..., so you must ...": information bent to a conclusion is persuasion.
    if (has('persuade_info') && (has('advice') || has('directive'))) return 'advice';
    // MITI 4.2.1's Seek Collaboration and Emphasize Autonomy, when nothing in the turn pushes.
    const pushes = has('advice') || has('directive') || has('imperative') || has('persuade_info');
    const autonomy = a.cues.get('autonomy');
    const stem = a.cues.get('reflection_stem');
    // "It's up to you. What do you want to do?" leaves the client a question to answer; "you feel
    // it's not up to you anymore" reflects the client.
    if (
      autonomy &&
      !pushes &&
      (a.questionSentence === null || a.questionSentence <= autonomy.sentence) &&
      a.tokens[autonomy.token - 1]?.norm !== 'not' &&
      !(stem && stem.token < autonomy.token)
    )
      return 'emphasize_autonomy';
    if (has('seek_collaboration') && !pushes) return 'seek_collaboration';
    // "I can't approve more overtime this month": the coach's own limit, information about them.
    if (has('own_limit') && !pushes && !has('q_mark')) return 'giving_information';
    if (has('permission_ask') && !adviceOutside(a, a.cues.get('permission_ask')!.sentence))
      return 'closed_question';
    const plainStatement = !has('q_mark') && !has('reflection_stem');
    if (has('affirm') && plainStatement && !has('advice')) return 'affirmation';
    if (has('advice') && !has('affirm') && !has('q_wh_what') && !has('q_wh_how') && !echoesAdvice(a))
      return 'advice';
    if (has('directive') && !has('affirm')) return 'advice';
    if (has('q_syntax_last') && !has('advice')) {
      const byRule = openOrClosed(a);
      if (byRule) return byRule;
    }
    const p = predictProba(this.model, featuresOf(a));
    // "..., is that right?" only checks a reflection: no question is asked.
    const checkOnly = has('q_check') && a.questionSentence === null;
    let best = -1;
    for (let c = 0; c < p.length; c++) {
      if (!possible(a, SKILL_CODES[c]!, checkOnly)) continue;
      if (best < 0 || p[c]! > p[best]!) best = c;
    }
    const code = SKILL_CODES[best]!;
    if (code === 'open_question' || code === 'closed_question') return openOrClosed(a) ?? code;
    // Information, advice and affirmation each have words of their own (a fact, a push, praise). A
    // statement without them that gives back a good part of the client's own words ("so the
    // drinking helps you unwind after a long shift") reflects them, whatever the words suggested.
    // "You seem really worried about it" after "Fine. Work is busy.": a feeling the client did not
    // name, or a guess framed as one ("it sounds like you have been left out"), without words of
    // praise, is reflected (a guess at what lies under the words), not affirmed.
    if (code === 'affirmation' && !has('affirm') && (has('feeling_new') || has('reflection_stem')))
      return 'complex_reflection';
    // "Your sister called this morning": news about someone or something else, none of the
    // client's words, no feeling and no reflection's stem (the `news` cue): information, however
    // much the words looked like a reflection.
    const reflects = code === 'simple_reflection' || code === 'complex_reflection';
    if (has('news') && (reflects || (code === 'affirmation' && !has('affirm')))) return 'giving_information';
    const ownCue = OWN_CUES[code];
    const echoes = a.questionSentence === null && a.overlap !== null && a.overlap >= 1 / 3;
    if (ownCue && echoes && !ownCue.some(has)) {
      const simple = p[SKILL_CODES.indexOf('simple_reflection')]!;
      return simple >= p[SKILL_CODES.indexOf('complex_reflection')]!
        ? 'simple_reflection'
        : 'complex_reflection';
    }
    return code;
  }
}

/**
 * Codes the words of a turn rule out, whatever the classifier says: a check on a reflection
 * ("..., is that right?") asks no question (a spoken question may have neither "?" nor syntax); MITI
 * 4.2.1's Seek Collaboration and Emphasize Autonomy need their own words ("together", "up to you"),
 * so "It helps you wind down" is never read as handing over the choice.
 */
function possible(a: Analysis, code: SkillCode, checkOnly: boolean): boolean {
  if (code === 'open_question' || code === 'closed_question') return !checkOnly;
  if (code === 'seek_collaboration') return a.cues.has('seek_collaboration');
  if (code === 'emphasize_autonomy') return a.cues.has('autonomy');
  return true;
}

/** The cues without which information, advice or an affirmation is not read into the client's own words. */
const OWN_CUES: Partial<Record<SkillCode, string[]>> = {
  giving_information: ['info'],
  advice: ['advice', 'directive', 'imperative', 'wh_directive', 'persuade_info'],
  affirmation: ['affirm'],
};

/**
 * "You know you should stop" or "You need to lose weight" after the client said "I should stop" or
 * "I need to lose weight" reflects the client's own words; the classifier decides, not the advice cue.
 */
function echoesAdvice(a: Analysis): boolean {
  const hit = a.cues.get('advice')!;
  if (a.cues.has('reflection_stem') && a.cues.get('reflection_stem')!.token < hit.token) return true;
  return a.cues.has('client_modal') && a.overlap !== null && a.overlap >= 0.5;
}

function adviceOutside(a: Analysis, sentence: number): boolean {
  for (const cue of ['advice', 'imperative']) {
    const hit = a.cues.get(cue);
    if (hit && hit.sentence !== sentence) return true;
  }
  return false;
}

/** Open versus closed from question syntax; null when the syntax does not say. */
function openOrClosed(a: Analysis): SkillCode | null {
  const has = (c: string) => a.cues.has(c);
  if (has('q_scale')) return 'closed_question';
  if (has('q_tell') || has('q_else')) return 'open_question';
  if (has('q_wh')) {
    // "When you say he won't listen, what does that look like?": the main question is the later one.
    const wh = a.cues.get('q_wh')!;
    const first = a.tokens[wh.token]?.norm;
    if ((first === 'when' || first === 'where' || first === 'if') && has('q_embedded_wh'))
      return 'open_question';
    if (has('q_wh_closed') || has('q_or')) return 'closed_question';
    return 'open_question';
  }
  if (has('q_embedded_wh')) return 'open_question';
  if (has('q_aux') || has('q_any') || has('q_tag') || has('q_declarative') || has('q_or'))
    return 'closed_question';
  return null;
}

const EVIDENCE_CUES: Partial<Record<SkillCode, string[]>> = {
  confront: ['confront'],
  advice: ['advice', 'imperative'],
  affirmation: ['affirm'],
  seek_collaboration: ['seek_collaboration'],
  emphasize_autonomy: ['autonomy'],
  giving_information: ['info'],
  simple_reflection: ['reflection_stem', 'you_start'],
  complex_reflection: ['double_sided', 'reflection_stem', 'you_start', 'metaphor', 'feeling_new'],
};

/**
 * The coach's words that show a code (the local one, or a hosted coder's): the matching cue's
 * sentence, or the question itself. Needs no trained model.
 */
export function evidenceFor(a: Analysis, code: SkillCode): string {
  if (!a.tokens.length) return a.text.trim();
  // A backchannel or a greeting is its own evidence, fillers included ("Mm-hmm").
  if (code === 'other') return excerpt(a.text, a.tokens, 0, 16);
  if (code === 'open_question' || code === 'closed_question') {
    const hit = a.cues.get('permission_ask') ?? a.cues.get('q_tell');
    const s = a.sentences[hit?.sentence ?? a.questionSentence ?? a.sentences.length - 1]!;
    const h = head(s.tokens);
    const from = a.tokens.indexOf(h[0] ?? s.tokens[0]!);
    return excerpt(a.text, a.tokens, from, Math.max(4, Math.min(16, h.length)));
  }
  for (const cue of EVIDENCE_CUES[code] ?? []) {
    const hit = a.cues.get(cue);
    if (!hit) continue;
    // Start at the cue, but keep the few words before it in the same sentence for sense.
    const sentenceStart = a.tokens.indexOf(a.sentences[hit.sentence]!.tokens[0]!);
    const from = hit.token - sentenceStart <= 4 ? sentenceStart : hit.token;
    return excerpt(a.text, a.tokens, from, 16);
  }
  // No cue: the first sentence that is not a question.
  const s = a.sentences.find((_, i) => i !== a.questionSentence) ?? a.sentences[0]!;
  const h = head(s.tokens);
  return excerpt(a.text, a.tokens, a.tokens.indexOf(h[0] ?? s.tokens[0]!), 16);
}

/**
 * The session scorecard, computed the way MITI 4.2.1 computes its summary scores from behaviour
 * counts, plus a short debrief with two suggestions quoted from the session itself.
 */
import { DEFAULT_LOCALE, isLocale, SKILL_BANDS } from '@rebond/vocabulary';
import { formatSkillMessage, type SkillMessageKey } from './messages.js';
import { type TalkTimeInput, talkTime } from './talk-time.js';
import { type CodedUtterance, SKILL_CODES, type SkillCode, type SkillUtterance } from './types.js';

/** A coded coach turn: what was said, what the client said before, and its code. */
export type ScoredTurn = SkillUtterance & CodedUtterance;

/** Proficiency bands of MITI (below the "fair" threshold, fair, good). */
export type SkillBand = 'below_fair' | 'fair' | 'good';

/** One banded figure. */
export interface BandedFigure {
  /** The figure; null when it cannot be computed (no questions for R:Q, no reflections for %CR...). */
  value: number | null;
  band: SkillBand | null;
  /** Thresholds used: fair from this value, good from `good`. */
  fair: number;
  good: number;
}

/** The session's figures and its debrief. */
export interface Scorecard {
  /** Behaviour counts over every code. */
  counts: Record<SkillCode, number>;
  /** Coach turns scored. */
  turns: number;
  /** Simple plus complex reflections. */
  reflections: number;
  /** Open plus closed questions. */
  questions: number;
  /**
   * Reflection-to-question ratio R:Q (MITI 4.2.1: fair 1, good 2). With reflections but no
   * question the value is null and the band `good`.
   */
  reflectionToQuestion: BandedFigure;
  /** Complex reflections / all reflections, 0 to 1 (MITI 4.2.1: fair 0.4, good 0.5). */
  percentComplexReflections: BandedFigure;
  /** Open questions / all questions, 0 to 1 (MITI 3.1.1: fair 0.5, good 0.7; MITI 4 no longer splits questions). */
  percentOpenQuestions: BandedFigure;
  affirmations: number;
  /** MITI 4.2.1 "Persuade" without permission: MI non-adherent. */
  adviceWithoutPermission: number;
  /** MITI 4.2.1 "Persuade with Permission". */
  adviceWithPermission: number;
  /** MI non-adherent. */
  confrontations: number;
  /**
   * Confrontations plus persuasion without permission, banded the other way round: fewer is better
   * (good at 0, fair at 1, below fair from 2).
   */
  nonAdherent: { value: number; band: SkillBand; fair: number; good: number; lowerIsBetter: true };
  /**
   * The session as a whole: the lowest band of the figures above (R:Q, %CR, %OQ, non-adherent). A
   * session with a confrontation or unasked advice is never `good`; null when nothing was rated.
   */
  overall: SkillBand | null;
  /** The coach's share of the talk time, 0 to 1 (no MITI band; null without durations). */
  coachTalkShare: { value: number | null; band: null; coachS: number; avatarS: number };
  debrief: Debrief;
}

/** What a suggestion is about. */
export type SuggestionKind =
  | 'closed_run'
  | 'confront'
  | 'advice_without_permission'
  | 'low_reflection_ratio'
  | 'low_complex'
  | 'low_open'
  | 'talk_time'
  | 'no_affirmation'
  | 'keep_complex'
  | 'keep_open'
  | 'keep_affirmation'
  | 'keep_going';

/** One concrete suggestion, tied to a turn of the session where it can be. */
export interface DebriefSuggestion {
  kind: SuggestionKind;
  /** Index of the coach turn it quotes, or null. */
  turn: number | null;
  /** The coach's words it quotes, or null. */
  quote: string | null;
  /** The suggestion in the debrief's language. */
  text: string;
}

/** The plain-language debrief. */
export interface Debrief {
  locale: string;
  summary: string;
  /** Two suggestions (fewer only when the session has no turn at all). */
  suggestions: DebriefSuggestion[];
}

/** Options of `scoreSession`. */
export interface ScoreOptions {
  /** Turn durations for the talk-time share. */
  talkTime?: TalkTimeInput;
  /** Debrief language: en, fr, es or de. @default 'en' */
  locale?: string;
}

const NON_ADHERENT = SKILL_BANDS.non_adherent;
/** Bands from worst to best. */
const BANDS: readonly SkillBand[] = ['below_fair', 'fair', 'good'];
const band = (value: number | null, fair: number, good: number): SkillBand | null =>
  value === null ? null : value >= good ? 'good' : value >= fair ? 'fair' : 'below_fair';

/** Discourse markers and fillers that open a spoken clause without carrying it. */
const LEAD =
  /^(?:(?:well|yeah|yes|yep|no|nah|so|um+|uh+|er+|erm|i mean|look|listen|okay|ok|honestly|like|you know|i guess|i dunno|and|but|anyway|right|oh|hmm+|mm+|i know|i don't know)\b[,.]?\s*)+/i;
/** Tags and hedges that trail a spoken clause. */
const TRAIL =
  /(?:[,\s]+(?:you know|i guess|i suppose|or whatever|or something|and stuff|and that|like|right|innit|yeah|really|though|anyway|i mean|or anything|to be honest|honestly))+$/i;
/** Words a clause may start with: a subject, so the echo is a sentence and not a fragment. */
const SUBJECT = new Set(
  "i i'm i've i'll i'd we we're we've our my it it's he he's she she's they they're there there's everyone everybody nobody nothing everything people the this that that's you you're you've your mum mom dad nobody's everyone's".split(
    ' ',
  ),
);
/** Words that say nothing on their own ("I know", "I guess so", "whatever"). */
const VAGUE = new Set(
  "i i'm i've i'd i'll you you're it it's that that's this the a an is am are was be do does did don't doesn't didn't not no so just really know guess mean think suppose sure whatever fine okay ok dunno maybe right yeah well like thing things stuff it all he she they we me my your there what".split(
    ' ',
  ),
);
/** A clause cannot end on a word that needs another after it. */
const DANGLING =
  /\b(?:and|but|or|because|cause|so|the|a|an|to|of|with|for|my|your|their|our|if|when|that|than|then|is|are|was|were|i|you|he|she|they|we|it's|i'm|just|like|about|at|in|on|from)$/i;
const SWAP: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  you: 'I',
  "you're": "I'm",
  "you've": "I've",
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
};

/** One clause of the client's turn, cleaned of fillers, if it is a sentence the coach could give back. */
function wellFormed(clause: string): string | null {
  let c = clause.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  for (let before = ''; before !== c; ) {
    before = c;
    c = c
      .replace(LEAD, '')
      .replace(TRAIL, '')
      .replace(/[,:\s-]+$/, '')
      .trim();
  }
  // Fillers in the middle ("my boss, you know, is always...") go; "like" stays (it may be the verb).
  c = c
    .replace(/,?\s*\b(?:um+|uh+|er+|erm|you know|i mean)\b,?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  const words = c.split(' ').filter(Boolean);
  if (words.length < 3 || words.length > 14) return null;
  if (!SUBJECT.has(words[0]!.toLowerCase())) return null;
  if (DANGLING.test(c)) return null;
  if (!words.some((w) => !VAGUE.has(w.toLowerCase().replace(/[^a-z']/g, '')))) return null;
  return c;
}

/**
 * The client's words turned round for the coach to say: the first clause of their turn that is a
 * sentence (a subject, something said, 3 to 14 words, not a question), fillers and tags dropped,
 * pronouns swapped. Null when the turn has no such clause ("I know.", "Yeah, you know, like..."):
 * a suggestion is never built from a fragment.
 */
export function echoClient(text: string | undefined): string | null {
  if (!text?.trim()) return null;
  // Stage directions ("*sighs*", "(quietly)") are not words the client said.
  const said = text.replace(/\*[^*]*\*|\([^)]*\)|\[[^\]]*\]/g, ' ');
  const clauses = [...said.matchAll(/[^.!?;]+[.!?;]*/g)].map((m) => m[0]);
  for (const raw of clauses) {
    if (raw.trim().endsWith('?')) continue;
    const body = raw.replace(/[.!;]+\s*$/, '');
    // A long sentence may still open with a clause of its own ("I drink at weekends, so...").
    const parts = [body, ...body.split(/,\s*|\s+(?:but|so|and|because)\s+/i)];
    for (const part of parts) {
      const clause = wellFormed(part);
      if (!clause) continue;
      const out = clause
        .split(' ')
        .map((w) => {
          const m = /^([A-Za-z']+)(.*)$/.exec(w);
          const swapped = m ? SWAP[m[1]!.toLowerCase()] : undefined;
          return swapped ? swapped + m![2] : w;
        })
        .join(' ');
      // "I" stays capitalised; any other first word is lower-cased to sit inside a sentence.
      return out.startsWith('I ') ? out : out.charAt(0).toLowerCase() + out.slice(1);
    }
  }
  return null;
}

const isQuestion = (c: SkillCode) => c === 'open_question' || c === 'closed_question';
const localeOf = (locale: string) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const percent = (x: number, locale: string) =>
  new Intl.NumberFormat(localeOf(locale), { style: 'percent', maximumFractionDigits: 0 }).format(x);
const decimal = (x: number, locale: string) =>
  new Intl.NumberFormat(localeOf(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
/** An example sits inside quotes in the middle of a sentence: drop its own full stop. */
const inline = (example: string) => example.replace(/\.$/, '');
const UPSET =
  /\b(?:angry|furious|pissed|sick of|fed up|hate|leave me alone|on my case|shut up|whatever|back off|not fair|unfair|sad|cry|crying|hurt|hurts|lost|miss her|miss him|can't take|nobody|never listen|always on at me|stop it|done with)\b|!/i;

/**
 * Scores a coded session. `turns` are the coach's turns in order, each with its code (from
 * `SkillCoder.code`) and, where known, the client's turn before it.
 */
export function scoreSession(turns: readonly ScoredTurn[], options: ScoreOptions = {}): Scorecard {
  const locale = options.locale ?? 'en';
  const counts = Object.fromEntries(SKILL_CODES.map((c) => [c, 0])) as Record<SkillCode, number>;
  for (const t of turns) counts[t.code]++;
  const reflections = counts.simple_reflection + counts.complex_reflection;
  const questions = counts.open_question + counts.closed_question;
  const rq = questions ? reflections / questions : null;
  const cr = reflections ? counts.complex_reflection / reflections : null;
  const oq = questions ? counts.open_question / questions : null;
  const advice = turns.filter((t) => t.code === 'advice');
  const time = options.talkTime ? talkTime(options.talkTime) : null;
  const nonAdherent = counts.confront + advice.filter((t) => !t.with_permission).length;
  const card: Omit<Scorecard, 'debrief'> = {
    counts,
    turns: turns.length,
    reflections,
    questions,
    reflectionToQuestion: {
      value: rq,
      band: rq === null && reflections > 0 ? 'good' : band(rq, 1, 2),
      fair: 1,
      good: 2,
    },
    percentComplexReflections: { value: cr, band: band(cr, 0.4, 0.5), fair: 0.4, good: 0.5 },
    percentOpenQuestions: { value: oq, band: band(oq, 0.5, 0.7), fair: 0.5, good: 0.7 },
    affirmations: counts.affirmation,
    adviceWithoutPermission: advice.filter((t) => !t.with_permission).length,
    adviceWithPermission: advice.filter((t) => t.with_permission).length,
    confrontations: counts.confront,
    nonAdherent: {
      value: nonAdherent,
      band:
        nonAdherent <= NON_ADHERENT.good ? 'good' : nonAdherent <= NON_ADHERENT.fair ? 'fair' : 'below_fair',
      fair: NON_ADHERENT.fair,
      good: NON_ADHERENT.good,
      lowerIsBetter: true,
    },
    overall: null,
    coachTalkShare: {
      value: time?.coachShare ?? null,
      band: null,
      coachS: time?.coachS ?? 0,
      avatarS: time?.avatarS ?? 0,
    },
  };
  const rated = [
    card.reflectionToQuestion.band,
    card.percentComplexReflections.band,
    card.percentOpenQuestions.band,
    turns.length ? card.nonAdherent.band : null,
  ].filter((b): b is SkillBand => b !== null);
  card.overall = rated.length ? BANDS[Math.min(...rated.map((b) => BANDS.indexOf(b)))]! : null;
  return { ...card, debrief: debrief(turns, card, locale) };
}

function debrief(turns: readonly ScoredTurn[], card: Omit<Scorecard, 'debrief'>, locale: string): Debrief {
  const t = (key: SkillMessageKey, params: Record<string, string | number> = {}) =>
    formatSkillMessage(locale, key, params);
  if (!turns.length) return { locale, summary: t('summary_empty'), suggestions: [] };
  const bandWord = (f: BandedFigure) => t(f.band ? `band_${f.band}` : 'band_none');
  const figures = t('summary', {
    reflections: card.reflections,
    questions: card.questions,
    rq: card.reflectionToQuestion.value === null ? '-' : decimal(card.reflectionToQuestion.value, locale),
    rqBand: bandWord(card.reflectionToQuestion),
    complex: card.counts.complex_reflection,
    cr:
      card.percentComplexReflections.value === null
        ? '-'
        : percent(card.percentComplexReflections.value, locale),
    crBand: bandWord(card.percentComplexReflections),
    open: card.counts.open_question,
    oq: card.percentOpenQuestions.value === null ? '-' : percent(card.percentOpenQuestions.value, locale),
    oqBand: bandWord(card.percentOpenQuestions),
  });
  const summary = [
    figures,
    t('summary_non_adherent', {
      confront: card.confrontations,
      persuade: card.adviceWithoutPermission,
      naBand: t(`band_${card.nonAdherent.band}`),
    }),
    t('summary_overall', { overall: t(card.overall ? `band_${card.overall}` : 'band_none') }),
  ].join(' ');
  // The client's own words, turned round, only in English: the swap is English, and an English
  // clause inside a French sentence is not a sentence a therapist could say.
  const echo = (i: number) =>
    (localeOf(locale) === 'en' ? echoClient(turns[i]?.previous_client) : null) ?? t('echo_generic');
  const quote = (i: number) => turns[i]!.evidence || turns[i]!.text;
  const candidates: DebriefSuggestion[] = [];
  const add = (
    kind: SuggestionKind,
    turn: number | null,
    key: SkillMessageKey,
    params: Record<string, string | number>,
  ) => candidates.push({ kind, turn, quote: turn === null ? null : quote(turn), text: t(key, params) });

  // Confrontation first: it is the one thing a supervisor would raise before anything else.
  const confront = turns.findIndex((x) => x.code === 'confront');
  if (confront >= 0) {
    add('confront', confront, 'confront', {
      quote: quote(confront),
      example: inline(t('example_complex', { echo: echo(confront) })),
    });
  }
  // The longest run of closed questions, three or more.
  let runStart = -1;
  let runLength = 0;
  for (let i = 0, start = 0; i < turns.length; i++) {
    if (turns[i]!.code !== 'closed_question') start = i + 1;
    else if (i - start + 1 > runLength) {
      runLength = i - start + 1;
      runStart = start;
    }
  }
  if (runLength >= 3) {
    // The client turn that set the run off: the one before its first question.
    const upset = turns
      .slice(runStart, runStart + runLength)
      .findIndex((x) => x.previous_client !== undefined && UPSET.test(x.previous_client));
    const anchor = upset >= 0 ? runStart + upset : runStart;
    add('closed_run', anchor, upset >= 0 ? 'closed_run_upset' : 'closed_run', {
      count: runLength,
      quote: quote(anchor),
      example: inline(t('example_complex', { echo: echo(anchor) })),
    });
  }
  const advice = turns.findIndex((x) => x.code === 'advice' && !x.with_permission);
  if (advice >= 0) {
    add('advice_without_permission', advice, 'advice_without_permission', {
      quote: quote(advice),
      example: t('example_permission'),
    });
  }
  if (card.reflectionToQuestion.band === 'below_fair' && card.questions >= 2) {
    // A question asked straight after the client had said something worth reflecting.
    let q = turns.findIndex((x) => isQuestion(x.code) && (x.previous_client ?? '').split(/\s+/).length >= 4);
    if (q < 0) q = turns.findIndex((x) => isQuestion(x.code));
    add('low_reflection_ratio', q, 'low_reflection_ratio', {
      quote: quote(q),
      example: inline(t('example_simple', { echo: echo(q) })),
    });
  }
  if (card.percentComplexReflections.band === 'below_fair') {
    const simple = turns.findIndex((x) => x.code === 'simple_reflection');
    add('low_complex', simple, 'low_complex', {
      quote: quote(simple),
      example: inline(t('example_complex', { echo: echo(simple) })),
    });
  }
  if (card.percentOpenQuestions.band === 'below_fair' && card.counts.closed_question >= 2 && runLength < 3) {
    const closed = turns.findIndex((x) => x.code === 'closed_question');
    add('low_open', closed, 'low_open', { quote: quote(closed), example: inline(t('example_open')) });
  }
  const share = card.coachTalkShare.value;
  if (share !== null && share > 0.6) add('talk_time', null, 'talk_time', { share: percent(share, locale) });
  if (card.affirmations === 0 && turns.length >= 6) {
    add('no_affirmation', null, 'no_affirmation', { example: inline(t('example_affirmation')) });
  }
  // Strengths fill the debrief when fewer than two things need work.
  const complex = turns.findIndex((x) => x.code === 'complex_reflection');
  if (complex >= 0) add('keep_complex', complex, 'keep_complex', { quote: quote(complex) });
  const open = turns.findIndex((x) => x.code === 'open_question');
  if (open >= 0) add('keep_open', open, 'keep_open', { quote: quote(open) });
  const affirm = turns.findIndex((x) => x.code === 'affirmation');
  if (affirm >= 0) add('keep_affirmation', affirm, 'keep_affirmation', { quote: quote(affirm) });
  add('keep_going', null, 'keep_going', {});
  return { locale, summary, suggestions: candidates.slice(0, 2) };
}

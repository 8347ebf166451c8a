/**
 * The session summary, computed from the dialogue state: what the coach did (counts of each kind
 * of move), how the avatar's resistance moved, the final mood, and an outcome that follows from
 * those numbers. Short, and in the coach's language (en, fr, es, de).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@rebond/vocabulary';
import type { SkillCode } from '../skills/types.js';
import type { Emotion } from '../types.js';
import type { CoachIntent } from './coach-move.js';
import type { CoachSkill } from './coach-skill.js';
import type { DialogueState, Stance } from './dialogue-state.js';
import type { SummaryResult } from './types.js';

type Plural = readonly [one: string, other: string];
/** The MITI codes the summary names, advice split as the scorecard splits it. */
type NamedCode =
  | Exclude<SkillCode, 'advice' | 'other'>
  | 'advice_with_permission'
  | 'advice_without_permission';
interface Catalogue {
  noTurns: (name: string) => string;
  moves: (turns: string, list: string) => string;
  none: string;
  and: string;
  codes: Record<NamedCode, Plural>;
  notCounted: (n: number) => string;
  turns: Plural;
  resistance: (name: string, from: number, to: number) => string;
  verdict: {
    opened: (name: string, g?: 'male' | 'female') => string;
    held: (name: string, g?: 'male' | 'female') => string;
    closed: (name: string, g?: 'male' | 'female') => string;
  };
  mood: (stance: string, emotion: string) => string;
  stance: Record<Stance, string>;
  emotion: Record<Emotion, string>;
  helped: (what: string) => string;
  hurt: (what: string) => string;
  moveNames: Partial<Record<CoachIntent, string>>;
}

const EN: Catalogue = {
  noTurns: (name) => `The session with ${name} ended before the coach spoke.`,
  moves: (turns, list) => `In ${turns} you used ${list}.`,
  none: 'no reflections, questions, advice or apologies',
  and: 'and',
  codes: {
    complex_reflection: ['complex reflection', 'complex reflections'],
    simple_reflection: ['simple reflection', 'simple reflections'],
    open_question: ['open question', 'open questions'],
    closed_question: ['closed question', 'closed questions'],
    affirmation: ['affirmation', 'affirmations'],
    seek_collaboration: ['invitation to collaborate', 'invitations to collaborate'],
    emphasize_autonomy: ['statement of the client’s autonomy', 'statements of the client’s autonomy'],
    giving_information: ['piece of information', 'pieces of information'],
    advice_with_permission: ['piece of advice with permission', 'pieces of advice with permission'],
    advice_without_permission: ['piece of advice without permission', 'pieces of advice without permission'],
    confront: ['confrontation', 'confrontations'],
  },
  notCounted: (n) =>
    n === 1
      ? '1 spoken turn not yet confirmed is not counted.'
      : `${n} spoken turns not yet confirmed are not counted.`,
  turns: ['turn', 'turns'],
  resistance: (name, from, to) => `${name}'s resistance went from ${from}% to ${to}%:`,
  verdict: {
    opened: (name) => `${name} opened up.`,
    held: (name) => `${name} stayed about where they started.`,
    closed: (name) => `${name} closed off further.`,
  },
  mood: (stance, emotion) => `Final mood: ${stance} (${emotion}).`,
  stance: { closed: 'closed', guarded: 'guarded', opening: 'partly open', open: 'open' },
  emotion: {
    normal: 'neutral',
    happiness: 'happy',
    sadness: 'sad',
    fear: 'afraid',
    anger: 'angry',
    surprise: 'surprised',
    disgust: 'disgusted',
    contempt: 'contemptuous',
  },
  helped: (what) => `What helped most: ${what}.`,
  hurt: (what) => `What raised resistance: ${what}.`,
  moveNames: {
    reflection: 'reflections',
    open_question: 'open questions',
    closed_question: 'closed questions',
    advice: 'unasked-for advice',
    apology: 'apologies',
    affirmation: 'affirmations',
    feeling: 'speaking about your own feelings',
    confrontation: 'confrontation',
    collaboration: 'asking for their ideas',
    autonomy: 'leaving the choice to them',
  },
};

/** French agreement: "ouvert" / "ouverte", "ouvert·e" when the profile does not say. */
const fem = (g?: 'male' | 'female') => (g === 'male' ? '' : g === 'female' ? 'e' : '·e');

const FR: Catalogue = {
  noTurns: (name) => `La séance avec ${name} s'est terminée avant que le coach ne parle.`,
  moves: (turns, list) => `En ${turns}, vous avez utilisé ${list}.`,
  none: 'ni reformulation, ni question, ni conseil, ni excuse',
  and: 'et',
  codes: {
    complex_reflection: ['reflet complexe', 'reflets complexes'],
    simple_reflection: ['reflet simple', 'reflets simples'],
    open_question: ['question ouverte', 'questions ouvertes'],
    closed_question: ['question fermée', 'questions fermées'],
    affirmation: ['valorisation', 'valorisations'],
    seek_collaboration: ['recherche de collaboration', 'recherches de collaboration'],
    emphasize_autonomy: ['appui sur son autonomie', 'appuis sur son autonomie'],
    giving_information: ['information', 'informations'],
    advice_with_permission: ['conseil avec permission', 'conseils avec permission'],
    advice_without_permission: ['conseil sans permission', 'conseils sans permission'],
    confront: ['confrontation', 'confrontations'],
  },
  notCounted: (n) =>
    n === 1
      ? "1 tour parlé pas encore confirmé n'est pas compté."
      : `${n} tours parlés pas encore confirmés ne sont pas comptés.`,
  turns: ['tour de parole', 'tours de parole'],
  resistance: (name, from, to) => `La résistance de ${name} est passée de ${from} % à ${to} % :`,
  verdict: {
    opened: (name, g) => `${name} s'est ouvert${fem(g)}.`,
    held: (name, g) => `${name} est resté${fem(g)} à peu près au même point.`,
    closed: (name, g) => `${name} s'est encore plus fermé${fem(g)}.`,
  },
  mood: (stance, emotion) => `Humeur finale : ${stance} (${emotion}).`,
  stance: { closed: 'fermée', guarded: 'sur la réserve', opening: 'en partie ouverte', open: 'ouverte' },
  emotion: {
    normal: 'neutre',
    happiness: 'joie',
    sadness: 'tristesse',
    fear: 'peur',
    anger: 'colère',
    surprise: 'surprise',
    disgust: 'dégoût',
    contempt: 'mépris',
  },
  helped: (what) => `Ce qui a le plus aidé : ${what}.`,
  hurt: (what) => `Ce qui a fait monter la résistance : ${what}.`,
  moveNames: {
    reflection: 'les reformulations',
    open_question: 'les questions ouvertes',
    closed_question: 'les questions fermées',
    advice: 'les conseils non demandés',
    apology: 'les excuses',
    affirmation: 'les valorisations',
    feeling: 'parler de vos propres ressentis',
    confrontation: 'la confrontation',
    collaboration: 'demander ses idées',
    autonomy: 'lui laisser le choix',
  },
};

const ES: Catalogue = {
  noTurns: (name) => `La sesión con ${name} terminó antes de que el coach hablara.`,
  moves: (turns, list) => `En ${turns} usaste ${list}.`,
  none: 'ninguna reformulación, pregunta, consejo ni disculpa',
  and: 'y',
  codes: {
    complex_reflection: ['reflejo complejo', 'reflejos complejos'],
    simple_reflection: ['reflejo simple', 'reflejos simples'],
    open_question: ['pregunta abierta', 'preguntas abiertas'],
    closed_question: ['pregunta cerrada', 'preguntas cerradas'],
    affirmation: ['reconocimiento', 'reconocimientos'],
    seek_collaboration: ['búsqueda de colaboración', 'búsquedas de colaboración'],
    emphasize_autonomy: ['énfasis en su autonomía', 'énfasis en su autonomía'],
    giving_information: ['información', 'informaciones'],
    advice_with_permission: ['consejo con permiso', 'consejos con permiso'],
    advice_without_permission: ['consejo sin permiso', 'consejos sin permiso'],
    confront: ['confrontación', 'confrontaciones'],
  },
  notCounted: (n) =>
    n === 1
      ? '1 turno hablado aún sin confirmar no se cuenta.'
      : `${n} turnos hablados aún sin confirmar no se cuentan.`,
  turns: ['turno', 'turnos'],
  resistance: (name, from, to) => `La resistencia de ${name} pasó del ${from} % al ${to} %:`,
  verdict: {
    opened: (name) => `${name} se abrió.`,
    held: (name) => `${name} quedó más o menos donde empezó.`,
    closed: (name) => `${name} se cerró todavía más.`,
  },
  mood: (stance, emotion) => `Estado final: ${stance} (${emotion}).`,
  stance: { closed: 'cerrado', guarded: 'a la defensiva', opening: 'en parte abierto', open: 'abierto' },
  emotion: {
    normal: 'neutral',
    happiness: 'alegría',
    sadness: 'tristeza',
    fear: 'miedo',
    anger: 'enfado',
    surprise: 'sorpresa',
    disgust: 'asco',
    contempt: 'desprecio',
  },
  helped: (what) => `Lo que más ayudó: ${what}.`,
  hurt: (what) => `Lo que subió la resistencia: ${what}.`,
  moveNames: {
    reflection: 'las reformulaciones',
    open_question: 'las preguntas abiertas',
    closed_question: 'las preguntas cerradas',
    advice: 'los consejos no pedidos',
    apology: 'las disculpas',
    affirmation: 'los reconocimientos',
    feeling: 'hablar de tus propios sentimientos',
    confrontation: 'la confrontación',
    collaboration: 'pedir sus ideas',
    autonomy: 'dejarle la decisión',
  },
};

const DE: Catalogue = {
  noTurns: (name) => `Die Sitzung mit ${name} endete, bevor der Coach etwas sagte.`,
  moves: (turns, list) => `In ${turns} hast du ${list} eingesetzt.`,
  none: 'keine Spiegelungen, Fragen, Ratschläge oder Entschuldigungen',
  and: 'und',
  codes: {
    complex_reflection: ['komplexe Reflexion', 'komplexe Reflexionen'],
    simple_reflection: ['einfache Reflexion', 'einfache Reflexionen'],
    open_question: ['offene Frage', 'offene Fragen'],
    closed_question: ['geschlossene Frage', 'geschlossene Fragen'],
    affirmation: ['Wertschätzung', 'Wertschätzungen'],
    seek_collaboration: ['Einladung zur Zusammenarbeit', 'Einladungen zur Zusammenarbeit'],
    emphasize_autonomy: ['Betonung der Autonomie', 'Betonungen der Autonomie'],
    giving_information: ['Information', 'Informationen'],
    advice_with_permission: ['Ratschlag mit Erlaubnis', 'Ratschläge mit Erlaubnis'],
    advice_without_permission: ['Ratschlag ohne Erlaubnis', 'Ratschläge ohne Erlaubnis'],
    confront: ['Konfrontation', 'Konfrontationen'],
  },
  notCounted: (n) =>
    n === 1
      ? '1 gesprochener Redebeitrag ist noch nicht bestätigt und wird nicht gezählt.'
      : `${n} gesprochene Redebeiträge sind noch nicht bestätigt und werden nicht gezählt.`,
  turns: ['Redebeitrag', 'Redebeiträgen'],
  resistance: (name, from, to) => `Der Widerstand von ${name} ging von ${from} % auf ${to} %:`,
  verdict: {
    opened: (name) => `${name} hat sich geöffnet.`,
    held: (name) => `${name} blieb ungefähr, wo er oder sie angefangen hat.`,
    closed: (name) => `${name} hat sich weiter verschlossen.`,
  },
  mood: (stance, emotion) => `Stimmung am Ende: ${stance} (${emotion}).`,
  stance: { closed: 'verschlossen', guarded: 'zurückhaltend', opening: 'teilweise offen', open: 'offen' },
  emotion: {
    normal: 'neutral',
    happiness: 'Freude',
    sadness: 'Trauer',
    fear: 'Angst',
    anger: 'Wut',
    surprise: 'Überraschung',
    disgust: 'Ekel',
    contempt: 'Verachtung',
  },
  helped: (what) => `Am meisten geholfen: ${what}.`,
  hurt: (what) => `Den Widerstand erhöht: ${what}.`,
  moveNames: {
    reflection: 'Spiegelungen',
    open_question: 'offene Fragen',
    closed_question: 'geschlossene Fragen',
    advice: 'ungefragte Ratschläge',
    apology: 'Entschuldigungen',
    affirmation: 'Wertschätzung',
    feeling: 'über die eigenen Gefühle sprechen',
    confrontation: 'Konfrontation',
    collaboration: 'nach eigenen Ideen fragen',
    autonomy: 'die Entscheidung überlassen',
  },
};

const CATALOGUES: Record<Locale, Catalogue> = { en: EN, fr: FR, es: ES, de: DE };

/** Reads a locale such as `fr-CA` or `de_DE` as one of the summary languages. @default 'en' */
export function toSummaryLocale(locale: string | undefined): Locale {
  const base = (locale ?? '').toLowerCase().slice(0, 2);
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

const plural = (n: number, forms: Plural) => `${n} ${n === 1 ? forms[0] : forms[1]}`;
const pct = (v: number) => Math.round(v * 100);

/**
 * Whether the avatar opened up, measured against what this character can give: a proud man with a
 * high floor who comes a quarter of the way down has opened up as much as an easy one who falls far.
 */
function opened(state: DialogueState): boolean {
  const fall = state.initialResistance - state.resistance;
  const room = Math.max(0.1, state.initialResistance - state.floor);
  return fall >= 0.12 || (fall >= 0.05 && fall / room >= 0.25);
}

/** The outcome that follows from how resistance moved. */
export function outcomeOf(state: DialogueState): SummaryResult['outcome'] {
  if (state.coachTurns.length === 0) return 'neutral';
  const delta = state.resistance - state.initialResistance;
  if (opened(state) || (state.resistance < 0.3 && delta <= 0)) return 'positive';
  if (delta >= 0.1 || (state.resistance >= 0.85 && delta >= 0)) return 'negative';
  return 'neutral';
}

/** Which coach turns the summary speaks of, and how the scorecard coded them. */
export interface SummarySkills {
  /**
   * The skill coder's codes of the coach's turns (the `user` turns, in order), as the scorecard
   * counts them. Without them, the codes the persona heard (the local coder's): either way the
   * summary names the coach's moves in the scorecard's MITI terms.
   */
  codes?: readonly (CoachSkill | null | undefined)[] | undefined;
  /**
   * Whether the scorecard counts each coach turn: a spoken turn the coach has not confirmed yet is
   * not counted (false), and the summary says nothing of it either. @default every turn counts
   */
  counted?: readonly boolean[] | undefined;
}

const NAMED: readonly NamedCode[] = [
  'complex_reflection',
  'simple_reflection',
  'open_question',
  'closed_question',
  'affirmation',
  'seek_collaboration',
  'emphasize_autonomy',
  'giving_information',
  'advice_with_permission',
  'advice_without_permission',
  'confront',
];

/** A coded turn in the scorecard's terms (advice split by permission; `other` names nothing). */
function namedCode(skill: CoachSkill): NamedCode | null {
  if (skill.code === 'other') return null;
  if (skill.code === 'advice')
    return skill.with_permission ? 'advice_with_permission' : 'advice_without_permission';
  return skill.code;
}

/** The list of moves, in the coach's language ("1 open question and 2 complex reflections"). */
function listOf(t: Catalogue, used: string[]): string {
  return used.length === 0
    ? t.none
    : used.length === 1
      ? (used[0] ?? '')
      : `${used.slice(0, -1).join(', ')} ${t.and} ${used.at(-1)}`;
}

/** Whether the summary speaks of coach turn `i`: the scorecard counts it and something was said. */
function countsTurn(state: DialogueState, skills: SummarySkills) {
  return (i: number) => skills.counted?.[i] !== false && state.coachTurns[i]!.text.trim() !== '';
}

/**
 * What the summary says of the coach's moves: how many turns, which moves (the scorecard's codes
 * when given), and how many spoken turns wait for the coach's confirmation.
 */
export function movesOf(state: DialogueState, locale?: string, skills: SummarySkills = {}): string {
  const t = CATALOGUES[toSummaryLocale(locale)];
  const counts = countsTurn(state, skills);
  const counted = state.coachTurns.filter((_, i) => counts(i));
  const left = state.coachTurns.filter((turn, i) => !counts(i) && turn.text.trim()).length;
  // The scorecard's codes when given, else the ones the persona heard (the same local coder).
  const codes =
    skills.codes ??
    state.coachTurns.map((turn) => ({
      code: turn.move.skill,
      ...(turn.move.withPermission !== undefined ? { with_permission: turn.move.withPermission } : {}),
    }));
  const tally = new Map<NamedCode, number>();
  state.coachTurns.forEach((_, i) => {
    const skill = codes[i];
    const named = counts(i) && skill ? namedCode(skill) : null;
    if (named) tally.set(named, (tally.get(named) ?? 0) + 1);
  });
  const used = NAMED.filter((c) => tally.has(c)).map((c) => plural(tally.get(c) ?? 0, t.codes[c]));
  const moves = t.moves(plural(counted.length, t.turns), listOf(t, used));
  return left > 0 ? `${moves} ${t.notCounted(left)}` : moves;
}

/**
 * Writes the summary of a session from its dialogue state. `avatarName` names the avatar when its
 * character profile does not (a free-text profile), so the summary says who was rehearsed with.
 * `skills` makes what it says of the coach's moves the scorecard's own figures: the same turns
 * (unconfirmed spoken turns left out) and the same codes. How the client's resistance moved is
 * what the client lived, every turn it heard included.
 */
export function summarizeState(
  state: DialogueState,
  locale?: string,
  avatarName?: string,
  skills: SummarySkills = {},
): { summary: string; outcome: SummaryResult['outcome'] } {
  const t = CATALOGUES[toSummaryLocale(locale)];
  const name = state.character.name === 'the avatar' ? avatarName?.trim() || 'Avatar' : state.character.name;
  if (state.coachTurns.length === 0) return { summary: t.noTurns(name), outcome: 'neutral' };
  const counts = countsTurn(state, skills);
  const outcome = outcomeOf(state);
  const delta = state.resistance - state.initialResistance;
  const g = state.character.gender;
  const verdict = opened(state)
    ? t.verdict.opened(name, g)
    : delta >= 0.08
      ? t.verdict.closed(name, g)
      : t.verdict.held(name, g);
  // Which kind of move lowered or raised resistance most, turn by turn (over the counted turns).
  const effect = new Map<CoachIntent, number>();
  let before = state.initialResistance;
  state.coachTurns.forEach((turn, i) => {
    const d = turn.resistance - before;
    before = turn.resistance;
    if (counts(i)) effect.set(turn.move.primary, (effect.get(turn.move.primary) ?? 0) + d);
  });
  const ranked = [...effect.entries()].filter(([i]) => t.moveNames[i]).sort((a, b) => a[1] - b[1]);
  const best = ranked[0];
  const worst = ranked.at(-1);
  const sentences = [
    movesOf(state, locale, skills),
    `${t.resistance(name, pct(state.initialResistance), pct(state.resistance))} ${verdict}`,
    t.mood(t.stance[state.stance], t.emotion[state.emotion]),
  ];
  if (best && best[1] <= -0.05) sentences.push(t.helped(t.moveNames[best[0]] ?? ''));
  if (worst && worst[1] >= 0.05 && worst !== best) sentences.push(t.hurt(t.moveNames[worst[0]] ?? ''));
  return { summary: sentences.join(' '), outcome };
}

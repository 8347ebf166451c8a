/**
 * The part of a case's story a coach's turn names: the turn's topics (`CoachMove.topics`) with the
 * people they point at, matched against the story's sentences read the same way. The local case
 * writer tells what the turn names first; a model writer's prompt is told which part it is.
 */
import type { CoachMove } from './coach-move.js';
import type { DialogueState } from './dialogue-state.js';
import { namesItself, sharedTopics, topicsOf, topicsOfText } from './topics.js';
import { stem } from './words.js';

/** The topic keys of a sentence of the story, read as the coach's turn is. */
const STORY_TOPICS = new Map<string, Set<string>>();
function storyTopics(text: string): Set<string> {
  const known = STORY_TOPICS.get(text);
  if (known) return known;
  const topics = topicsOfText(text);
  if (STORY_TOPICS.size >= 2048) STORY_TOPICS.clear();
  STORY_TOPICS.set(text, topics);
  return topics;
}

/**
 * What the coach's turn is about (`CoachMove.topics`), with the people it points at: "your son"
 * points at Jake and "Jake" at the son; "your mother" at the one the story calls "my mum"; "the
 * kids" at the children under 18.
 */
export function turnTopics(state: DialogueState, move: CoachMove): Set<string> {
  // A question naming nothing but "it" ("What worries you about it?") is about what the coach's
  // turn before it named.
  const [before, now] = state.coachTurns.slice(-2);
  const pointsBack =
    move.topics.length === 0 &&
    now?.move === move &&
    /\b(it|that)$/i.test(now.text.trim().replace(/[.?!]+$/, ''));
  const coach = new Set(pointsBack && before ? before.move.topics : move.topics);
  for (const p of state.case.people) {
    const relation = p.relation.split(' ').at(-1) ?? '';
    const keys = relation ? topicsOf([relation]) : new Set<string>();
    const young = p.age !== undefined && p.age < 18;
    const named = p.name ? stem(p.name.toLowerCase()) : '';
    if (!named) continue;
    if ([...keys].some((k) => namesItself(k) && coach.has(k)) || (young && coach.has('#child')))
      coach.add(named);
    if (coach.has(named)) for (const k of keys) coach.add(k);
  }
  return coach;
}

/** How many topic keys a sentence of the story shares with the coach's turn. */
export const storyOverlap = (text: string, coach: ReadonlySet<string>) =>
  sharedTopics(storyTopics(text), coach);

/**
 * How many of the keys a sentence of the story shares with the coach's turn name a thing itself (its
 * word, or another name for it), not only the part of life it belongs to: "that scholarship" names
 * "I want a football scholarship" itself, and "my last year of school" only by its domain.
 */
export const storyNames = (text: string, coach: ReadonlySet<string>) =>
  [...storyTopics(text)].filter((key) => namesItself(key) && coach.has(key)).length;

/** The items of a list the coach's turn names, the most named first; none when it names none of them. */
export function namedIn(items: readonly string[], coach: ReadonlySet<string>): string[] {
  return items
    .map((text, i) => ({ text, i, on: storyOverlap(text, coach) }))
    .filter((x) => x.on > 0)
    .sort((a, b) => b.on - a.on || a.i - b.i)
    .map((x) => x.text);
}

/** The sentences of the story the coach's latest turn names, the most named first (none when it names nothing). */
export function namedStory(state: DialogueState): string[] {
  const move = state.coachTurns.at(-1)?.move;
  if (!move) return [];
  const f = state.case;
  const story = [
    ...new Set([
      ...f.facts.filter((x) => !x.fragment).map((x) => x.text),
      ...f.sustain,
      ...f.change,
      ...f.fears,
    ]),
  ];
  return namedIn(story, turnTopics(state, move));
}

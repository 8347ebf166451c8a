import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** What the typing animation is doing right now; exposed as `data-state` by the landing hero. */
export type TypingPhase = 'waiting' | 'typing' | 'pausing' | 'deleting' | 'static';

/** Timings of {@link useTypingAnimation}, in milliseconds. */
export interface TypingAnimationTimings {
  /** Delay before the first phrase starts typing. @default 1000 */
  startDelay?: number;
  /** Delay per typed character. @default 100 */
  typeDelay?: number;
  /** Delay per deleted character. @default 50 */
  deleteDelay?: number;
  /** Pause once a phrase is fully typed, before deleting starts. @default 2000 */
  pauseDelay?: number;
  /** Pause once a phrase is fully deleted, before the next phrase starts. @default 500 */
  nextDelay?: number;
}

/** What {@link useTypingAnimation} returns. */
export interface TypingAnimation {
  /** The visible, partially typed text. */
  text: string;
  /** The phrase being typed, in full (for assistive technology). */
  phrase: string;
  /** The current phase; `static` when motion is reduced or there is a single phrase. */
  phase: TypingPhase;
}

interface State {
  index: number;
  length: number;
  phase: Exclude<TypingPhase, 'static'>;
}

const INITIAL: State = { index: 0, length: 0, phase: 'waiting' };

/**
 * Types each phrase character by character, pauses, deletes it and moves on to the next,
 * forever (the landing hero's rotating audience). When the user prefers reduced motion,
 * or there is only one phrase, the first phrase is shown whole and nothing is scheduled.
 *
 * Sequence per phrase: `waiting` (start or next delay) → `typing` (one character per
 * `typeDelay`) → `pausing` (`pauseDelay`) → `deleting` (one character per `deleteDelay`) →
 * `waiting` for the next phrase.
 */
export function useTypingAnimation(
  phrases: readonly string[],
  timings: TypingAnimationTimings = {},
): TypingAnimation {
  const {
    startDelay = 1000,
    typeDelay = 100,
    deleteDelay = 50,
    pauseDelay = 2000,
    nextDelay = 500,
  } = timings;
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<State>(INITIAL);
  const animated = !reducedMotion && phrases.length > 1;
  const index = state.index % Math.max(phrases.length, 1);
  const phrase = phrases[index] ?? '';

  useEffect(() => {
    if (!animated) return;
    const { phase } = state;
    let delay: number;
    let next: (current: State) => State;
    if (phase === 'waiting') {
      // The very first phrase waits `startDelay`; later phrases wait `nextDelay`.
      delay = state === INITIAL ? startDelay : nextDelay;
      next = (current) => ({ ...current, phase: 'typing' });
    } else if (phase === 'typing') {
      delay = typeDelay;
      next = (current) => {
        const typed = current.length + 1;
        return { ...current, length: typed, phase: typed >= phrase.length ? 'pausing' : 'typing' };
      };
    } else if (phase === 'pausing') {
      delay = pauseDelay;
      next = (current) => ({ ...current, phase: 'deleting' });
    } else {
      delay = deleteDelay;
      next = (current) => {
        const left = current.length - 1;
        return left <= 0
          ? { index: (current.index + 1) % phrases.length, length: 0, phase: 'waiting' }
          : { ...current, length: left };
      };
    }
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [animated, state, phrase, phrases.length, startDelay, typeDelay, deleteDelay, pauseDelay, nextDelay]);

  if (!animated) return { text: phrases[0] ?? '', phrase: phrases[0] ?? '', phase: 'static' };
  return { text: phrase.slice(0, state.length), phrase, phase: state.phase };
}

import { useEffect, useState } from 'react';
import {
  INITIAL_TYPING,
  type TypingAnimationTimings,
  type TypingPhase,
  typingAnimates,
  typingPhrase,
  typingStep,
} from './typing-steps';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type { TypingAnimationTimings, TypingPhase } from './typing-steps';

/** What {@link useTypingAnimation} returns. */
export interface TypingAnimation {
  /** The visible, partially typed text. */
  text: string;
  /** The phrase being typed, in full (for assistive technology). */
  phrase: string;
  /** The current phase; `static` when motion is reduced or there is a single phrase. */
  phase: TypingPhase;
}

/**
 * Types each phrase character by character, pauses, deletes it and moves on to the next,
 * forever (the landing hero's rotating audience; the steps are in `typing-steps.ts`). When the
 * user prefers reduced motion, or there is only one phrase, the first phrase is shown whole and
 * nothing is scheduled.
 */
export function useTypingAnimation(
  phrases: readonly string[],
  timings: TypingAnimationTimings = {},
): TypingAnimation {
  const { startDelay, typeDelay, deleteDelay, pauseDelay, nextDelay } = timings;
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState(INITIAL_TYPING);
  const animated = typingAnimates(phrases, reducedMotion);
  const phrase = typingPhrase(state, phrases);

  useEffect(() => {
    if (!animated) return;
    const { delay, next } = typingStep(state, phrases, {
      startDelay,
      typeDelay,
      deleteDelay,
      pauseDelay,
      nextDelay,
    });
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [animated, state, phrases, startDelay, typeDelay, deleteDelay, pauseDelay, nextDelay]);

  if (!animated) return { text: phrases[0] ?? '', phrase: phrases[0] ?? '', phase: 'static' };
  return { text: phrase.slice(0, state.length), phrase, phase: state.phase };
}

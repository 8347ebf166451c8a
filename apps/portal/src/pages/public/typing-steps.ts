/**
 * The landing hero's typing animation as plain steps, with no framework: the React hook
 * (`useTypingAnimation`) and the prerendered landing page's script (`src/landing/typing.ts`) both
 * run it, so the rotating audience types the same way with or without the app.
 *
 * Sequence per phrase: `waiting` (start or next delay) → `typing` (one character per
 * `typeDelay`) → `pausing` (`pauseDelay`) → `deleting` (one character per `deleteDelay`) →
 * `waiting` for the next phrase.
 */

/** What the typing animation is doing right now; exposed as `data-state` by the landing hero. */
export type TypingPhase = 'waiting' | 'typing' | 'pausing' | 'deleting' | 'static';

/** Timings of the typing animation, in milliseconds. */
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

/** Where the animation stands: which phrase, how many of its characters show, and the phase. */
export interface TypingState {
  index: number;
  length: number;
  phase: Exclude<TypingPhase, 'static'>;
  /** True until the first phrase starts typing (it waits `startDelay`, later ones `nextDelay`). */
  first: boolean;
}

export const INITIAL_TYPING: TypingState = { index: 0, length: 0, phase: 'waiting', first: true };

/** Whether the phrases animate at all: not when motion is reduced, nor for a single phrase. */
export const typingAnimates = (phrases: readonly string[], reducedMotion: boolean) =>
  !reducedMotion && phrases.length > 1;

/** The phrase a state is on. */
export const typingPhrase = (state: TypingState, phrases: readonly string[]) =>
  phrases[state.index % Math.max(phrases.length, 1)] ?? '';

/** The next state of the animation, and how long to wait before showing it. */
export function typingStep(
  state: TypingState,
  phrases: readonly string[],
  timings: TypingAnimationTimings = {},
): { delay: number; next: TypingState } {
  const {
    startDelay = 1000,
    typeDelay = 100,
    deleteDelay = 50,
    pauseDelay = 2000,
    nextDelay = 500,
  } = timings;
  const phrase = typingPhrase(state, phrases);
  switch (state.phase) {
    case 'waiting':
      return {
        delay: state.first ? startDelay : nextDelay,
        next: { ...state, phase: 'typing', first: false },
      };
    case 'typing': {
      const typed = state.length + 1;
      return {
        delay: typeDelay,
        next: { ...state, length: typed, phase: typed >= phrase.length ? 'pausing' : 'typing' },
      };
    }
    case 'pausing':
      return { delay: pauseDelay, next: { ...state, phase: 'deleting' } };
    default: {
      const left = state.length - 1;
      return {
        delay: deleteDelay,
        next:
          left <= 0
            ? { index: (state.index + 1) % phrases.length, length: 0, phase: 'waiting', first: false }
            : { ...state, length: left },
      };
    }
  }
}

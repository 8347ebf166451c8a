import type { LiveViseme } from '@rebond/sdk';

/** A closed mouth (between sentences, in pauses). */
export const CLOSED = { open: 0, spread: 0 } as const;

/** The mouth shape at `seconds` from the start of a sentence's audio. */
export function mouthAt(visemes: readonly LiveViseme[], seconds: number): { open: number; spread: number } {
  const viseme = visemes.find((v) => v.start <= seconds && seconds < v.end);
  return viseme ? { open: viseme.open, spread: viseme.spread } : CLOSED;
}

/**
 * What the recogniser heard in a spoken coach turn. A word whose recogniser confidence is below
 * `UNSURE_WORD_CONFIDENCE` is shown as unsure; a turn with such a word, or whose recogniser gives no
 * confidence at all, waits for the coach to confirm it before it is coded and counted.
 */
export const UNSURE_WORD_CONFIDENCE = 0.6;

/** One recognised word and the recogniser's confidence in it (0..1), null when it gives none. */
export interface HeardWordLike {
  word: string;
  confidence: number | null;
}

/** True when the word's confidence is known and below `UNSURE_WORD_CONFIDENCE`. */
export function isUnsureWord(word: HeardWordLike): boolean {
  return word.confidence !== null && word.confidence < UNSURE_WORD_CONFIDENCE;
}

/**
 * True when a spoken turn must be confirmed before it is coded: a word is unsure, or the recogniser
 * gave no confidence for some word (it cannot say it heard right), or it gave no words at all.
 */
export function needsConfirmation(words: readonly HeardWordLike[]): boolean {
  return words.length === 0 || words.some((w) => w.confidence === null || isUnsureWord(w));
}

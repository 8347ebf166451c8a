import { AVATAR_VARIANT_EMOTIONS, EMOTIONS, type Emotion, type VariantEmotion } from '@rebond/vocabulary';

/** Session emotions (spec section 3), from the contract's vocabulary. */
export { EMOTIONS, type Emotion, type VariantEmotion };
/** The emotional variants created for each avatar photo (spec section 3), from the contract's vocabulary. */
export const VARIANT_EMOTIONS = AVATAR_VARIANT_EMOTIONS;

/** One turn of a session's conversation, as the API stores it. */
export interface ConversationTurn {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

/** Which implementation ran a stage and how long it took; results store it. */
export interface StageReport {
  /** Stage name, e.g. `transcribe`. */
  stage: string;
  /** Implementation id, e.g. `pocketsphinx-cli`, `openai-compatible`, `local-renderer`. */
  implementation: string;
  /** Wall-clock milliseconds. */
  ms: number;
}

/** A phoneme (ARPAbet, lower case, `pau` for silence) with its start and end in seconds. */
export interface PhonemeTiming {
  phone: string;
  start: number;
  end: number;
}

/** A word with its start and end in seconds. */
export interface WordTiming {
  word: string;
  start: number;
  end: number;
  /** Recogniser confidence 0..1, when it gives one. */
  confidence?: number;
}

/** Normalises any emotion-like string to one of the session emotions ("neutral" -> normal). */
export function toEmotion(value: string | undefined | null): Emotion {
  const v = (value ?? '').trim().toLowerCase();
  if ((EMOTIONS as readonly string[]).includes(v)) return v as Emotion;
  const aliases: Record<string, Emotion> = {
    neutral: 'normal',
    happy: 'happiness',
    joy: 'happiness',
    sad: 'sadness',
    angry: 'anger',
    afraid: 'fear',
    scared: 'fear',
    anxious: 'fear',
    surprised: 'surprise',
    disgusted: 'disgust',
    contemptuous: 'contempt',
  };
  return aliases[v] ?? 'normal';
}

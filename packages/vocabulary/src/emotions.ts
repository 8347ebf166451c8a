/** The emotions a session can carry, in the spec's order (section 3). */
export const EMOTIONS = [
  'normal',
  'happiness',
  'sadness',
  'fear',
  'anger',
  'surprise',
  'disgust',
  'contempt',
] as const;

/** A session's emotion. */
export type Emotion = (typeof EMOTIONS)[number];

/**
 * The emotion variants made for every avatar photo, in the order the avatar details show them.
 * `contempt` has no variant of its own: a contempt session uses the `disgust` picture.
 */
export const AVATAR_VARIANT_EMOTIONS = [
  'happiness',
  'sadness',
  'anger',
  'fear',
  'surprise',
  'disgust',
  'normal',
] as const satisfies readonly Emotion[];

/** An emotion that has a variant picture. */
export type VariantEmotion = (typeof AVATAR_VARIANT_EMOTIONS)[number];

/** Whether a string is one of the session emotions. */
export function isEmotion(value: unknown): value is Emotion {
  return typeof value === 'string' && (EMOTIONS as readonly string[]).includes(value);
}

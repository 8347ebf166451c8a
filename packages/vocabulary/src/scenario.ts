/**
 * A scenario session's structured scenario (spec section 3): who the avatar is to the coach, how it
 * speaks and how hard it makes the conversation. The portal's form, the contract, the server and the
 * persona read these fields as they are; nothing is written as prose and parsed back.
 */

/** Who the avatar is to the coach. */
export const RELATIONSHIP_TYPES = [
  'parent',
  'partner',
  'boss',
  'friend',
  'family',
  'colleague',
  'other',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** How the avatar speaks (default empathetic). */
export const EMOTIONAL_TONES = ['empathetic', 'direct', 'supportive', 'neutral', 'challenging'] as const;
export type EmotionalTone = (typeof EMOTIONAL_TONES)[number];

/** How hard the avatar makes the conversation (default medium): where its resistance starts and settles. */
export const SESSION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type SessionDifficulty = (typeof SESSION_DIFFICULTIES)[number];

/** The longest scenario title, and the longest description or context. */
export const SCENARIO_TITLE_MAX = 200;
export const SCENARIO_TEXT_MAX = 2000;

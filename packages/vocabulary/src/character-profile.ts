/**
 * The character profile form of spec section 3, field by field. The contract's `CharacterProfile`
 * schema, the avatar wizard and the persona engine all read the profile through these lists.
 */

/** The fields that must be non-empty after trimming (spec section 5). */
export const REQUIRED_PROFILE_FIELDS = [
  'name',
  'age',
  'talking_language',
  'gender_identity',
  'voice_style',
  'base_emotional_tone',
  'personality_keywords',
  'role_occupation',
] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

/** The optional top-level text fields. */
export const OPTIONAL_PROFILE_FIELDS = [
  'accent_language_style',
  'relationship_to_user',
  'background_story',
  'character_traits',
] as const;
export type OptionalProfileField = (typeof OPTIONAL_PROFILE_FIELDS)[number];

/** How the character responds to each emotional situation (the `emotional_responses` group). */
export const EMOTIONAL_RESPONSE_KEYS = [
  'sad_grieving',
  'angry_defensive',
  'joyful_celebrating',
  'anxious_overwhelmed',
  'hostile_dismissive',
] as const;
export type EmotionalResponseKey = (typeof EMOTIONAL_RESPONSE_KEYS)[number];

/** How the character behaves on each topic (the `topic_behaviors` group). */
export const TOPIC_BEHAVIOR_KEYS = [
  'trauma_sensitive',
  'motivation_goals',
  'relationships',
  'work_career',
  'existential_philosophical',
  'mental_health',
] as const;
export type TopicBehaviorKey = (typeof TOPIC_BEHAVIOR_KEYS)[number];

import type {
  CharacterProfile,
  EmotionalResponseKey,
  OptionalProfileField,
  RequiredProfileField,
  TopicBehaviorKey,
} from '@rebond/sdk';
import {
  EMOTIONAL_RESPONSE_KEYS,
  OPTIONAL_PROFILE_FIELDS,
  REQUIRED_PROFILE_FIELDS,
  TOPIC_BEHAVIOR_KEYS,
} from '@rebond/sdk';

export {
  EMOTIONAL_RESPONSE_KEYS,
  type EmotionalResponseKey,
  OPTIONAL_PROFILE_FIELDS,
  type OptionalProfileField,
  REQUIRED_PROFILE_FIELDS,
  type RequiredProfileField,
  TOPIC_BEHAVIOR_KEYS,
  type TopicBehaviorKey,
};

/** The character profile form of spec section 3: every field is text, the nested groups included. */
export interface CharacterForm {
  name: string;
  age: string;
  talking_language: string;
  gender_identity: string;
  voice_style: string;
  base_emotional_tone: string;
  personality_keywords: string;
  role_occupation: string;
  accent_language_style: string;
  relationship_to_user: string;
  background_story: string;
  character_traits: string;
  emotional_responses: Record<EmotionalResponseKey, string>;
  topic_behaviors: Record<TopicBehaviorKey, string>;
}

/** A top-level text field of the form. */
export type ProfileTextField = RequiredProfileField | OptionalProfileField;

/** A blank form. */
export function emptyCharacterForm(): CharacterForm {
  return {
    name: '',
    age: '',
    talking_language: '',
    gender_identity: '',
    voice_style: '',
    base_emotional_tone: '',
    personality_keywords: '',
    role_occupation: '',
    accent_language_style: '',
    relationship_to_user: '',
    background_story: '',
    character_traits: '',
    emotional_responses: {
      sad_grieving: '',
      angry_defensive: '',
      joyful_celebrating: '',
      anxious_overwhelmed: '',
      hostile_dismissive: '',
    },
    topic_behaviors: {
      trauma_sensitive: '',
      motivation_goals: '',
      relationships: '',
      work_career: '',
      existential_philosophical: '',
      mental_health: '',
    },
  };
}

/** The required fields still blank, in form order. */
export function missingProfileFields(form: CharacterForm): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => form[field].trim() === '');
}

/** Whether every required field is filled ('Profile Complete'). */
export function isProfileComplete(form: CharacterForm): boolean {
  return missingProfileFields(form).length === 0;
}

function trimmedGroup<K extends string>(group: Record<K, string>): Partial<Record<K, string>> | undefined {
  const entries = Object.entries(group)
    .map(([key, value]) => [key, (value as string).trim()] as const)
    .filter(([, value]) => value !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Record<K, string>>) : undefined;
}

/** The contract's `CharacterProfile` from the form: values trimmed, blank optional fields left out. */
export function toCharacterProfile(form: CharacterForm): CharacterProfile {
  const profile: CharacterProfile = {
    name: form.name.trim(),
    age: form.age.trim(),
    talking_language: form.talking_language.trim(),
    gender_identity: form.gender_identity.trim(),
    voice_style: form.voice_style.trim(),
    base_emotional_tone: form.base_emotional_tone.trim(),
    personality_keywords: form.personality_keywords.trim(),
    role_occupation: form.role_occupation.trim(),
  };
  for (const field of OPTIONAL_PROFILE_FIELDS) {
    const value = form[field].trim();
    if (value) profile[field] = value;
  }
  const emotional = trimmedGroup(form.emotional_responses);
  if (emotional) profile.emotional_responses = emotional;
  const topics = trimmedGroup(form.topic_behaviors);
  if (topics) profile.topic_behaviors = topics;
  return profile;
}

/**
 * The generated character profile: the profile object as JSON text, which is what step 4 saves on
 * the avatar (`PUT /avatars/{id}`) and what the preview shows.
 */
export function generateProfileText(form: CharacterForm): string {
  return JSON.stringify(toCharacterProfile(form), null, 2);
}

/**
 * A short readable line for a stored profile: for JSON profiles the name, age, role and keywords;
 * other text as it is. Used before truncating to the 100-character preview.
 */
export function describeProfile(text: string | null | undefined): string {
  const raw = (text ?? '').trim();
  if (!raw.startsWith('{')) return raw.replace(/\s+/g, ' ');
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const pick = (key: string) => (typeof parsed[key] === 'string' ? (parsed[key] as string).trim() : '');
    const name = pick('name');
    const age = pick('age');
    const head = [name, age ? `(${age})` : ''].filter(Boolean).join(' ');
    return [head, pick('role_occupation'), pick('personality_keywords'), pick('background_story')]
      .filter(Boolean)
      .join(' · ');
  } catch {
    return raw.replace(/\s+/g, ' ');
  }
}

/** Characters kept in a profile preview (spec section 2). */
export const PROFILE_PREVIEW_LENGTH = 100;

/** The profile preview of avatar cards: at most 100 characters, then an ellipsis. */
export function profilePreview(text: string | null | undefined): string {
  const line = describeProfile(text);
  return line.length > PROFILE_PREVIEW_LENGTH ? `${line.slice(0, PROFILE_PREVIEW_LENGTH)}...` : line;
}

/**
 * Reads a stored profile back into the form (JSON profiles only); unknown keys are ignored.
 * Returns null for plain-text profiles.
 */
export function parseCharacterForm(text: string | null | undefined): CharacterForm | null {
  const raw = (text ?? '').trim();
  if (!raw.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const form = emptyCharacterForm();
    for (const field of [...REQUIRED_PROFILE_FIELDS, ...OPTIONAL_PROFILE_FIELDS]) {
      const value = parsed[field];
      if (typeof value === 'string') form[field] = value;
    }
    const emotional = parsed.emotional_responses as Record<string, unknown> | undefined;
    for (const key of EMOTIONAL_RESPONSE_KEYS) {
      const value = emotional?.[key];
      if (typeof value === 'string') form.emotional_responses[key] = value;
    }
    const topics = parsed.topic_behaviors as Record<string, unknown> | undefined;
    for (const key of TOPIC_BEHAVIOR_KEYS) {
      const value = topics?.[key];
      if (typeof value === 'string') form.topic_behaviors[key] = value;
    }
    return form;
  } catch {
    return null;
  }
}

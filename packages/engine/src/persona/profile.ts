import {
  EMOTIONAL_RESPONSE_KEYS,
  type EmotionalResponseKey,
  OPTIONAL_PROFILE_FIELDS,
  type OptionalProfileField,
  REQUIRED_PROFILE_FIELDS,
  type RequiredProfileField,
  TOPIC_BEHAVIOR_KEYS,
  type TopicBehaviorKey,
} from '@rebond/vocabulary';

/** The five emotional responses of a character profile (spec section 3). */
export type EmotionalResponses = Partial<Record<EmotionalResponseKey, string>>;

/** The six topic behaviours of a character profile (spec section 3). */
export type TopicBehaviors = Partial<Record<TopicBehaviorKey, string>>;

/** The avatar's character profile, with the field names of the contract's vocabulary. All fields are text. */
export type CharacterProfile = Partial<Record<RequiredProfileField | OptionalProfileField, string>> & {
  emotional_responses?: EmotionalResponses;
  topic_behaviors?: TopicBehaviors;
};

const FIELDS = [...REQUIRED_PROFILE_FIELDS, ...OPTIONAL_PROFILE_FIELDS] as const;
const RESPONSES = EMOTIONAL_RESPONSE_KEYS;
const TOPICS = TOPIC_BEHAVIOR_KEYS;

const keyOf = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const str = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(String).join(', ') || undefined;
  return undefined;
};

function fromObject(obj: Record<string, unknown>): CharacterProfile {
  const flat: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) flat[keyOf(k)] = v;
  const profile: CharacterProfile = {};
  for (const f of FIELDS) {
    const v = str(flat[f]);
    if (v) profile[f] = v;
  }
  const er = (flat.emotional_responses ?? {}) as Record<string, unknown>;
  const tb = (flat.topic_behaviors ?? flat.topic_behaviours ?? {}) as Record<string, unknown>;
  const responses: EmotionalResponses = {};
  for (const r of RESPONSES) {
    const v = str(er[r] ?? flat[r]);
    if (v) responses[r] = v;
  }
  const topics: TopicBehaviors = {};
  for (const t of TOPICS) {
    const v = str(tb[t] ?? flat[t]);
    if (v) topics[t] = v;
  }
  if (Object.keys(responses).length) profile.emotional_responses = responses;
  if (Object.keys(topics).length) profile.topic_behaviors = topics;
  return profile;
}

/**
 * Accepts the profile as the API stores it: an object, a JSON string of that object, or free text
 * ("Name: Anna\nRole/Occupation: nurse\n..."). Unknown free text becomes the background story.
 */
export function parseProfile(input: CharacterProfile | string | null | undefined): CharacterProfile {
  if (!input) return {};
  if (typeof input !== 'string') return fromObject(input as Record<string, unknown>);
  const text = input.trim();
  if (text.startsWith('{')) {
    try {
      return fromObject(JSON.parse(text) as Record<string, unknown>);
    } catch {
      // fall through to free text
    }
  }
  const obj: Record<string, unknown> = {};
  const rest: string[] = [];
  const aliases: Record<string, string> = {
    role: 'role_occupation',
    occupation: 'role_occupation',
    role_occupation: 'role_occupation',
    language: 'talking_language',
    gender: 'gender_identity',
    tone: 'base_emotional_tone',
    emotional_tone: 'base_emotional_tone',
    personality: 'personality_keywords',
    traits: 'character_traits',
    relationship: 'relationship_to_user',
    background: 'background_story',
    accent: 'accent_language_style',
    style: 'voice_style',
  };
  for (const line of text.split(/\n+/)) {
    const m = /^\s*[-*]?\s*([A-Za-z][A-Za-z /&_-]{1,40}):\s*(.+)$/.exec(line);
    if (m) {
      const key = keyOf(m[1] ?? '');
      obj[aliases[key] ?? key] = m[2];
    } else if (line.trim()) {
      rest.push(line.trim());
    }
  }
  const profile = fromObject(obj);
  if (rest.length)
    profile.background_story = [profile.background_story, rest.join(' ')].filter(Boolean).join(' ');
  return profile;
}

/** True when the spec's required fields are filled. */
export function isProfileComplete(profile: CharacterProfile): boolean {
  return REQUIRED_PROFILE_FIELDS.every((f) => (profile[f] ?? '').trim().length > 0);
}

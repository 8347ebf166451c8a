import { type CharacterProfile, parseProfile } from '../persona/profile.js';

/**
 * The words a coach's turn is likely to contain besides everyday ones, for the recogniser
 * (`TranscribeOptions.hints`): the avatar's name first, then the rest of its profile (occupation,
 * personality, backstory, responses) and the session's scenario.
 */
export function transcriptionHints(
  profile: CharacterProfile | string | null | undefined,
  scenarioPrompt?: string | null,
): string[] {
  const parsed = parseProfile(profile);
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];
  const { name, ...rest } = parsed;
  return [...(name ? [name] : []), ...texts(rest), ...(scenarioPrompt ? [scenarioPrompt] : [])];
}

/**
 * The built-in voice for an avatar without one of its own: the gender and age the case formulation
 * reads from the character profile (the wizard's fields or free prose), given to `chooseVoice`.
 * English, the language the local persona writes in.
 */
import { buildCaseFormulation } from '../persona/case-formulation.js';
import type { CharacterProfile } from '../persona/profile.js';
import { chooseVoice } from './choose-voice.js';
import type { LocalVoiceProfile } from './types.js';

/** The default local voice for a character profile. */
export function characterVoice(profile: CharacterProfile | string | null | undefined): LocalVoiceProfile {
  const f = buildCaseFormulation(profile ?? '');
  return chooseVoice({
    gender: f.gender,
    age: f.age,
    language: 'english',
  });
}

/**
 * The built-in voice for an avatar without one of its own, chosen from the character's gender and
 * age as the case formulation reads them (the wizard's fields or free prose): a teenager speaks
 * higher and a little faster, an older person lower and slower. Only flite's English voices, which
 * every server has: `slt` (female, pitch tunable), `kal16` (male, pitch tunable) for a young man,
 * `rms` (male, the deepest) for an adult man.
 */
import { buildCaseFormulation } from '../persona/case-formulation.js';
import type { CharacterProfile } from '../persona/profile.js';
import type { LocalVoiceProfile } from './types.js';

type Band = 'teen' | 'adult' | 'older';

const bandOf = (age: number | undefined): Band =>
  age !== undefined && age < 20 ? 'teen' : age !== undefined && age >= 60 ? 'older' : 'adult';

const FEMALE: Record<Band, { pitchHz: number; rate: number; label: string }> = {
  teen: { pitchHz: 215, rate: 1.08, label: 'US English, young female (default)' },
  adult: { pitchHz: 175, rate: 1, label: 'US English, female (default)' },
  older: { pitchHz: 158, rate: 0.92, label: 'US English, older female (default)' },
};

/** The default local voice for a character profile. */
export function characterVoice(profile: CharacterProfile | string | null | undefined): LocalVoiceProfile {
  const f = buildCaseFormulation(profile ?? '');
  const band = bandOf(f.age);
  if (f.gender === 'male') {
    if (band === 'teen')
      return {
        provider: 'local',
        engine: 'flite',
        voice: 'kal16',
        pitchHz: 128,
        rate: 1.08,
        language: 'english',
        gender: 'male',
        label: 'US English, young male (default)',
      };
    return {
      provider: 'local',
      engine: 'flite',
      voice: 'rms',
      rate: band === 'older' ? 0.92 : 1,
      language: 'english',
      gender: 'male',
      label: band === 'older' ? 'US English, older male (default)' : 'US English, male (default)',
    };
  }
  const v = FEMALE[band];
  return {
    provider: 'local',
    engine: 'flite',
    voice: 'slt',
    pitchHz: v.pitchHz,
    rate: v.rate,
    language: 'english',
    gender: 'female',
    label: v.label,
  };
}

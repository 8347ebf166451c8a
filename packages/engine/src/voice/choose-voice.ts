import { FLITE_VOICES, type FliteVoice } from './flite.js';
import { type LocalVoiceProfile, toVoiceLanguage, type VoiceLanguage } from './types.js';

/** Who speaks: what a character profile says about the voice it needs. */
export interface VoiceCharacter {
  /** Unknown or other genders get the female voice, as before. */
  gender?: 'female' | 'male';
  /** Age in years; unknown is read as an adult of about 40. */
  age?: number;
  /** A voice language or anything `toVoiceLanguage` reads ('en', 'es', 'German'...). @default 'english' */
  language?: VoiceLanguage | string;
}

/** Age groups whose voices differ: pitch and pace move with age. */
type AgeGroup = 'child' | 'teen' | 'young' | 'adult' | 'older';

function ageGroup(age: number | undefined): AgeGroup {
  if (age === undefined || !Number.isFinite(age)) return 'adult';
  if (age < 13) return 'child';
  if (age < 20) return 'teen';
  if (age < 33) return 'young';
  if (age < 60) return 'adult';
  return 'older';
}

/**
 * Mean pitch (Hz) and pace per gender and age group, from speech science's averages (women about
 * 165-220 Hz falling with age, men about 100-130 Hz, a 17-year-old's voice settled but higher and
 * faster than a 42-year-old's, older speakers a little lower and slower).
 */
const SPEAKER: Record<'female' | 'male', Record<AgeGroup, { pitchHz: number; rate: number }>> = {
  female: {
    child: { pitchHz: 250, rate: 1.05 },
    teen: { pitchHz: 215, rate: 1.1 },
    young: { pitchHz: 195, rate: 1.05 },
    adult: { pitchHz: 175, rate: 1 },
    older: { pitchHz: 160, rate: 0.92 },
  },
  male: {
    child: { pitchHz: 230, rate: 1.05 },
    teen: { pitchHz: 128, rate: 1.1 },
    young: { pitchHz: 112, rate: 1.05 },
    adult: { pitchHz: 100, rate: 1 },
    older: { pitchHz: 94, rate: 0.92 },
  },
};

const AGE_WORDS: Record<AgeGroup, string> = {
  child: 'child',
  teen: 'teenage',
  young: 'young',
  adult: 'adult',
  older: 'older',
};

/** espeak-ng voices (Spanish, German) per gender and age: its own variants, younger to older. */
const ESPEAK: Record<'spanish' | 'german', string> = { spanish: 'es', german: 'de' };
const ESPEAK_VARIANT: Record<'female' | 'male', Record<AgeGroup, string>> = {
  female: { child: 'f4', teen: 'f4', young: 'f3', adult: 'f3', older: 'f2' },
  male: { child: 'm1', teen: 'm1', young: 'm3', adult: 'm3', older: 'm2' },
};

/**
 * The local voice for a character who has none of its own, by gender and age (the engine's default
 * voice). English uses flite: `slt` for women and girls, `rms` for men (its pitch is set by a
 * formant-preserving shift where ffmpeg has rubberband, a plain resampling shift otherwise), a
 * child's voice is `slt` raised; Spanish and German use espeak-ng's variants. Pure: the same
 * character always gets the same voice.
 */
export function chooseVoice(character: VoiceCharacter = {}): LocalVoiceProfile {
  const gender = character.gender === 'male' ? 'male' : 'female';
  const group = ageGroup(character.age);
  const language = toVoiceLanguage(character.language);
  const { pitchHz, rate } = SPEAKER[gender][group];
  const who = `${AGE_WORDS[group]} ${group === 'child' ? '' : gender === 'female' ? 'female ' : 'male '}`;
  if (language !== 'english') {
    return {
      provider: 'local',
      engine: 'espeak-ng',
      voice: `${ESPEAK[language]}+${ESPEAK_VARIANT[gender][group]}`,
      pitchHz,
      rate,
      language,
      gender,
      label: `${language === 'spanish' ? 'Spanish' : 'German'}, ${who}voice (default)`,
    };
  }
  const voice: FliteVoice = gender === 'male' && group !== 'child' ? 'rms' : 'slt';
  return {
    provider: 'local',
    engine: 'flite',
    voice,
    pitchHz,
    rate,
    language,
    gender,
    label: `${FLITE_VOICES[voice].label.split(',')[0]}, ${who}voice (default)`,
  };
}

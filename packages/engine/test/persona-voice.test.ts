import { describe, expect, it } from 'vitest';
import { characterVoice, LocalVoiceService } from '../src/index.js';
import { measureVoice } from '../src/internal/audio-analysis.js';
import { decodeWav } from '../src/internal/wav.js';

const TEEN = "I'm Maya, 17, she/her. I'm in year 12 and my exams start in May.";
const ADULT = 'Dana Whitfield is a 42-year-old accountant. She drinks a bottle of wine most evenings.';

describe('the default voice of a character', () => {
  it('fits gender and age: a 17-year-old and a 42-year-old differ, and a man gets a male voice', () => {
    const teen = characterVoice(TEEN);
    const adult = characterVoice(ADULT);
    expect(teen).toMatchObject({ engine: 'flite', voice: 'slt', gender: 'female' });
    expect(adult).toMatchObject({ engine: 'flite', voice: 'slt', gender: 'female', pitchHz: 175, rate: 1 });
    expect(teen.pitchHz).toBeGreaterThan(adult.pitchHz ?? 0);
    expect(teen.rate).toBeGreaterThan(adult.rate);
    expect(characterVoice('Defensive father, 55. Tom, a plumber.')).toMatchObject({
      voice: 'rms',
      gender: 'male',
    });
    const boy = characterVoice({ name: 'Leo', age: '16', gender_identity: 'male' });
    expect(boy).toMatchObject({ voice: 'rms', gender: 'male' });
    expect(boy.pitchHz).toBeGreaterThan(characterVoice('Defensive father, 55. Tom, a plumber.').pitchHz ?? 0);
  });

  it('sounds different: the teenager speaks higher than the 42-year-old', async () => {
    const voices = new LocalVoiceService();
    const line = 'I never told anyone about it, not even my best friend.';
    const pitch = async (profile: string) => {
      const speech = await voices.synthesize(line, characterVoice(profile));
      const pcm = decodeWav(speech.wav);
      if (!pcm) throw new Error('no audio');
      return measureVoice(pcm).pitchHz;
    };
    const [teen, adult] = [await pitch(TEEN), await pitch(ADULT)];
    expect(teen).toBeGreaterThan(adult * 1.1);
  });
});

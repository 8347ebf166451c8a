import { describe, expect, it } from 'vitest';
import { chooseVoice, LocalVoiceService, measureVoice } from '../src/index.js';
import { decodeWav } from '../src/internal/wav.js';
import type { LocalVoiceProfile } from '../src/voice/types.js';

const voices = new LocalVoiceService();
const LINE = 'I do not want to talk about it. Nobody at home knows, and I want it to stay that way.';

/** What a listener hears: the mean pitch and the speech rate of the voice speaking one line. */
async function heard(voice: LocalVoiceProfile) {
  const speech = await voices.synthesize(LINE, voice);
  const m = measureVoice(decodeWav(speech.wav)!);
  return { pitchHz: m.pitchHz, durationS: speech.durationS, phonemes: speech.phonemes.length };
}

describe('a voice that fits the character', () => {
  it('gives a woman and a man different voices, and a 17-year-old and a 42-year-old different ones', () => {
    const woman = chooseVoice({ gender: 'female', age: 42, language: 'english' });
    const girl = chooseVoice({ gender: 'female', age: 17, language: 'english' });
    const man = chooseVoice({ gender: 'male', age: 42, language: 'english' });
    const boy = chooseVoice({ gender: 'male', age: 17, language: 'english' });
    expect([woman.voice, man.voice]).toEqual(['slt', 'rms']);
    expect(woman.gender).toBe('female');
    expect(man.gender).toBe('male');
    // Younger speakers: higher and a little faster.
    expect(girl.pitchHz ?? 0).toBeGreaterThan((woman.pitchHz ?? 0) + 25);
    expect(boy.pitchHz ?? 0).toBeGreaterThan((man.pitchHz ?? 0) + 20);
    expect(girl.rate).toBeGreaterThan(woman.rate);
    expect(boy.rate).toBeGreaterThan(man.rate);
    // Older speakers: lower and slower.
    const grandfather = chooseVoice({ gender: 'male', age: 75 });
    expect(grandfather.pitchHz ?? 0).toBeLessThan(man.pitchHz ?? 0);
    expect(grandfather.rate).toBeLessThan(man.rate);
    // Pure: the same character always gets the same voice.
    expect(chooseVoice({ gender: 'female', age: 17 })).toEqual(girl);
    expect(new Set([woman, girl, man, boy].map((v) => v.label)).size).toBe(4);
  });

  it('keeps the old default for a character it knows nothing about, and speaks Spanish and German with espeak-ng', () => {
    expect(chooseVoice()).toMatchObject({
      engine: 'flite',
      voice: 'slt',
      pitchHz: 175,
      rate: 1,
      gender: 'female',
    });
    expect(chooseVoice({ age: Number.NaN, language: 'en' }).voice).toBe('slt');
    const spanish = chooseVoice({ gender: 'male', age: 17, language: 'es' });
    expect(spanish).toMatchObject({ engine: 'espeak-ng', language: 'spanish', gender: 'male' });
    expect(spanish.voice).toMatch(/^es\+m\d$/);
    const german = chooseVoice({ gender: 'female', age: 70, language: 'German' });
    expect(german).toMatchObject({ engine: 'espeak-ng', language: 'german' });
    expect(german.voice).not.toBe(chooseVoice({ gender: 'female', age: 17, language: 'German' }).voice);
  });

  it('sounds different when spoken: the teenagers are higher and faster than the adults of 42', async () => {
    const woman = await heard(chooseVoice({ gender: 'female', age: 42 }));
    const girl = await heard(chooseVoice({ gender: 'female', age: 17 }));
    const man = await heard(chooseVoice({ gender: 'male', age: 42 }));
    const boy = await heard(chooseVoice({ gender: 'male', age: 17 }));
    console.log(
      `measured pitch / duration: woman 42 ${woman.pitchHz.toFixed(0)} Hz ${woman.durationS.toFixed(2)} s, girl 17 ${girl.pitchHz.toFixed(0)} Hz ${girl.durationS.toFixed(2)} s, ` +
        `man 42 ${man.pitchHz.toFixed(0)} Hz ${man.durationS.toFixed(2)} s, boy 17 ${boy.pitchHz.toFixed(0)} Hz ${boy.durationS.toFixed(2)} s`,
    );
    expect(girl.pitchHz).toBeGreaterThan(woman.pitchHz * 1.12);
    expect(girl.durationS).toBeLessThan(woman.durationS * 0.95);
    // The man's voice ignores flite's pitch setting: it reaches the boy's pitch by a shift.
    expect(boy.pitchHz).toBeGreaterThan(man.pitchHz * 1.12);
    expect(boy.durationS).toBeLessThan(man.durationS * 0.95);
    expect(man.pitchHz).toBeLessThan(woman.pitchHz * 0.75);
    // The lips still get their timings.
    expect(Math.min(woman.phonemes, girl.phonemes, man.phonemes, boy.phonemes)).toBeGreaterThan(20);
  }, 20_000);
});

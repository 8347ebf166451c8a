import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeLocalVoiceId,
  EngineError,
  LocalVoiceService,
  measureVoice,
  readVoiceWish,
} from '../src/index.js';
import { decodeWav, encodeWav } from '../src/internal/wav.js';
import { fliteSynthesize } from '../src/voice/flite.js';

const voices = new LocalVoiceService();

describe('local voices', () => {
  describe('cloning from a sample', () => {
    it('measures pitch and pace and tunes the closest local voice, saying plainly it is not a clone', async () => {
      const low = await fliteSynthesize(
        'This is a recording of my voice, so the avatar can speak a little bit like me.',
        { voice: 'awb', pitchHz: 95 },
      );
      const high = await fliteSynthesize(
        'This is a recording of my voice, so the avatar can speak a little bit like me.',
        { voice: 'slt', pitchHz: 210 },
      );
      const a = await voices.clone({ name: 'Low', sample: low.wav });
      const b = await voices.clone({ name: 'High', sample: high.wav });
      if (a.voice.provider !== 'local' || b.voice.provider !== 'local')
        throw new Error('expected local voices');
      expect(a.voice.gender).toBe('male');
      expect(b.voice.gender).toBe('female');
      expect(Math.abs((a.voice.pitchHz ?? 0) - 95)).toBeLessThan(15);
      expect(Math.abs((b.voice.pitchHz ?? 0) - 210)).toBeLessThan(25);
      expect(a.voice.note).toMatch(/not a clone/);
      // The matched voice really speaks near the sample's pitch.
      const spoken = await voices.synthesize('Hello, it is nice to finally meet you.', b.voice);
      const m = measureVoice(decodeWav(spoken.wav)!);
      expect(Math.abs(m.pitchHz - 210)).toBeLessThan(30);
    });

    it('refuses a sample without speech', async () => {
      const silence = encodeWav({ sampleRate: 16000, samples: new Int16Array(16000 * 3) });
      const error = await voices.clone({ name: 'x', sample: silence }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('no_speech');
    });
  });

  describe('generating from a description', () => {
    it('gives three distinct previews and creates the chosen voice', async () => {
      const { previews, text } = await voices.designPreviews({
        description: 'A warm, calm woman in her sixties',
        language: 'english',
      });
      expect(previews).toHaveLength(3);
      expect(text.length).toBeGreaterThan(10);
      expect(new Set(previews.map((p) => p.generatedVoiceId)).size).toBe(3);
      const pitches = previews.map((p) => measureVoice(decodeWav(p.audio)!).pitchHz);
      expect(Math.max(...pitches) - Math.min(...pitches)).toBeGreaterThan(20);
      const durations = previews.map((p) => p.durationS);
      expect(new Set(durations.map((d) => d.toFixed(2))).size).toBeGreaterThan(1);
      const chosen = previews[1]!;
      const { voice } = await voices.createFromPreview({
        name: 'Grandma',
        generatedVoiceId: chosen.generatedVoiceId,
      });
      expect(voice).toMatchObject({ provider: 'local', gender: 'female', label: 'Grandma' });
      expect(decodeLocalVoiceId(chosen.generatedVoiceId)?.pitchHz).toBe(
        voice.provider === 'local' ? voice.pitchHz : -1,
      );
    });

    it('speaks Spanish and German through espeak-ng', async () => {
      for (const language of ['spanish', 'german'] as const) {
        const { previews } = await voices.designPreviews({ description: 'un hombre joven', language });
        expect(previews).toHaveLength(3);
        for (const p of previews) expect(p.durationS).toBeGreaterThan(2);
      }
    });

    it('reads gender, pitch and pace from the description and settings', () => {
      expect(readVoiceWish('a deep, slow voice of an old man')).toMatchObject({ gender: 'male' });
      expect(readVoiceWish('a deep, slow voice of an old man').pitchShift).toBeLessThan(0);
      expect(readVoiceWish('young energetic woman').rate).toBeGreaterThan(1);
      expect(readVoiceWish('someone', { gender: 'female', speed: 'slow' })).toMatchObject({
        gender: 'female',
        rate: 0.88,
      });
    });

    it('rejects an unknown preview id', async () => {
      await expect(voices.createFromPreview({ name: 'x', generatedVoiceId: 'nope' })).rejects.toThrow(
        EngineError,
      );
    });
  });

  describe('synthesis', () => {
    it('returns 16 kHz WAV with phoneme timings that span the audio', async () => {
      const speech = await voices.synthesize('I never said that. I said I was tired.', {
        provider: 'local',
        engine: 'flite',
        voice: 'rms',
        rate: 1,
        language: 'english',
        gender: 'male',
        label: 'Mark',
      });
      const pcm = decodeWav(speech.wav)!;
      expect(pcm.sampleRate).toBe(16000);
      expect(speech.timingSource).toBe('synthesizer');
      expect(speech.phonemes.length).toBeGreaterThan(15);
      expect(Math.abs((speech.phonemes.at(-1)?.end ?? 0) - speech.durationS)).toBeLessThan(0.15);
      expect(speech.report.implementation).toBe('local-flite');
    });

    it('speaks many times in one process without crashing it or leaving files open', async () => {
      // In-process WASI kept a descriptor per run and crashed Node 20 within about ten runs.
      const openFiles = () => readdirSync('/proc/self/fd').length;
      const before = openFiles();
      for (let i = 0; i < 14; i++) {
        const speech = await fliteSynthesize(`This is reply number ${i + 1}, and it is still here.`, {
          voice: i % 2 ? 'slt' : 'rms',
        });
        expect(speech.phonemes.length).toBeGreaterThan(10);
      }
      expect(openFiles()).toBeLessThanOrEqual(before + 1);
    }, 20_000);
    it('speaks faster at a higher rate', async () => {
      const base = {
        provider: 'local' as const,
        engine: 'flite' as const,
        voice: 'slt',
        language: 'english' as const,
        gender: 'female' as const,
        label: 'x',
      };
      const slow = await voices.synthesize('We need to talk about what happened last week.', {
        ...base,
        rate: 0.8,
      });
      const fast = await voices.synthesize('We need to talk about what happened last week.', {
        ...base,
        rate: 1.25,
      });
      expect(fast.durationS).toBeLessThan(slow.durationS * 0.8);
    });
  });

  describe('a voice with feeling', () => {
    const speak = (voiceName: 'slt' | 'rms', emotion: string) =>
      voices.synthesize(
        'I told you already, I am not going to talk about this again. Why do you keep asking me? Just leave it.',
        {
          provider: 'local',
          engine: 'flite',
          voice: voiceName,
          rate: 1,
          language: 'english',
          gender: voiceName === 'slt' ? 'female' : 'male',
          label: 'x',
        },
        { emotion },
      );
    const loudness = (wav: Buffer) => {
      const pcm = decodeWav(wav)!;
      let sum = 0;
      let n = 0;
      for (const v of pcm.samples) {
        if (Math.abs(v) > 300) {
          sum += (v / 32768) ** 2;
          n++;
        }
      }
      return Math.sqrt(sum / Math.max(1, n));
    };

    // flite's slt takes pitch settings natively; rms ignores them, so its pitch is shifted by ffmpeg.
    it.each(['slt', 'rms'] as const)(
      '%s: angry is higher, faster and louder than calm; sad is lower, slower and quieter',
      async (name) => {
        const calm = await speak(name, 'normal');
        const angry = await speak(name, 'anger');
        const sad = await speak(name, 'sadness');
        const pitch = (s: { wav: Buffer }) => measureVoice(decodeWav(s.wav)!).pitchHz;
        const [pCalm, pAngry, pSad] = [pitch(calm), pitch(angry), pitch(sad)];
        console.log(
          `${name}: pitch calm ${pCalm} Hz, angry ${pAngry} Hz (x${(pAngry / pCalm).toFixed(3)}), sad ${pSad} Hz (x${(pSad / pCalm).toFixed(3)}); ` +
            `duration calm ${calm.durationS.toFixed(2)} s, angry ${angry.durationS.toFixed(2)} s (rate x${(calm.durationS / angry.durationS).toFixed(3)}), sad ${sad.durationS.toFixed(2)} s (rate x${(calm.durationS / sad.durationS).toFixed(3)}); ` +
            `loudness calm ${loudness(calm.wav).toFixed(3)}, angry ${loudness(angry.wav).toFixed(3)}, sad ${loudness(sad.wav).toFixed(3)}`,
        );
        // Margins: at the default intensity anger is at least 5% higher and 8% faster than calm,
        // sadness at least 4% lower and 10% slower.
        expect(pAngry).toBeGreaterThan(pCalm * 1.05);
        expect(angry.durationS).toBeLessThan(calm.durationS / 1.08);
        expect(pSad).toBeLessThan(pCalm * 0.96);
        expect(sad.durationS).toBeGreaterThan(calm.durationS * 1.1);
        expect(loudness(angry.wav)).toBeGreaterThan(loudness(calm.wav) * 1.15);
        expect(loudness(sad.wav)).toBeLessThan(loudness(calm.wav) * 0.85);
        // The phoneme timings still span the audio after pauses were stretched.
        for (const s of [angry, sad])
          expect(Math.abs((s.phonemes.at(-1)?.end ?? 0) - s.durationS)).toBeLessThan(0.15);
        expect(angry.prosody?.rate).toBeGreaterThan(1);
      },
      20_000,
    );

    it('keeps the voice unchanged without a style, and scales the emotion with its intensity', async () => {
      const base = {
        provider: 'local' as const,
        engine: 'flite' as const,
        voice: 'slt',
        language: 'english' as const,
        gender: 'female' as const,
        label: 'x',
        rate: 1,
      };
      const text = 'We need to talk about what happened last week.';
      const plain = await voices.synthesize(text, base);
      const calm = await voices.synthesize(text, base, { emotion: 'normal' });
      expect(calm.wav.equals(plain.wav)).toBe(true);
      const mild = await voices.synthesize(text, base, { emotion: 'anger', intensity: 0.2 });
      const strong = await voices.synthesize(text, base, { emotion: 'anger', intensity: 1 });
      expect(strong.durationS).toBeLessThan(mild.durationS);
      expect(strong.prosody?.pitch).toBeGreaterThan(mild.prosody?.pitch ?? Number.POSITIVE_INFINITY);
    });
  });
});

import { EngineError } from '../errors.js';
import { measureVoice } from '../internal/audio-analysis.js';
import { decodeAudio, findFfmpeg } from '../internal/ffmpeg.js';
import { elapsed } from '../internal/time.js';
import { encodeWav, pcmDuration } from '../internal/wav.js';
import { espeakSynthesize, findEspeak } from './espeak.js';
import { FLITE_VOICES, type FliteVoice, fliteSynthesize } from './flite.js';
import {
  applyGain,
  type Prosody,
  prosodyFor,
  type SpeechStyle,
  shiftPitch,
  stretchPauses,
} from './prosody.js';
import {
  type LocalVoiceProfile,
  PREVIEW_TEXT,
  type SpeechResult,
  toVoiceLanguage,
  type VoiceLanguage,
  type VoicePreview,
  type VoiceProfile,
  type VoiceService,
  type VoiceSettings,
} from './types.js';

/** Pace of flite's voices in the same syllable-peak measure, at rate 1. */
const FLITE_SYLLABLES_PER_SECOND = 6.2;
const ESPEAK_VOICES: Record<Exclude<VoiceLanguage, 'english'>, { female: string; male: string }> = {
  spanish: { female: 'es+f3', male: 'es+m3' },
  german: { female: 'de+f2', male: 'de+m2' },
};

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Encodes a local voice as a preview id (so createFromPreview needs no server-side state). */
export function encodeLocalVoiceId(voice: LocalVoiceProfile): string {
  return `local:${Buffer.from(JSON.stringify(voice)).toString('base64url')}`;
}

/** Reverses encodeLocalVoiceId; undefined when the id is not a local one. */
export function decodeLocalVoiceId(id: string): LocalVoiceProfile | undefined {
  if (!id.startsWith('local:')) return undefined;
  try {
    const v = JSON.parse(Buffer.from(id.slice(6), 'base64url').toString('utf8')) as LocalVoiceProfile;
    return v.provider === 'local' && typeof v.voice === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

interface Wish {
  gender: 'female' | 'male';
  pitchShift: number;
  rate: number;
  scottish: boolean;
}

/** Reads a free-text description and the wizard's settings into voice wishes. */
export function readVoiceWish(description: string, settings: VoiceSettings = {}): Wish {
  const text =
    `${description} ${settings.gender ?? ''} ${settings.accent ?? ''} ${settings.tone ?? ''}`.toLowerCase();
  const female =
    /\b(female|woman|women|girl|lady|she|her|mother|mom|mum|wife|sister|daughter|grandmother|feminine)\b/.test(
      text,
    );
  const male = /\b(male|man|men|boy|guy|he|his|father|dad|husband|brother|son|grandfather|masculine)\b/.test(
    text,
  );
  let pitchShift = 0;
  if (/\b(deep|low|gravelly|husky|bass|baritone)\b/.test(text)) pitchShift -= 0.15;
  if (/\b(high|bright|light|young|child|youthful|squeaky)\b/.test(text)) pitchShift += 0.12;
  if (/\b(old|elderly|aged|senior|grandmother|grandfather)\b/.test(text)) pitchShift -= 0.06;
  let rate = 1;
  if (/\b(fast|quick|energetic|excited|rapid|hurried|nervous)\b/.test(text)) rate += 0.12;
  if (/\b(slow|calm|measured|gentle|soft|soothing|old|elderly|tired|sad)\b/.test(text)) rate -= 0.1;
  const speed =
    typeof settings.speed === 'number' ? settings.speed : Number.parseFloat(String(settings.speed ?? ''));
  if (Number.isFinite(speed) && speed > 0) rate = speed;
  else if (/fast/i.test(String(settings.speed ?? ''))) rate = 1.15;
  else if (/slow/i.test(String(settings.speed ?? ''))) rate = 0.88;
  return {
    gender: female && !male ? 'female' : 'male',
    pitchShift,
    rate: clamp(rate, 0.75, 1.3),
    scottish: /scot/.test(text),
  };
}

/** Local implementation of the voice stage: flite (English) and, when installed, espeak-ng. */
export class LocalVoiceService implements VoiceService {
  readonly implementation = 'local-flite';
  private readonly ffmpeg: string | undefined;

  constructor(options: { ffmpeg?: string } = {}) {
    this.ffmpeg = options.ffmpeg;
  }

  async clone(input: { name: string; sample: Uint8Array; mimeType?: string }) {
    const done = elapsed('voice', 'local-voice-match');
    const pcm = await decodeAudio(input.sample, 'voice', this.ffmpeg ? { ffmpeg: this.ffmpeg } : {});
    const m = measureVoice(pcm);
    if (m.pitchHz <= 0 || m.speechSeconds < 1) {
      throw new EngineError(
        'voice',
        'no_speech',
        'No clear speech was found in the voice sample. Record at least 10 seconds of speech in a quiet room.',
        { detail: `speech ${m.speechSeconds.toFixed(1)} s of ${pcmDuration(pcm).toFixed(1)} s` },
      );
    }
    const gender: 'female' | 'male' = m.pitchHz >= 155 ? 'female' : 'male';
    const engineVoice: FliteVoice = gender === 'female' ? 'slt' : m.pitchHz >= 107 ? 'awb' : 'kal16';
    const rate = clamp(m.syllablesPerSecond / FLITE_SYLLABLES_PER_SECOND, 0.8, 1.25);
    const voice: LocalVoiceProfile = {
      provider: 'local',
      engine: 'flite',
      voice: engineVoice,
      pitchHz: Math.round(clamp(m.pitchHz, 70, 260)),
      rate: Math.round(rate * 100) / 100,
      language: 'english',
      gender,
      label: input.name || FLITE_VOICES[engineVoice].label,
      note:
        `Local voice matching, not a clone: the sample's pitch (${Math.round(m.pitchHz)} Hz) and pace ` +
        `(${m.syllablesPerSecond.toFixed(1)} syllables/s) were measured and the built-in ${engineVoice} voice was tuned to them. ` +
        'It does not copy the speaker\u2019s timbre; configure ElevenLabs for real cloning.',
    };
    return { voice, report: done() };
  }

  async designPreviews(input: {
    description: string;
    language?: string;
    settings?: VoiceSettings;
    text?: string;
  }) {
    const done = elapsed('voice', 'local-voice-design');
    const language = toVoiceLanguage(input.language);
    const wish = readVoiceWish(input.description, input.settings);
    const text = input.text?.trim() || PREVIEW_TEXT[language];
    const candidates = this.candidates(language, wish);
    const previews: VoicePreview[] = [];
    for (const voice of candidates) {
      const speech = await this.speak(text, voice);
      previews.push({
        generatedVoiceId: encodeLocalVoiceId(voice),
        audio: speech.wav,
        mimeType: 'audio/wav',
        durationS: speech.durationS,
        label: voice.label,
      });
    }
    return { previews, text, report: done() };
  }

  private candidates(language: VoiceLanguage, wish: Wish): LocalVoiceProfile[] {
    const base = { provider: 'local' as const, language, gender: wish.gender };
    if (language !== 'english') {
      if (!findEspeak()) {
        throw new EngineError(
          'voice',
          'unsupported_language',
          `Local voices speak English only on this server. Install espeak-ng for ${language === 'spanish' ? 'Spanish' : 'German'}, or configure ElevenLabs.`,
        );
      }
      const names = ESPEAK_VOICES[language];
      const female = wish.gender === 'female';
      const variants = female
        ? [names.female, names.female.replace(/f\d/, 'f4'), names.female.replace(/f\d/, 'f1')]
        : [names.male, names.male.replace(/m\d/, 'm1'), names.male.replace(/m\d/, 'm7')];
      const shifts = [0, 0.1, -0.1];
      return variants.map((voice, i) => ({
        ...base,
        engine: 'espeak-ng' as const,
        voice,
        pitchHz: Math.round((female ? 200 : 115) * (1 + wish.pitchShift + (shifts[i] ?? 0))),
        rate: Math.round(wish.rate * (1 + (i - 1) * 0.06) * 100) / 100,
        label: `${language === 'spanish' ? 'Spanish' : 'German'} ${wish.gender} voice ${i + 1}`,
      }));
    }
    const plan: { voice: FliteVoice; shift: number; rate: number }[] =
      wish.gender === 'female'
        ? [
            { voice: 'slt', shift: 0, rate: 0 },
            { voice: 'slt', shift: 0.14, rate: 0.06 },
            { voice: 'slt', shift: -0.13, rate: -0.07 },
          ]
        : wish.scottish
          ? [
              { voice: 'awb', shift: 0, rate: 0 },
              { voice: 'awb', shift: -0.12, rate: -0.06 },
              { voice: 'awb', shift: 0.12, rate: 0.06 },
            ]
          : [
              { voice: 'awb', shift: -0.1, rate: 0 },
              { voice: 'kal16', shift: 0.05, rate: 0.05 },
              { voice: 'rms', shift: 0, rate: -0.06 },
            ];
    return plan.map((p, i) => {
      const info = FLITE_VOICES[p.voice];
      const pitch = Math.round(info.basePitchHz * (1 + wish.pitchShift + p.shift));
      return {
        ...base,
        engine: 'flite' as const,
        voice: p.voice,
        ...(info.pitchControl ? { pitchHz: clamp(pitch, 70, 260) } : {}),
        rate: Math.round(clamp(wish.rate + p.rate, 0.75, 1.3) * 100) / 100,
        label: `${info.label}, preview ${i + 1}`,
        note: 'A built-in local voice tuned to the description (pitch and pace only).',
      };
    });
  }

  async createFromPreview(input: { name: string; generatedVoiceId: string }) {
    const done = elapsed('voice', 'local-voice-design');
    const voice = decodeLocalVoiceId(input.generatedVoiceId);
    if (!voice) {
      throw new EngineError(
        'voice',
        'invalid_input',
        'This voice preview is not known. Generate the previews again.',
      );
    }
    return { voice: { ...voice, label: input.name || voice.label }, report: done() };
  }

  async synthesize(text: string, voice: VoiceProfile, style?: SpeechStyle): Promise<SpeechResult> {
    if (voice.provider !== 'local') {
      throw new EngineError(
        'synthesize',
        'not_configured',
        'This avatar uses an ElevenLabs voice, and ElevenLabs is not configured on this server.',
      );
    }
    return this.speak(text, voice, prosodyFor(style));
  }

  /**
   * Speaks with the voice's own settings times the prosody: natively where the synthesiser can
   * (espeak-ng pitch, speed, amplitude and word gap; flite mean pitch, pitch range and rate), then
   * pauses and loudness on the samples, and an ffmpeg pitch shift for flite's `rms`, which ignores
   * pitch settings (to the voice's own `pitchHz` as well as the emotion's).
   */
  private async speak(
    text: string,
    voice: LocalVoiceProfile,
    prosody: Prosody = prosodyFor(),
  ): Promise<SpeechResult> {
    if (voice.engine === 'espeak-ng') {
      const done = elapsed('synthesize', 'local-espeak-ng');
      const female = voice.gender === 'female';
      const basePitch = female ? 200 : 115;
      const target = (voice.pitchHz ?? basePitch) * prosody.pitch;
      const pitch = clamp(50 + ((target - basePitch) / basePitch) * 120, 0, 99);
      const { wav, pcm } = await espeakSynthesize(text, {
        voice: voice.voice,
        pitch,
        speed: 165 * voice.rate * prosody.rate,
        amplitude: clamp(100 * prosody.volume, 20, 200),
        wordGap: Math.max(0, Math.round((prosody.pause - 1) * 4)),
      });
      return {
        wav,
        durationS: pcmDuration(pcm),
        phonemes: [],
        timingSource: 'none',
        prosody,
        report: done(),
      };
    }
    const done = elapsed('synthesize', 'local-flite');
    const name = (voice.voice in FLITE_VOICES ? voice.voice : 'slt') as FliteVoice;
    const info = FLITE_VOICES[name];
    const styled = Math.abs(prosody.pitch - 1) > 1e-3 || Math.abs(prosody.pitchRange - 1) > 1e-3;
    const meanHz = (voice.pitchHz ?? info.basePitchHz) * prosody.pitch;
    const result = await fliteSynthesize(text, {
      voice: name,
      rate: voice.rate * prosody.rate,
      ...(info.pitchControl && styled
        ? { pitchHz: meanHz, pitchStddevHz: meanHz * 0.11 * prosody.pitchRange }
        : voice.pitchHz
          ? { pitchHz: voice.pitchHz }
          : {}),
    });
    let pcm = result.pcm;
    let phonemes = result.phonemes;
    const ffmpeg = findFfmpeg(this.ffmpeg);
    // A voice that ignores flite's pitch settings (`rms`) reaches its own pitch by a shift.
    const ownPitch = !info.pitchControl && voice.pitchHz ? voice.pitchHz / info.basePitchHz : 1;
    if (!info.pitchControl && ffmpeg) pcm = await shiftPitch(pcm, prosody.pitch * ownPitch, ffmpeg);
    ({ pcm, phonemes } = stretchPauses(pcm, phonemes, prosody.pause));
    pcm = applyGain(pcm, prosody.volume);
    return {
      wav: pcm === result.pcm ? result.wav : encodeWav(pcm),
      durationS: pcmDuration(pcm),
      phonemes,
      timingSource: 'synthesizer',
      prosody,
      report: done(),
    };
  }
}

import type { PhonemeTiming, StageReport, WordTiming } from '../types.js';
import type { Prosody, SpeechStyle } from './prosody.js';

/** Languages offered for voice generation (spec: english default, spanish, german). */
export type VoiceLanguage = 'english' | 'spanish' | 'german';

/** A voice made by the local engine: a built-in voice tuned to a pitch and pace. */
export interface LocalVoiceProfile {
  provider: 'local';
  /** Synthesizer: flite (English, BSD-style) or espeak-ng (Spanish/German, GPL, used only when installed). */
  engine: 'flite' | 'espeak-ng';
  /** Engine voice name: flite `slt`, `rms`, `awb`, `kal16`; espeak-ng e.g. `es+f3`. */
  voice: string;
  /** Target mean pitch in Hz, when the voice supports it. */
  pitchHz?: number;
  /** Speaking rate, 1 = the voice's default, greater is faster. */
  rate: number;
  language: VoiceLanguage;
  gender: 'female' | 'male';
  /** Human-readable name of the voice. */
  label: string;
  /** How the voice was made, said plainly (e.g. that a local "clone" only matches pitch and pace). */
  note?: string;
}

/** A voice held by ElevenLabs. */
export interface ElevenLabsVoiceProfile {
  provider: 'elevenlabs';
  voiceId: string;
  label: string;
  language?: VoiceLanguage;
  /** ElevenLabs model used for speech. @default 'eleven_multilingual_v2' */
  modelId?: string;
}

/** A serialisable voice, stored with the avatar. */
export type VoiceProfile = LocalVoiceProfile | ElevenLabsVoiceProfile;

/** Optional settings from the wizard's generate form. */
export interface VoiceSettings {
  gender?: string;
  accent?: string;
  speed?: string | number;
  tone?: string;
}

/** One of the three previews generated from a description. */
export interface VoicePreview {
  /** Pass this to `createFromPreview`. Local ids encode the voice itself, so nothing is kept in memory. */
  generatedVoiceId: string;
  /** Preview audio. */
  audio: Buffer;
  mimeType: string;
  durationS: number;
  /** Short description of how this preview differs. */
  label: string;
}

/** Synthesized speech for a reply. */
export interface SpeechResult {
  /** 16 kHz mono 16-bit WAV. */
  wav: Buffer;
  durationS: number;
  /** Phoneme timings when the synthesizer gives them (flite does), else estimated or empty. */
  phonemes: PhonemeTiming[];
  /** Word timings when known. */
  words?: WordTiming[];
  /** How the timings were obtained. */
  timingSource: 'synthesizer' | 'estimated' | 'none';
  /** The prosody the local voice applied for the style's emotion (absent for hosted voices). */
  prosody?: Prosody;
  report: StageReport;
}

/** Stage 3: voices. */
export interface VoiceService {
  /** Implementation id reported by `describe()`. */
  readonly implementation: string;
  /** Makes a voice from an uploaded or recorded sample. */
  clone(input: {
    name: string;
    sample: Uint8Array;
    mimeType?: string;
    description?: string;
  }): Promise<{ voice: VoiceProfile; report: StageReport }>;
  /** Generates three distinct previews from a description and a language. */
  designPreviews(input: {
    description: string;
    language?: VoiceLanguage | string;
    settings?: VoiceSettings;
    text?: string;
  }): Promise<{ previews: VoicePreview[]; text: string; report: StageReport }>;
  /** Creates the voice from the chosen preview. */
  createFromPreview(input: {
    name: string;
    generatedVoiceId: string;
    description?: string;
  }): Promise<{ voice: VoiceProfile; report: StageReport }>;
  /**
   * Speaks text with a voice. `style` (optional) carries the session's emotion and its intensity:
   * local voices change pitch, pitch range, rate, loudness and pauses to match; without it the
   * voice speaks neutrally, as before.
   */
  synthesize(text: string, voice: VoiceProfile, style?: SpeechStyle): Promise<SpeechResult>;
}

/** The language tag (BCP 47) of a voice language: a reply's captions are in the language it is spoken in. */
export const VOICE_LANGUAGE_TAGS: Record<VoiceLanguage, string> = {
  english: 'en',
  spanish: 'es',
  german: 'de',
};

/** Normalises the wizard's language value. */
export function toVoiceLanguage(value: string | undefined): VoiceLanguage {
  const v = (value ?? '').trim().toLowerCase();
  if (v.startsWith('es') || v.startsWith('span')) return 'spanish';
  if (v.startsWith('de') || v.startsWith('ger') || v.startsWith('deu')) return 'german';
  return 'english';
}

/** Preview sentences per language. */
export const PREVIEW_TEXT: Record<VoiceLanguage, string> = {
  english: "Hello, I'm glad we finally have time to talk. Let's see where this conversation takes us.",
  spanish:
    'Hola, me alegra que por fin tengamos tiempo para hablar. Veamos adónde nos lleva esta conversación.',
  german: 'Hallo, schön, dass wir endlich Zeit zum Reden haben. Mal sehen, wohin uns dieses Gespräch führt.',
};

import { EngineError } from '../errors.js';
import { type HttpOptions, joinUrl, readJson, request } from '../internal/http.js';
import { elapsed } from '../internal/time.js';
import { encodeWav } from '../internal/wav.js';
import { type Emotion, toEmotion, type WordTiming } from '../types.js';
import { DEFAULT_INTENSITY, prosodyFor, type SpeechStyle } from './prosody.js';
import {
  type ElevenLabsVoiceProfile,
  PREVIEW_TEXT,
  type SpeechResult,
  toVoiceLanguage,
  type VoicePreview,
  type VoiceProfile,
  type VoiceService,
  type VoiceSettings,
} from './types.js';
import { lettersToTimings } from './visemes.js';

/** ElevenLabs settings. */
export interface ElevenLabsOptions extends HttpOptions {
  apiKey: string;
  /** @default 'https://api.elevenlabs.io' */
  baseUrl?: string;
  /** Text-to-speech model. @default 'eleven_multilingual_v2' */
  modelId?: string;
}

const SERVICE = 'ElevenLabs';

/** Groups ElevenLabs' character timings into word timings. */
export function charactersToWords(chars: string[], starts: number[], ends: number[]): WordTiming[] {
  const words: WordTiming[] = [];
  let current: WordTiming | undefined;
  chars.forEach((c, i) => {
    if (/\s/.test(c)) {
      if (current) words.push(current);
      current = undefined;
      return;
    }
    if (!/[\p{L}\p{N}']/u.test(c)) return;
    if (!current) current = { word: '', start: starts[i] ?? 0, end: ends[i] ?? 0 };
    current.word += c;
    current.end = ends[i] ?? current.end;
  });
  if (current) words.push(current);
  return words;
}

/** How stirred up each emotion sounds (0 calm .. 1 aroused): lower stability lets the voice move more. */
const AROUSAL: Partial<Record<Emotion, number>> = {
  anger: 1,
  fear: 0.9,
  surprise: 0.9,
  happiness: 0.7,
  disgust: 0.5,
  contempt: 0.4,
  sadness: 0.3,
};

/**
 * ElevenLabs `voice_settings` for a style: less stability and more style exaggeration the stronger
 * the emotion, and the local prosody's rate as `speed` (0.7-1.2). Nothing for a neutral style, so
 * the voice keeps its own settings.
 */
export function emotionSettings(style?: SpeechStyle): {
  voice_settings?: { stability: number; similarity_boost: number; style: number; speed: number };
} {
  if (!style?.emotion) return {};
  const prosody = prosodyFor(style);
  const arousal = AROUSAL[toEmotion(String(style.emotion))] ?? 0;
  if (arousal === 0) return {};
  const intensity = Math.max(0, Math.min(1, style.intensity ?? DEFAULT_INTENSITY));
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    voice_settings: {
      stability: r(0.5 - 0.25 * arousal * intensity),
      similarity_boost: 0.75,
      style: r(0.5 * intensity),
      speed: r(Math.max(0.7, Math.min(1.2, prosody.rate))),
    },
  };
}

/**
 * ElevenLabs adapter: instant voice cloning (with background-noise removal), voice design previews,
 * create from preview, and text to speech with character timings (16 kHz PCM, no ffmpeg needed).
 */
export class ElevenLabsVoiceService implements VoiceService {
  readonly implementation = 'elevenlabs';
  private readonly options: ElevenLabsOptions;
  private readonly fallback: VoiceService | undefined;

  /** `fallback` speaks local voices (avatars made before ElevenLabs was configured). */
  constructor(options: ElevenLabsOptions, fallback?: VoiceService) {
    this.options = options;
    this.fallback = fallback;
  }

  private url(path: string): string {
    return joinUrl(this.options.baseUrl ?? 'https://api.elevenlabs.io', path);
  }

  private headers(json: boolean): Record<string, string> {
    return {
      'xi-api-key': this.options.apiKey,
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  async clone(input: { name: string; sample: Uint8Array; mimeType?: string; description?: string }) {
    const done = elapsed('voice', 'elevenlabs-ivc');
    const form = new FormData();
    form.append('name', input.name || 'Avatar voice');
    const type = input.mimeType ?? 'audio/wav';
    form.append(
      'files',
      new Blob([new Uint8Array(input.sample)], { type }),
      `sample.${type.includes('mpeg') ? 'mp3' : type.includes('mp4') ? 'm4a' : type.includes('webm') ? 'webm' : 'wav'}`,
    );
    form.append('remove_background_noise', 'true');
    if (input.description) form.append('description', input.description);
    const response = await request(
      'voice',
      SERVICE,
      this.url('/v1/voices/add'),
      { method: 'POST', headers: this.headers(false), body: form },
      this.options,
    );
    const json = await readJson<{ voice_id?: string }>('voice', SERVICE, response);
    if (!json.voice_id)
      throw new EngineError('voice', 'upstream_error', 'ElevenLabs did not return a voice id.');
    const voice: ElevenLabsVoiceProfile = {
      provider: 'elevenlabs',
      voiceId: json.voice_id,
      label: input.name,
    };
    return { voice, report: done() };
  }

  async designPreviews(input: {
    description: string;
    language?: string;
    settings?: VoiceSettings;
    text?: string;
  }) {
    const done = elapsed('voice', 'elevenlabs-voice-design');
    const language = toVoiceLanguage(input.language);
    const s = input.settings ?? {};
    const extra = [
      s.gender,
      s.accent && `${s.accent} accent`,
      s.speed && `${s.speed} pace`,
      s.tone && `${s.tone} tone`,
    ]
      .filter(Boolean)
      .join(', ');
    const description = `${input.description.trim()}${extra ? ` (${extra})` : ''}. Speaks ${language}.`;
    const text = input.text?.trim() || PREVIEW_TEXT[language];
    const response = await request(
      'voice',
      SERVICE,
      this.url('/v1/text-to-voice/create-previews'),
      {
        method: 'POST',
        headers: this.headers(true),
        body: JSON.stringify({ voice_description: description, text }),
      },
      this.options,
    );
    const json = await readJson<{
      previews?: {
        audio_base_64: string;
        generated_voice_id: string;
        media_type?: string;
        duration_secs?: number;
      }[];
      text?: string;
    }>('voice', SERVICE, response);
    const previews: VoicePreview[] = (json.previews ?? []).map((p, i) => ({
      generatedVoiceId: p.generated_voice_id,
      audio: Buffer.from(p.audio_base_64, 'base64'),
      mimeType: p.media_type ?? 'audio/mpeg',
      durationS: p.duration_secs ?? 0,
      label: `Preview ${i + 1}`,
    }));
    if (previews.length === 0)
      throw new EngineError(
        'voice',
        'upstream_error',
        'ElevenLabs returned no voice previews. Try a different description.',
      );
    return { previews, text: json.text ?? text, report: done() };
  }

  async createFromPreview(input: { name: string; generatedVoiceId: string; description?: string }) {
    const done = elapsed('voice', 'elevenlabs-voice-design');
    const response = await request(
      'voice',
      SERVICE,
      this.url('/v1/text-to-voice/create-voice-from-preview'),
      {
        method: 'POST',
        headers: this.headers(true),
        body: JSON.stringify({
          voice_name: input.name,
          voice_description: input.description ?? input.name,
          generated_voice_id: input.generatedVoiceId,
        }),
      },
      this.options,
    );
    const json = await readJson<{ voice_id?: string; name?: string }>('voice', SERVICE, response);
    if (!json.voice_id)
      throw new EngineError('voice', 'upstream_error', 'ElevenLabs did not return a voice id.');
    const voice: ElevenLabsVoiceProfile = {
      provider: 'elevenlabs',
      voiceId: json.voice_id,
      label: json.name ?? input.name,
    };
    return { voice, report: done() };
  }

  async synthesize(text: string, voice: VoiceProfile, style?: SpeechStyle): Promise<SpeechResult> {
    if (voice.provider !== 'elevenlabs') {
      if (this.fallback) return this.fallback.synthesize(text, voice, style);
      throw new EngineError('synthesize', 'invalid_input', 'This voice is not an ElevenLabs voice.');
    }
    const done = elapsed('synthesize', 'elevenlabs-tts');
    const response = await request(
      'synthesize',
      SERVICE,
      this.url(
        `/v1/text-to-speech/${encodeURIComponent(voice.voiceId)}/with-timestamps?output_format=pcm_16000`,
      ),
      {
        method: 'POST',
        headers: this.headers(true),
        body: JSON.stringify({
          text,
          model_id: voice.modelId ?? this.options.modelId ?? 'eleven_multilingual_v2',
          ...emotionSettings(style),
        }),
      },
      this.options,
    );
    const json = await readJson<{
      audio_base64?: string;
      alignment?: {
        characters: string[];
        character_start_times_seconds: number[];
        character_end_times_seconds: number[];
      } | null;
    }>('synthesize', SERVICE, response);
    if (!json.audio_base64)
      throw new EngineError('synthesize', 'upstream_error', 'ElevenLabs returned no audio.');
    const raw = Buffer.from(json.audio_base64, 'base64');
    const samples = new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + (raw.length & ~1)));
    const pcm = { sampleRate: 16000, samples };
    const a = json.alignment;
    const words = a
      ? charactersToWords(a.characters, a.character_start_times_seconds, a.character_end_times_seconds)
      : [];
    return {
      wav: encodeWav(pcm),
      durationS: samples.length / 16000,
      phonemes: lettersToTimings(words),
      words,
      timingSource: words.length ? 'estimated' : 'none',
      report: done(),
    };
  }
}

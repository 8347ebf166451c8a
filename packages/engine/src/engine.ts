import { configFromEnv, type EngineConfig } from './config.js';
import { EngineError, type EngineStage, isEngineError } from './errors.js';
import { findFfmpeg } from './internal/ffmpeg.js';
import { LlamaCppWriter } from './persona/llama-cpp.js';
import { LocalPersonaEngine } from './persona/local-persona.js';
import { OpenAiChatWriter } from './persona/openai-chat.js';
import type { CharacterProfile } from './persona/profile.js';
import type { ReplyWriter } from './persona/types.js';
import { type FaceModel, type PrepareFaceResult, prepareFace } from './render/face.js';
import { HeyGenRenderer } from './render/heygen.js';
import { LocalRenderer } from './render/local-renderer.js';
import type { Renderer, RenderResult } from './render/types.js';
import { OpenAiTranscriber } from './stt/openai.js';
import { findPocketsphinx, PocketsphinxTranscriber } from './stt/pocketsphinx.js';
import { SoundSwallowerTranscriber } from './stt/soundswallower.js';
import type { Transcriber } from './stt/types.js';
import { transcriptionLanguages } from './transcription-languages.js';
import {
  type ConversationTurn,
  type Emotion,
  type StageReport,
  toEmotion,
  type WordTiming,
} from './types.js';
import { ElevenLabsVoiceService } from './voice/elevenlabs.js';
import { findEspeak } from './voice/espeak.js';
import { LocalVoiceService } from './voice/local-voices.js';
import type { SpeechResult, VoiceProfile, VoiceService } from './voice/types.js';

/** What `describe()` reports (the server puts it in `/health`). */
export interface EngineDescription {
  /** `languages`: the ISO 639-1 codes speech is recognised in, comma-separated. */
  transcribe: { implementation: string; limits: string; languages: string };
  reply: { implementation: string };
  voice: { implementation: string; spanishGerman: 'espeak-ng' | 'elevenlabs' | 'unavailable' };
  render: { implementation: string };
  ffmpeg: string | null;
  /** One line saying what the local engine is. */
  note: string;
}

/** Input of one full reply: recording in, playable video out. */
export interface ReplyPipelineInput {
  /** The coach's recording (WebM/Opus, MP4/AAC or WAV). Ignored when `transcript` is given. */
  recording?: Uint8Array;
  mimeType?: string;
  /** Skip speech to text and use this text (typed messages, retries). */
  transcript?: string;
  profile: CharacterProfile | string;
  emotion?: Emotion | string;
  /** How strongly the voice and face show the emotion, 0..1. @default 0.75 */
  intensity?: number;
  scenarioPrompt?: string | null;
  conversation: readonly ConversationTurn[];
  voice: VoiceProfile;
  /** Local renderer: face model and working photo from `prepareFace`. */
  face?: FaceModel;
  photo?: Uint8Array;
  /** Hosted renderer: avatar ids per emotion. */
  avatarIds?: Partial<Record<Emotion, string>>;
}

/** Output of one full reply. */
export interface ReplyPipelineResult {
  /** What the coach said. */
  transcript: string;
  words: WordTiming[];
  /** What the avatar answered. */
  replyText: string;
  speech: SpeechResult;
  video: RenderResult;
  /** Which implementation ran each stage and how long it took. */
  stages: StageReport[];
  totalMs: number;
}

/** The media engine: one object per stage plus helpers. */
export interface Engine {
  transcriber: Transcriber;
  replyWriter: ReplyWriter;
  voices: VoiceService;
  renderer: Renderer;
  /** Finds the face and mouth on an avatar photo (local; every renderer uses it to check photos). */
  prepareFace(image: Uint8Array): Promise<PrepareFaceResult>;
  /** Chosen implementation per stage. */
  describe(): EngineDescription;
  /** Runs transcribe -> write reply -> synthesize -> render and reports each stage. */
  reply(input: ReplyPipelineInput): Promise<ReplyPipelineResult>;
  /** Stops what the engine keeps running between calls (threads, a recogniser process). */
  close?(): Promise<void>;
}

function chooseTranscriber(config: EngineConfig): Transcriber {
  const http = {
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
  };
  const ffmpeg = {
    ...(config.ffmpegPath ? { ffmpeg: config.ffmpegPath } : {}),
    ...(config.tempDir ? { tempDir: config.tempDir } : {}),
  };
  if (config.stt?.url) {
    return new OpenAiTranscriber({
      url: config.stt.url,
      ...(config.stt.model ? { model: config.stt.model } : {}),
      ...(config.stt.apiKey ? { apiKey: config.stt.apiKey } : {}),
      ...http,
    });
  }
  const wanted = config.stt?.local ?? 'auto';
  const languageModel = config.stt?.languageModel;
  if (wanted !== 'soundswallower' && findPocketsphinx())
    return new PocketsphinxTranscriber({ ...ffmpeg, ...(languageModel ? { languageModel } : {}) });
  return new SoundSwallowerTranscriber(ffmpeg);
}

/**
 * Creates the engine, choosing each stage's implementation from the configuration
 * (by default from environment variables, see README): hosted adapters where configured,
 * the local implementations otherwise.
 */
export function createEngine(config: EngineConfig = configFromEnv()): Engine {
  const http = {
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
  };
  const ffmpeg = {
    ...(config.ffmpegPath ? { ffmpeg: config.ffmpegPath } : {}),
    ...(config.tempDir ? { tempDir: config.tempDir } : {}),
  };
  const transcriber = chooseTranscriber(config);
  // Hosted chat first, then an embedded model, then the local persona; the model writers fall back
  // to the local persona on errors and timeouts.
  const replyWriter: ReplyWriter = config.chat?.url
    ? new OpenAiChatWriter({
        url: config.chat.url,
        ...(config.chat.model ? { model: config.chat.model } : {}),
        ...(config.chat.apiKey ? { apiKey: config.chat.apiKey } : {}),
        ...http,
      })
    : config.llm?.modelPath
      ? new LlamaCppWriter({
          modelPath: config.llm.modelPath,
          ...(config.llm.contextSize ? { contextSize: config.llm.contextSize } : {}),
          ...(config.llm.gpu ? { gpu: true } : {}),
        })
      : new LocalPersonaEngine();
  const localVoices = new LocalVoiceService(ffmpeg);
  const voices: VoiceService = config.elevenLabs?.apiKey
    ? new ElevenLabsVoiceService(
        {
          apiKey: config.elevenLabs.apiKey,
          ...(config.elevenLabs.baseUrl ? { baseUrl: config.elevenLabs.baseUrl } : {}),
          ...(config.elevenLabs.modelId ? { modelId: config.elevenLabs.modelId } : {}),
          ...http,
        },
        localVoices,
      )
    : localVoices;
  const localRenderer = new LocalRenderer(ffmpeg);
  const renderer: Renderer = config.heyGen?.apiKey
    ? new HeyGenRenderer({
        apiKey: config.heyGen.apiKey,
        ...(config.heyGen.baseUrl ? { baseUrl: config.heyGen.baseUrl } : {}),
        ...(config.heyGen.uploadUrl ? { uploadUrl: config.heyGen.uploadUrl } : {}),
        ...(config.heyGen.pollIntervalS ? { pollIntervalS: config.heyGen.pollIntervalS } : {}),
        local: localRenderer,
        ...http,
      })
    : localRenderer;

  const describe = (): EngineDescription => ({
    transcribe: {
      implementation: transcriber.implementation,
      limits: transcriber.limits,
      languages: transcriptionLanguages(transcriber.implementation),
    },
    reply: { implementation: replyWriter.implementation },
    voice: {
      implementation: voices.implementation,
      spanishGerman:
        voices.implementation === 'elevenlabs' ? 'elevenlabs' : findEspeak() ? 'espeak-ng' : 'unavailable',
    },
    render: { implementation: renderer.implementation },
    ffmpeg: findFfmpeg(config.ffmpegPath) ?? null,
    note: 'Local stages are a preview-quality engine that runs offline; hosted adapters are used where configured.',
  });

  async function stage<T>(name: EngineStage, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isEngineError(error)) throw error;
      throw new EngineError(name, 'internal', `The ${name} step failed unexpectedly.`, {
        cause: error,
        detail: String(error),
      });
    }
  }

  async function reply(input: ReplyPipelineInput): Promise<ReplyPipelineResult> {
    const start = performance.now();
    const stages: StageReport[] = [];
    let transcript = input.transcript?.trim() ?? '';
    let words: WordTiming[] = [];
    if (!transcript) {
      if (!input.recording)
        throw new EngineError('transcribe', 'invalid_input', 'Please record audio first.');
      const stt = await stage('transcribe', () =>
        transcriber.transcribe(
          input.recording as Uint8Array,
          input.mimeType ? { mimeType: input.mimeType } : {},
        ),
      );
      transcript = stt.text;
      words = stt.words;
      stages.push(stt.report);
    }
    const written = await stage('reply', () =>
      replyWriter.reply({
        profile: input.profile,
        ...(input.emotion ? { emotion: input.emotion } : {}),
        scenarioPrompt: input.scenarioPrompt ?? null,
        conversation: input.conversation,
        message: transcript,
      }),
    );
    stages.push(written.report);
    const emotion = toEmotion(typeof input.emotion === 'string' ? input.emotion : undefined);
    const intensity = input.intensity;
    const speech = await stage('synthesize', () =>
      voices.synthesize(written.text, input.voice, {
        emotion,
        ...(intensity !== undefined ? { intensity } : {}),
      }),
    );
    stages.push(speech.report);
    const video = await stage('render', () =>
      renderer.render({
        ...(input.face ? { face: input.face } : {}),
        ...(input.photo ? { photo: input.photo } : {}),
        ...(input.avatarIds ? { avatarIds: input.avatarIds } : {}),
        emotion,
        ...(intensity !== undefined ? { intensity } : {}),
        audio: speech.wav,
        phonemes: speech.phonemes,
      }),
    );
    stages.push(video.report);
    return {
      transcript,
      words,
      replyText: written.text,
      speech,
      video,
      stages,
      totalMs: Math.round(performance.now() - start),
    };
  }

  const close = async () => transcriber.close?.();
  return { transcriber, replyWriter, voices, renderer, prepareFace, describe, reply, close };
}

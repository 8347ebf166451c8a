import { configFromEnv, type EngineConfig } from './config.js';
import { findFfmpeg } from './internal/ffmpeg.js';
import { LlamaCppWriter } from './persona/llama-cpp.js';
import { LocalPersonaEngine } from './persona/local-persona.js';
import { OpenAiChatWriter } from './persona/openai-chat.js';
import type { ReplyWriter } from './persona/types.js';
import { type PrepareFaceResult, prepareFace } from './render/face.js';
import { HeyGenRenderer } from './render/heygen.js';
import { LocalRenderer } from './render/local-renderer.js';
import type { Renderer } from './render/types.js';
import { type ReplyStages, replyStages } from './reply-stages.js';
import { createSkillCoder } from './skills/coder.js';
import type { SkillCoder } from './skills/types.js';
import { OpenAiTranscriber } from './stt/openai.js';
import { findPocketsphinx, PocketsphinxTranscriber } from './stt/pocketsphinx.js';
import { SoundSwallowerTranscriber } from './stt/soundswallower.js';
import type { Transcriber } from './stt/types.js';
import { transcriptionLanguages } from './transcription-languages.js';
import { ElevenLabsVoiceService } from './voice/elevenlabs.js';
import { findEspeak } from './voice/espeak.js';
import { LocalVoiceService } from './voice/local-voices.js';
import type { VoiceService } from './voice/types.js';

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

/**
 * The media engine: one object per part, the reply pipeline's stages on them (`understand`,
 * `speak`, `render`, see `reply-stages.ts`) and the session coder, plus helpers.
 */
export interface Engine extends ReplyStages {
  transcriber: Transcriber;
  replyWriter: ReplyWriter;
  voices: VoiceService;
  renderer: Renderer;
  /** The MITI skill coder (the stages and the scorecards code through the session cache on it). */
  skills: SkillCoder;
  /** Finds the face and mouth on an avatar photo (local; every renderer uses it to check photos). */
  prepareFace(image: Uint8Array): Promise<PrepareFaceResult>;
  /** Chosen implementation per stage. */
  describe(): EngineDescription;
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

  const skills = createSkillCoder({
    ...(config.chat ? { chat: config.chat } : {}),
    ...http,
  });

  const close = async () => {
    await transcriber.close?.();
  };
  return {
    transcriber,
    replyWriter,
    voices,
    renderer,
    skills,
    ...replyStages({ transcriber, replyWriter, voices, renderer, skills }),
    prepareFace,
    describe,
    close,
  };
}

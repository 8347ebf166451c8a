/** Engine configuration; every field is optional and `configFromEnv` fills it from the environment. */
export interface EngineConfig {
  /** Speech to text. Hosted when `url` is set, else the best local recogniser. */
  stt?: {
    /** OpenAI-compatible base URL (with `/v1`). Env `REBOND_STT_URL`. */
    url?: string;
    /** Env `REBOND_STT_MODEL`. @default 'whisper-1' */
    model?: string;
    /** Env `REBOND_STT_KEY`. */
    apiKey?: string;
    /** Which local recogniser to use. Env `REBOND_STT_LOCAL`. @default 'auto' */
    local?: 'auto' | 'pocketsphinx' | 'soundswallower';
    /** pocketsphinx's language model: Debian's general one, or it mixed with our counselling corpus. Env `REBOND_STT_LM`. @default 'general' */
    languageModel?: 'general' | 'counselling';
  };
  /** Reply writing. Hosted when `url` is set, else the local persona engine. */
  chat?: {
    /** OpenAI-compatible base URL (with `/v1`). Env `REBOND_CHAT_URL`. */
    url?: string;
    /** Env `REBOND_CHAT_MODEL`. @default 'gpt-4o-mini' */
    model?: string;
    /** Env `REBOND_CHAT_KEY`. */
    apiKey?: string;
  };
  /**
   * Embedded language model (node-llama-cpp, an optional package) for replies when no chat `url`
   * is set; the local persona otherwise.
   */
  llm?: {
    /** GGUF model file. Env `REBOND_LLM_MODEL`. */
    modelPath?: string;
    /** Context window in tokens. Env `REBOND_LLM_CONTEXT`. @default 4096 */
    contextSize?: number;
    /** Offload to a GPU when a prebuilt GPU binary is installed. Env `REBOND_LLM_GPU` (`1`/`true`). @default false */
    gpu?: boolean;
  };
  /** ElevenLabs voices when `apiKey` is set, else local voices. */
  elevenLabs?: {
    /** Env `ELEVENLABS_API_KEY`. */
    apiKey?: string;
    /** Env `ELEVENLABS_BASE_URL`. @default 'https://api.elevenlabs.io' */
    baseUrl?: string;
    /** Env `ELEVENLABS_MODEL_ID`. @default 'eleven_multilingual_v2' */
    modelId?: string;
  };
  /** HeyGen rendering when `apiKey` is set, else the local renderer. */
  heyGen?: {
    /** Env `HEYGEN_API_KEY`. */
    apiKey?: string;
    /** Env `HEYGEN_BASE_URL`. @default 'https://api.heygen.com' */
    baseUrl?: string;
    /** Env `HEYGEN_UPLOAD_URL`. @default 'https://upload.heygen.com' */
    uploadUrl?: string;
    /** Env `HEYGEN_POLL_INTERVAL_S`. @default 5 */
    pollIntervalS?: number;
  };
  /** ffmpeg binary. Env `REBOND_FFMPEG`. @default system ffmpeg, then `@ffmpeg-installer/ffmpeg` if installed */
  ffmpegPath?: string;
  /**
   * Where local stages write their temporary files (recordings, recognised text, speech, frames),
   * each call in a folder of its own removed when it ends. Env `REBOND_TEMP_DIR`. @default the
   * system's temporary folder; the server gives a private folder of its data folder.
   */
  tempDir?: string;
  /** Timeout of each hosted call in ms. Env `REBOND_HTTP_TIMEOUT_MS`. @default 60000 */
  timeoutMs?: number;
  /** fetch implementation for hosted adapters. @default globalThis.fetch */
  fetch?: typeof fetch;
}

const nonEmpty = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** Reads the engine configuration from environment variables (see README). */
export function configFromEnv(env: Record<string, string | undefined> = process.env): EngineConfig {
  const local = nonEmpty(env.REBOND_STT_LOCAL);
  const languageModel = nonEmpty(env.REBOND_STT_LM);
  const timeout = Number(env.REBOND_HTTP_TIMEOUT_MS);
  const poll = Number(env.HEYGEN_POLL_INTERVAL_S);
  const llmContext = Number(env.REBOND_LLM_CONTEXT);
  const config: EngineConfig = {
    ...(nonEmpty(env.REBOND_TEMP_DIR) ? { tempDir: nonEmpty(env.REBOND_TEMP_DIR) } : {}),
    stt: {
      ...(nonEmpty(env.REBOND_STT_URL) ? { url: nonEmpty(env.REBOND_STT_URL) } : {}),
      ...(nonEmpty(env.REBOND_STT_MODEL) ? { model: nonEmpty(env.REBOND_STT_MODEL) } : {}),
      ...(nonEmpty(env.REBOND_STT_KEY) ? { apiKey: nonEmpty(env.REBOND_STT_KEY) } : {}),
      ...(local === 'pocketsphinx' || local === 'soundswallower' || local === 'auto' ? { local } : {}),
      ...(languageModel === 'general' || languageModel === 'counselling' ? { languageModel } : {}),
    },
    chat: {
      ...(nonEmpty(env.REBOND_CHAT_URL) ? { url: nonEmpty(env.REBOND_CHAT_URL) } : {}),
      ...(nonEmpty(env.REBOND_CHAT_MODEL) ? { model: nonEmpty(env.REBOND_CHAT_MODEL) } : {}),
      ...(nonEmpty(env.REBOND_CHAT_KEY) ? { apiKey: nonEmpty(env.REBOND_CHAT_KEY) } : {}),
    },
    llm: {
      ...(nonEmpty(env.REBOND_LLM_MODEL) ? { modelPath: nonEmpty(env.REBOND_LLM_MODEL) } : {}),
      ...(Number.isFinite(llmContext) && llmContext > 0 ? { contextSize: llmContext } : {}),
      ...(/^(1|true|yes)$/i.test(env.REBOND_LLM_GPU ?? '') ? { gpu: true } : {}),
    },
    elevenLabs: {
      ...(nonEmpty(env.ELEVENLABS_API_KEY) ? { apiKey: nonEmpty(env.ELEVENLABS_API_KEY) } : {}),
      ...(nonEmpty(env.ELEVENLABS_BASE_URL) ? { baseUrl: nonEmpty(env.ELEVENLABS_BASE_URL) } : {}),
      ...(nonEmpty(env.ELEVENLABS_MODEL_ID) ? { modelId: nonEmpty(env.ELEVENLABS_MODEL_ID) } : {}),
    },
    heyGen: {
      ...(nonEmpty(env.HEYGEN_API_KEY) ? { apiKey: nonEmpty(env.HEYGEN_API_KEY) } : {}),
      ...(nonEmpty(env.HEYGEN_BASE_URL) ? { baseUrl: nonEmpty(env.HEYGEN_BASE_URL) } : {}),
      ...(nonEmpty(env.HEYGEN_UPLOAD_URL) ? { uploadUrl: nonEmpty(env.HEYGEN_UPLOAD_URL) } : {}),
      ...(Number.isFinite(poll) && poll > 0 ? { pollIntervalS: poll } : {}),
    },
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  };
  const ffmpeg = nonEmpty(env.REBOND_FFMPEG);
  if (ffmpeg) config.ffmpegPath = ffmpeg;
  return config;
}

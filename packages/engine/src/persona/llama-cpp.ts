/**
 * The embedded language model: `node-llama-cpp` running a GGUF file the operator supplies
 * (`REBOND_LLM_MODEL=/path/model.gguf`). The package is an optional peer dependency, imported
 * only when the first reply is written, and the model is loaded once. Generation runs in
 * llama.cpp's native threads, so the event loop stays free; replies are serialised on one context
 * sequence. Every answer goes through the same persona prompt, sanitizer and local fallback as the
 * hosted chat adapter.
 */
import { EngineError } from '../errors.js';
import type { ConversationTurn, Emotion } from '../types.js';
import { LocalPersonaEngine } from './local-persona.js';
import {
  type ChatMessage,
  type GenerateSettings,
  type ModelPersonaOptions,
  writeWithModel,
} from './model-reply.js';
import type { CharacterProfile } from './profile.js';
import type { ReplyInput, ReplyResult, ReplyWriter, SummaryOptions, SummaryResult } from './types.js';

/** Settings of the embedded model. */
export interface LlamaCppOptions extends ModelPersonaOptions {
  /** Path of the GGUF model file. Env `REBOND_LLM_MODEL`. */
  modelPath: string;
  /** Context window in tokens. Env `REBOND_LLM_CONTEXT`. @default 4096 */
  contextSize?: number;
  /** CPU threads for generation. @default llama.cpp's choice */
  threads?: number;
  /** Use a GPU when a prebuilt binary for it is installed. Env `REBOND_LLM_GPU`. @default false */
  gpu?: boolean;
  /** Sampling seed, so the same conversation gets the same reply. @default 42 */
  seed?: number;
}

// The slice of node-llama-cpp's API used here, so the engine type-checks without the package.
interface ChatHistoryItem {
  type: 'system' | 'user' | 'model';
  text?: string;
  response?: string[];
}
interface LlamaChatSessionLike {
  setChatHistory(history: ChatHistoryItem[]): void;
  prompt(
    text: string,
    options: {
      maxTokens?: number;
      temperature?: number;
      seed?: number;
      signal?: AbortSignal;
      stopOnAbortSignal?: boolean;
    },
  ): Promise<string>;
}
interface LlamaContextLike {
  getSequence(): unknown;
  dispose(): Promise<void>;
}
interface LlamaModelLike {
  createContext(options: { contextSize?: number; threads?: number }): Promise<LlamaContextLike>;
  dispose(): Promise<void>;
}
interface LlamaLike {
  loadModel(options: { modelPath: string; gpuLayers?: number | 'auto' }): Promise<LlamaModelLike>;
  dispose(): Promise<void>;
}
interface NodeLlamaCppModule {
  getLlama(options: Record<string, unknown>): Promise<LlamaLike>;
  LlamaChatSession: new (options: {
    contextSequence: unknown;
    autoDisposeSequence?: boolean;
  }) => LlamaChatSessionLike;
}

interface Loaded {
  llama: LlamaLike;
  model: LlamaModelLike;
  context: LlamaContextLike;
  session: LlamaChatSessionLike;
}

/** The package name, kept in a variable so bundlers and the type checker leave the import alone. */
const PACKAGE = 'node-llama-cpp';

/** Reply writing with an embedded GGUF model through node-llama-cpp. */
export class LlamaCppWriter implements ReplyWriter {
  readonly implementation = 'node-llama-cpp';
  private readonly options: LlamaCppOptions;
  private loading: Promise<Loaded> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly counters = { loads: 0, generations: 0 };
  private lastRaw: string | undefined;
  private lastSystem: string | undefined;
  private readonly local = new LocalPersonaEngine();

  constructor(options: LlamaCppOptions) {
    this.options = options;
  }

  /** How often the model was loaded and asked, its last system prompt, and its last raw answer (before the sanitizer). */
  diagnostics(): {
    loads: number;
    generations: number;
    lastRaw: string | undefined;
    lastSystem: string | undefined;
  } {
    return { ...this.counters, lastRaw: this.lastRaw, lastSystem: this.lastSystem };
  }

  /** Loads the package and the model once; later calls share the same promise. */
  load(): Promise<Loaded> {
    this.loading ??= this.open().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async open(): Promise<Loaded> {
    let mod: NodeLlamaCppModule;
    try {
      mod = (await import(PACKAGE)) as NodeLlamaCppModule;
    } catch (error) {
      throw new EngineError(
        'reply',
        'missing_dependency',
        'The embedded language model needs the optional package node-llama-cpp: run `npm install node-llama-cpp`.',
        { cause: error },
      );
    }
    this.counters.loads++;
    try {
      // Prebuilt binaries only: never build from source, never download at run time.
      const llama = await mod.getLlama({
        gpu: this.options.gpu ? 'auto' : false,
        build: 'never',
        skipDownload: true,
        progressLogs: false,
        logLevel: 'error',
      });
      const model = await llama.loadModel({
        modelPath: this.options.modelPath,
        ...(this.options.gpu ? { gpuLayers: 'auto' as const } : { gpuLayers: 0 }),
      });
      const context = await model.createContext({
        contextSize: this.options.contextSize ?? 4096,
        ...(this.options.threads ? { threads: this.options.threads } : {}),
      });
      const session = new mod.LlamaChatSession({
        contextSequence: context.getSequence(),
        autoDisposeSequence: false,
      });
      return { llama, model, context, session };
    } catch (error) {
      throw new EngineError('reply', 'not_configured', 'The embedded language model could not be loaded.', {
        cause: error,
        detail: `${this.options.modelPath}: ${String(error)}`,
      });
    }
  }

  /** Runs one generation; calls wait for each other because they share one context sequence. */
  private generate(messages: ChatMessage[], settings: GenerateSettings): Promise<string> {
    const run = async () => {
      const { session } = await this.load();
      const last = messages.at(-1);
      const history: ChatHistoryItem[] = messages
        .slice(0, -1)
        .map((m) =>
          m.role === 'assistant'
            ? { type: 'model', response: [m.content] }
            : { type: m.role, text: m.content },
        );
      session.setChatHistory(history);
      this.lastSystem = messages.find((m) => m.role === 'system')?.content;
      this.counters.generations++;
      const raw = await session.prompt(last?.content ?? '', {
        maxTokens: settings.maxTokens,
        temperature: settings.temperature,
        seed: this.options.seed ?? 42,
        signal: settings.signal,
        stopOnAbortSignal: true,
      });
      this.lastRaw = raw;
      return raw;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async reply(input: ReplyInput): Promise<ReplyResult> {
    return writeWithModel(this.implementation, input, (m, s) => this.generate(m, s), {
      replyTimeoutMs: 60_000,
      ...this.options,
    });
  }

  /**
   * Summaries are computed from the dialogue state by the local persona (the report says so):
   * a small embedded model adds nothing reliable to counts and a resistance curve.
   */
  summarize(
    conversation: readonly ConversationTurn[],
    profile: CharacterProfile | string,
    emotion?: Emotion | string,
    options?: SummaryOptions,
  ): Promise<SummaryResult> {
    return this.local.summarize(conversation, profile, emotion, options);
  }

  /** Frees the model and its context. */
  async dispose(): Promise<void> {
    const loaded = await this.loading?.catch(() => undefined);
    this.loading = undefined;
    if (!loaded) return;
    await loaded.context.dispose();
    await loaded.model.dispose();
    await loaded.llama.dispose();
  }
}

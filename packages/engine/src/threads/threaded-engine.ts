import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Engine } from '../engine.js';
import { EngineError, type EngineErrorCode, type EngineStage } from '../errors.js';
import type { RenderInput } from '../render/types.js';
import { replyStages } from '../reply-stages.js';
import type { SpeechStyle } from '../voice/prosody.js';
import type { OffloadedMethod } from './offloaded.js';
import { type SerializedError, type TaskPriority, ThreadPool } from './thread-pool.js';

/** An engine whose CPU-heavy calls run in worker threads. */
export interface ThreadedEngine extends Engine {
  /** Threads started, busy, tasks waiting, and the pool's size. */
  threadStats(): { threads: number; busy: number; waiting: number; size: number };
  /** Stops the threads. */
  close(): Promise<void>;
}

export interface ThreadedEngineOptions {
  /** Most threads at once. @default the number of cores */
  threads?: number;
  /** The environment each thread chooses its engine from (the same as the main engine's). */
  env?: NodeJS.ProcessEnv;
}

/**
 * How a thread starts: the built `engine-thread.js` as is; from the TypeScript sources (tsx,
 * vitest), a small bootstrap that registers tsx's loader in the thread and then imports
 * `engine-thread.ts` (Node 20 does not apply `--import` loaders to a worker's entry).
 */
function threadEntry(): { entry: URL | string; eval: boolean; execArgv: string[] } {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) {
    return { entry: new URL('./engine-thread.js', self), eval: false, execArgv: process.execArgv };
  }
  const entry = new URL('./engine-thread.ts', self).href;
  const tsxDir = createRequire(self)
    .resolve('tsx/package.json')
    .replace(/package\.json$/, '');
  const tsxApi = pathToFileURL(`${tsxDir}dist/esm/api/index.mjs`).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return { entry: bootstrap, eval: true, execArgv: ['--conditions=source'] };
}

function reviveError(error: SerializedError): Error {
  if (error.name === 'EngineError' && error.stage && error.code && error.reason) {
    return new EngineError(error.stage as EngineStage, error.code as EngineErrorCode, error.reason, {
      detail: error.message,
      ...(error.status !== undefined ? { status: error.status } : {}),
    });
  }
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

/** Bytes come back from a thread as plain Uint8Arrays; the engine's types promise Buffers. */
function reviveValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(reviveValue);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reviveValue(item)]));
  }
  return value;
}

/**
 * A render marked `idle` (a live turn's video for history) keeps no one waiting, a synthesis marked
 * `later` (a reply's next sentence) keeps someone waiting a little later; every other call now.
 */
function priorityOf(method: OffloadedMethod, args: unknown[]): TaskPriority {
  if (method === 'render') return (args[0] as Partial<RenderInput> | undefined)?.idle ? 'idle' : 'now';
  if (method === 'synthesize') return (args[2] as SpeechStyle | undefined)?.later ? 'soon' : 'now';
  // The skill coder reads a turn in milliseconds, and the reply is written from its codes.
  if (method === 'code') return 'short';
  return 'now';
}

/**
 * Wraps an engine so that its CPU-heavy calls (see `OFFLOADED_METHODS`) run in a small pool of
 * worker threads, each with its own engine chosen from the same environment, and the calling
 * thread (an HTTP server's event loop) stays free. Everything else runs where it did.
 */
export function threadedEngine(engine: Engine, options: ThreadedEngineOptions = {}): ThreadedEngine {
  const pool = new ThreadPool({
    ...threadEntry(),
    size: Math.max(1, options.threads ?? availableParallelism()),
    env: options.env ?? process.env,
    revive: reviveError,
  });
  const call =
    <R>(method: OffloadedMethod) =>
    async (...args: unknown[]): Promise<R> =>
      reviveValue(await pool.run({ method, args }, priorityOf(method, args))) as R;
  /** The same object with some methods replaced: its other fields and methods are still there. */
  const override = <T extends object>(target: T, methods: Partial<T>): T =>
    Object.assign(Object.create(target) as T, methods);

  const transcriber = override(engine.transcriber, { transcribe: call('transcribe') });
  const voices = override(engine.voices, {
    synthesize: call('synthesize'),
    clone: call('clone'),
    designPreviews: call('designPreviews'),
  });
  const renderer = override(engine.renderer, {
    prepareAvatar: call('prepareAvatar'),
    createVariants: call('createVariants'),
    render: call('render'),
  });
  // The local coder is CPU work; a hosted one waits on the network and keeps its fallback count here.
  const skills =
    engine.skills.describe().fallback === null
      ? override(engine.skills, { code: call('code') })
      : engine.skills;
  const parts = { transcriber, replyWriter: engine.replyWriter, voices, renderer, skills };
  return {
    ...engine,
    ...parts,
    // The pipeline again, on the parts that run in threads.
    ...replyStages(parts),
    prepareFace: call('prepareFace'),
    threadStats: () => pool.stats,
    close: async () => {
      await pool.close();
      await engine.close?.();
    },
  };
}

/**
 * `createSkillCoder`: the hosted coder when a chat endpoint is configured, with the local coder as
 * its fallback; the local coder alone otherwise.
 */
import { configFromEnv } from '../config.js';
import { isEngineError } from '../errors.js';
import { CHAT_CODER, LOCAL_CODER } from './coding-languages.js';
import { evidenceFor, sharedLocalCoder, trainingExamples } from './local-coder.js';
import { codeWithChat, type HostedCode } from './openai-coder.js';
import { resolvePermissions } from './permission.js';
import { analyze } from './rules.js';
import type { CodedUtterance, SkillCoder, SkillCoderDescription, SkillUtterance } from './types.js';

/** How the skill coder is chosen. An `EngineConfig` fits as is. */
export interface SkillCoderConfig {
  /**
   * OpenAI-compatible chat endpoint, the same one the persona replies use (env `REBOND_CHAT_URL`,
   * `REBOND_CHAT_MODEL`, `REBOND_CHAT_KEY`). When `url` is set the hosted coder runs first.
   */
  chat?: { url?: string; model?: string; apiKey?: string };
  /** Timeout of each hosted call in ms; past it the local coder answers. Env `REBOND_HTTP_TIMEOUT_MS`. @default 20000 */
  timeoutMs?: number;
  /** fetch implementation for the hosted coder. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** `local` never calls out, even with a chat endpoint configured. @default 'auto' */
  mode?: 'auto' | 'local';
  /** Utterances per hosted request (a long session is sent in several). @default 40 */
  batchSize?: number;
}

let exampleCount: number | undefined;
/** How many examples the local coder learns from, without training it. */
function examplesShipped(): number {
  exampleCount ??= trainingExamples().length;
  return exampleCount;
}

const LOCAL_NOTE =
  'Offline MITI coder: rules plus a logistic regression trained on hand-written English examples. ' +
  'English-first; a coaching aid, not a validated MITI rating.';

/**
 * Creates the skill coder. By default it reads the environment (`configFromEnv`): with
 * `REBOND_CHAT_URL` set, utterances go to that chat model and fall back to the local coder on any
 * error, timeout or unreadable answer; otherwise the local coder runs offline.
 */
export function createSkillCoder(config: SkillCoderConfig = configFromEnv()): SkillCoder {
  const url = config.mode === 'local' ? undefined : config.chat?.url;
  if (!url) {
    return {
      code: async (utterances) => sharedLocalCoder().codeAll(utterances),
      describe: () => ({
        implementation: LOCAL_CODER,
        fallback: null,
        trainingExamples: examplesShipped(),
        fallbacks: 0,
        lastFallbackReason: null,
        note: LOCAL_NOTE,
      }),
    };
  }
  const model = config.chat?.model ?? 'gpt-4o-mini';
  const batchSize = Math.max(1, config.batchSize ?? 40);
  const options = {
    url,
    model,
    ...(config.chat?.apiKey ? { apiKey: config.chat.apiKey } : {}),
    timeoutMs: config.timeoutMs ?? 20_000,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  };
  let fallbacks = 0;
  let lastFallbackReason: string | null = null;

  async function code(utterances: readonly SkillUtterance[]): Promise<CodedUtterance[]> {
    const hosted: HostedCode[] = [];
    for (let i = 0; i < utterances.length; i += batchSize) {
      const batch = utterances.slice(i, i + batchSize);
      try {
        hosted.push(...(await codeWithChat(options, batch)));
      } catch (error) {
        fallbacks++;
        lastFallbackReason = isEngineError(error)
          ? error.reason
          : error instanceof Error
            ? error.message
            : String(error);
        hosted.push(...batch.map(() => null));
      }
    }
    // The local coder runs (and trains, the first time) only when some answer is missing.
    const local = hosted.some((h) => h === null) ? sharedLocalCoder().codeAll(utterances) : [];
    const coded = utterances.map((u, i) => {
      const h = hosted[i];
      if (!h) return local[i]!;
      // A paraphrased evidence was dropped: quote the words the local rules point at for that code.
      if (!h.evidence) h.evidence = evidenceFor(analyze(u.text ?? '', u.previous_client), h.code);
      return h;
    });
    // The hosted model sees each turn; the session's permission state is carried the same way for both.
    return resolvePermissions(utterances, coded);
  }

  const describe = (): SkillCoderDescription => ({
    implementation: CHAT_CODER,
    model,
    fallback: LOCAL_CODER,
    trainingExamples: examplesShipped(),
    fallbacks,
    lastFallbackReason,
    note: `Codes with ${model} (MITI 4.2.1 prompt, strict JSON schema); falls back to the offline coder. ${LOCAL_NOTE}`,
  });
  return { code, describe };
}

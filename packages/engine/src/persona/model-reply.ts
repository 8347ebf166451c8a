/**
 * One reply through a language model (hosted chat endpoint or embedded llama.cpp): the persona
 * prompt from the dialogue state, the conversation, strict length limits, `sanitizeReply`, and the
 * local persona as the fallback when the model fails, times out or gives an answer the avatar
 * cannot say.
 */
import { EngineError, isEngineError } from '../errors.js';
import { elapsed } from '../internal/time.js';
import { dialogueState } from './dialogue-state.js';
import { LocalPersonaEngine } from './local-persona.js';
import { buildPersonaPrompt, sanitizeReply } from './persona-prompt.js';
import type { ReplyInput, ReplyResult, ReplyWriter } from './types.js';

/** One chat message sent to a model. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Generation settings passed to a model. */
export interface GenerateSettings {
  maxTokens: number;
  temperature: number;
  /** Aborted when the reply's time is up. */
  signal: AbortSignal;
}

/** Limits and fallback shared by the model-based writers. */
export interface ModelPersonaOptions {
  /** Most tokens the model may write for one reply. @default 120 */
  maxTokens?: number;
  /** Sampling temperature. @default 0.8 */
  temperature?: number;
  /** Most sentences kept from the model's answer. @default 3 */
  maxSentences?: number;
  /** Most words kept from the model's answer. @default 70 */
  maxWords?: number;
  /** Time allowed for one reply before the fallback answers, in ms. @default 30000 */
  replyTimeoutMs?: number;
  /**
   * Writer used when the model fails, times out or gives an answer the avatar cannot say;
   * `false` turns the fallback off (the error is thrown). @default a LocalPersonaEngine
   */
  fallback?: ReplyWriter | false;
}

/** Builds the messages a model sees for one reply. */
export function personaMessages(input: ReplyInput, maxSentences = 3): ChatMessage[] {
  const state = dialogueState(input);
  return [
    {
      role: 'system',
      content: buildPersonaPrompt(state, input.profile, input.scenarioPrompt, { maxSentences }),
    },
    ...input.conversation
      .filter((t) => t.role !== 'system')
      .map((t) => ({ role: t.role as 'user' | 'assistant', content: t.content })),
    { role: 'user', content: input.message },
  ];
}

/** Writes one reply with `generate`, checked and with the fallback. */
export async function writeWithModel(
  implementation: string,
  input: ReplyInput,
  generate: (messages: ChatMessage[], settings: GenerateSettings) => Promise<string>,
  options: ModelPersonaOptions,
): Promise<ReplyResult> {
  const done = elapsed('reply', implementation);
  const state = dialogueState(input);
  const maxSentences = options.maxSentences ?? 3;
  const timeoutMs = options.replyTimeoutMs ?? 30_000;
  const fallback = options.fallback === false ? undefined : (options.fallback ?? new LocalPersonaEngine());
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let failure: { reason: string; error?: unknown };
  try {
    const raw = await Promise.race([
      generate(personaMessages(input, maxSentences), {
        maxTokens: options.maxTokens ?? 120,
        temperature: options.temperature ?? 0.8,
        signal: controller.signal,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new EngineError('reply', 'upstream_timeout', 'The language model did not answer in time.'));
        }, timeoutMs);
      }),
    ]);
    const clean = sanitizeReply(raw, state, {
      maxSentences,
      ...(options.maxWords ? { maxWords: options.maxWords } : {}),
    });
    if (clean.ok) return { text: clean.text, state, report: done() };
    failure = { reason: clean.reason };
  } catch (error) {
    failure = { reason: isEngineError(error) ? error.code : 'internal', error };
  } finally {
    if (timer) clearTimeout(timer);
  }
  if (!fallback) {
    if (failure.error) throw failure.error;
    throw new EngineError(
      'reply',
      'upstream_error',
      'The language model gave an answer the avatar cannot say.',
      { detail: failure.reason },
    );
  }
  const written = await fallback.reply(input);
  return {
    ...written,
    state: written.state ?? state,
    fallback: failure.reason,
    report: { ...done(), implementation: `${fallback.implementation} (fallback from ${implementation})` },
  };
}

import { EngineError } from '../errors.js';
import { type HttpOptions, joinUrl, readJson, request } from '../internal/http.js';
import { elapsed } from '../internal/time.js';
import { type ConversationTurn, type Emotion, toEmotion } from '../types.js';
import { dialogueState } from './dialogue-state.js';
import { type ChatMessage, type ModelPersonaOptions, writeWithModel } from './model-reply.js';
import { type CharacterProfile, parseProfile } from './profile.js';
import { movesOf, summarizeState, toSummaryLocale } from './summary.js';
import type { ReplyInput, ReplyResult, ReplyWriter, SummaryOptions, SummaryResult } from './types.js';

const LANGUAGE_NAMES = { en: 'English', fr: 'French', es: 'Spanish', de: 'German' } as const;

/** Settings for any OpenAI-compatible `/v1/chat/completions` endpoint. */
export interface OpenAiChatOptions extends HttpOptions, ModelPersonaOptions {
  /** Base URL up to and including `/v1`. */
  url: string;
  /** Model name. @default 'gpt-4o-mini' */
  model?: string;
  /** API key, sent as a bearer token when set. */
  apiKey?: string;
}

/** Kept here for compatibility: the system prompt now lives with the persona prompt. */
export { buildSystemPrompt } from './persona-prompt.js';

interface ChatCompletion {
  choices?: { message?: { content?: string | null } }[];
}

/** Reply writing through an OpenAI-compatible chat endpoint. */
export class OpenAiChatWriter implements ReplyWriter {
  readonly implementation = 'openai-compatible-chat';
  private readonly options: OpenAiChatOptions;

  constructor(options: OpenAiChatOptions) {
    this.options = options;
  }

  private async complete(
    stage: 'reply' | 'summarize',
    messages: ChatMessage[],
    settings: { json?: boolean; maxTokens?: number; temperature?: number } = {},
  ): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const body = {
      model: this.options.model ?? 'gpt-4o-mini',
      messages,
      temperature: settings.temperature ?? this.options.temperature ?? 0.8,
      ...(settings.maxTokens ? { max_tokens: settings.maxTokens } : {}),
      ...(settings.json ? { response_format: { type: 'json_object' } } : {}),
    };
    const response = await request(
      stage,
      'The chat service',
      joinUrl(this.options.url, 'chat/completions'),
      { method: 'POST', headers, body: JSON.stringify(body) },
      this.options,
    );
    const data = await readJson<ChatCompletion>(stage, 'The chat service', response);
    const text = data.choices?.[0]?.message?.content?.trim();
    if (!text) throw new EngineError(stage, 'upstream_error', 'The chat service returned an empty reply.');
    return text;
  }

  /**
   * The reply in character: the persona prompt from the dialogue state, at most `maxTokens`,
   * checked by `sanitizeReply`; the local persona answers when the service fails, times out or
   * gives an answer the avatar cannot say (`result.fallback` says why).
   */
  async reply(input: ReplyInput): Promise<ReplyResult> {
    return writeWithModel(
      this.implementation,
      input,
      (messages, settings) =>
        this.complete('reply', messages, {
          maxTokens: settings.maxTokens,
          temperature: settings.temperature,
        }),
      this.options,
    );
  }

  /**
   * The summary, written by the model from the measured session (moves, resistance, outcome) in
   * the coach's language; the local summary when the service fails and a fallback is set.
   */
  async summarize(
    conversation: readonly ConversationTurn[],
    profile: CharacterProfile | string,
    emotion?: Emotion | string,
    options: SummaryOptions = {},
  ): Promise<SummaryResult> {
    const done = elapsed('summarize', this.implementation);
    const p = parseProfile(profile);
    const locale = toSummaryLocale(options.locale);
    const state = dialogueState({
      profile,
      emotion,
      conversation,
      scenarioPrompt: options.scenarioPrompt,
      difficulty: options.difficulty,
      relationship: options.relationship,
      coachSkills: options.coachSkills,
      formulation: options.formulation,
    });
    const skills = { codes: options.coachSkills, counted: options.counted };
    const measured = summarizeState(state, 'en', options.avatarName, skills);
    const transcript = conversation
      .filter((t) => t.role !== 'system')
      .map((t) => `${t.role === 'user' ? 'Coach' : (p.name ?? 'Avatar')}: ${t.content}`)
      .join('\n');
    try {
      const text = await this.complete(
        'summarize',
        [
          {
            role: 'system',
            content: `You summarise practice sessions for coaches. Write in ${LANGUAGE_NAMES[locale]}, addressing the coach. Answer with JSON only: {"summary": "2 or 3 short sentences on how the avatar reacted to what the coach did, based on the measurements given", "outcome": "positive" | "neutral" | "negative"}. Do not count the coach's moves: the summary opens with the measured counts. Do not copy the character profile. Do not claim anything the transcript does not show.`,
          },
          {
            role: 'user',
            content: `Avatar: ${p.name ?? 'unnamed'}, session emotion: ${toEmotion(typeof emotion === 'string' ? emotion : undefined)}.\nMeasured: ${measured.summary} Measured outcome: ${measured.outcome}.\n\n${transcript || '(no conversation)'}`,
          },
        ],
        { json: true, maxTokens: 300, temperature: 0.3 },
      );
      // The counts are the measured ones (the scorecard's), in the coach's language; the model adds how the avatar took them.
      const written = this.readSummary(text);
      return {
        ...written,
        summary: `${movesOf(state, locale, skills)} ${written.summary}`,
        state,
        report: done(),
      };
    } catch (error) {
      if (this.options.fallback === false) throw error;
      const local = summarizeState(state, locale, options.avatarName, skills);
      return {
        ...local,
        state,
        report: { ...done(), implementation: `local-persona-rules (fallback from ${this.implementation})` },
      };
    }
  }

  private readSummary(text: string): Pick<SummaryResult, 'summary' | 'outcome'> {
    try {
      const json = JSON.parse(text.replace(/^```(json)?|```$/g, '')) as {
        summary?: string;
        outcome?: string;
      };
      const outcome = json.outcome === 'positive' || json.outcome === 'negative' ? json.outcome : 'neutral';
      if (!json.summary) throw new Error('no summary');
      return { summary: json.summary, outcome };
    } catch (error) {
      throw new EngineError(
        'summarize',
        'upstream_error',
        'The chat service returned a summary the engine could not read.',
        { cause: error, detail: text.slice(0, 200) },
      );
    }
  }
}

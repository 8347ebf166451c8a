import { EngineError } from '../errors.js';
import { type HttpOptions, joinUrl, readJson, request } from '../internal/http.js';
import { elapsed } from '../internal/time.js';
import { type ConversationTurn, type Emotion, toEmotion } from '../types.js';
import { type CharacterProfile, parseProfile } from './profile.js';
import type { ReplyInput, ReplyResult, ReplyWriter, SummaryResult } from './types.js';

/** Settings for any OpenAI-compatible `/v1/chat/completions` endpoint. */
export interface OpenAiChatOptions extends HttpOptions {
  /** Base URL up to and including `/v1`. */
  url: string;
  /** Model name. @default 'gpt-4o-mini' */
  model?: string;
  /** API key, sent as a bearer token when set. */
  apiKey?: string;
  /** Sampling temperature. @default 0.9 */
  temperature?: number;
}

const LABELS: Record<string, string> = {
  name: 'Name',
  age: 'Age',
  talking_language: 'Language',
  gender_identity: 'Gender identity',
  voice_style: 'Voice style',
  base_emotional_tone: 'Base emotional tone',
  personality_keywords: 'Personality',
  role_occupation: 'Role / occupation',
  accent_language_style: 'Accent and language style',
  relationship_to_user: 'Relationship to the user',
  background_story: 'Background',
  character_traits: 'Traits',
};

/** Turns the character profile, emotion and scenario into the system prompt used by chat models. */
export function buildSystemPrompt(
  profileInput: CharacterProfile | string,
  emotionInput?: string,
  scenario?: string | null,
): string {
  const p = parseProfile(profileInput);
  const emotion = toEmotion(emotionInput);
  const lines = [
    `You are ${p.name ?? 'a character'} in a role-play that helps a coach or therapist rehearse a difficult conversation.`,
    'Stay in character at all times. Answer in 1 to 4 spoken sentences, as you would say them out loud: no stage directions, no lists, no markdown.',
    'React to what the coach just said (their topic, questions, empathy or pressure). Never repeat an earlier reply word for word.',
    p.talking_language ? `Speak ${p.talking_language}.` : '',
    '',
    'Character profile:',
  ];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = p[key as keyof CharacterProfile];
    if (typeof value === 'string' && value) lines.push(`- ${label}: ${value}`);
  }
  const er = p.emotional_responses ?? {};
  const tb = p.topic_behaviors ?? {};
  if (Object.keys(er).length) {
    lines.push('', 'How you react emotionally:');
    for (const [k, v] of Object.entries(er)) if (v) lines.push(`- ${k.replace(/_/g, ' / ')}: ${v}`);
  }
  if (Object.keys(tb).length) {
    lines.push('', 'How you handle topics:');
    for (const [k, v] of Object.entries(tb)) if (v) lines.push(`- ${k.replace(/_/g, ' ')}: ${v}`);
  }
  lines.push(
    '',
    `In this session you feel ${emotion === 'normal' ? 'your base emotional tone' : emotion}; stay consistent with it, softening only if the coach earns it.`,
  );
  if (scenario?.trim()) lines.push('', `Scenario: ${scenario.trim()}`);
  return lines.filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n');
}

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
    messages: { role: string; content: string }[],
    json = false,
  ): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const body = {
      model: this.options.model ?? 'gpt-4o-mini',
      messages,
      temperature: this.options.temperature ?? 0.9,
      ...(json ? { response_format: { type: 'json_object' } } : {}),
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

  async reply(input: ReplyInput): Promise<ReplyResult> {
    const done = elapsed('reply', this.implementation);
    const emotion = typeof input.emotion === 'string' ? input.emotion : undefined;
    const messages = [
      { role: 'system', content: buildSystemPrompt(input.profile, emotion, input.scenarioPrompt) },
      ...input.conversation
        .filter((t) => t.role !== 'system')
        .map((t) => ({ role: t.role, content: t.content })),
      { role: 'user', content: input.message },
    ];
    const text = await this.complete('reply', messages);
    return { text, report: done() };
  }

  async summarize(
    conversation: readonly ConversationTurn[],
    profile: CharacterProfile | string,
    emotion?: Emotion | string,
  ): Promise<SummaryResult> {
    const done = elapsed('summarize', this.implementation);
    const p = parseProfile(profile);
    const transcript = conversation
      .filter((t) => t.role !== 'system')
      .map((t) => `${t.role === 'user' ? 'Coach' : (p.name ?? 'Avatar')}: ${t.content}`)
      .join('\n');
    const text = await this.complete(
      'summarize',
      [
        {
          role: 'system',
          content:
            'You summarise practice sessions for coaches. Answer with JSON only: {"summary": "3 to 5 sentences on what the coach did well and could improve", "outcome": "positive" | "neutral" | "negative"}.',
        },
        {
          role: 'user',
          content: `Avatar: ${p.name ?? 'unnamed'}, session emotion: ${toEmotion(typeof emotion === 'string' ? emotion : undefined)}.\n\n${transcript || '(no conversation)'}`,
        },
      ],
      true,
    );
    try {
      const json = JSON.parse(text.replace(/^```(json)?|```$/g, '')) as {
        summary?: string;
        outcome?: string;
      };
      const outcome = json.outcome === 'positive' || json.outcome === 'negative' ? json.outcome : 'neutral';
      if (!json.summary) throw new Error('no summary');
      return { summary: json.summary, outcome, report: done() };
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

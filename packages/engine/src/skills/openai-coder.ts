/**
 * The hosted coder: any OpenAI-compatible `/v1/chat/completions` endpoint, asked for a strict JSON
 * schema. What it answers is checked; an utterance it got wrong or skipped is coded locally, and a
 * failed, slow or unreadable call falls back to the local coder for the whole batch.
 */
import { EngineError } from '../errors.js';
import { type HttpOptions, joinUrl, readJson, request } from '../internal/http.js';
import { type CodedUtterance, isSkillCode, SKILL_CODES, type SkillUtterance } from './types.js';

/** Settings of the hosted coder (the same endpoint settings as the engine's chat replies). */
export interface OpenAiSkillCoderOptions extends HttpOptions {
  /** Base URL up to and including `/v1`. */
  url: string;
  /** Model name. @default 'gpt-4o-mini' */
  model?: string;
  /** API key, sent as a bearer token when set. */
  apiKey?: string;
}

/** The coding manual the model gets: MITI 4.2.1 definitions in a few lines each. */
export const SKILL_CODING_PROMPT = `You are an expert Motivational Interviewing coder using the MITI 4.2.1 manual (with MITI 3.1.1's open/closed question split).
You receive numbered coach (clinician) utterances, each with the client's turn just before it when known. Give every utterance exactly one code:
- open_question: a question that invites a broad answer, elaboration or reflection ("What would you like to change?", "Tell me about...", "How do you feel about...").
- closed_question: a question answerable with yes/no, a number or a short fact, including declaratives said as questions, tag questions, either/or questions and asking permission ("Did you drink?", "How many...?", "Would it be okay if I shared something?").
- simple_reflection: a statement that conveys understanding by repeating or lightly rephrasing what the client said just before, adding little or no meaning (judge every reflection against the client's turn before it: the client's own "I need to..." said back as "you need to..." is a reflection, not advice).
- complex_reflection: a statement that adds substantial meaning or emphasis beyond the client's words: an unspoken feeling, a metaphor, a double-sided reflection ("on the one hand... and on the other"), amplification, or continuing the client's thought.
- affirmation: a genuine positive statement about the client's strengths, efforts, values or qualities ("That took courage").
- seek_collaboration: explicitly sharing power or inviting the client's own ideas and expertise ("What ideas do you have about this?", "Would it be okay if we worked this out together?", "How would you like to use our time?", "You know yourself best; what might work?").
- emphasize_autonomy: a statement that the choice and the ability to decide are the client's, with no advice in it ("It's your call what, if anything, changes.", "Only you can decide that.", "You don't have to do anything you're not ready for.").
- giving_information: neutral facts, explanation, feedback or educational content, without telling the client what to do; also what the coach tells about themselves, including a limit on what they will do or grant ("I can't approve more overtime this month", "I won't be lending you money again"), which asks nothing of the client's behaviour.
- advice: suggestions, recommendations, directives or attempts to persuade (MITI "Persuade"), including directives that open with a question word ("What you should do is call him", "Why don't you just...") and information bent to a conclusion ("Research shows..., so you must..."); set with_permission to true only when the client asked for advice, the coach asked permission first and the client agreed, or the advice itself emphasises the client's choice ("if you're open to it", "it's up to you"). A refusal ("I didn't ask for advice", "I didn't come here to be lectured") withdraws permission until the client gives it again.
- confront: disagreeing, arguing, correcting, shaming, blaming, moralising or labelling the client ("You're in denial", "That's not true", "You are making excuses, and you know it", "You are part of the problem", "Face it, you're an alcoholic", "What kind of father does that?").
- other: greetings, backchannels ("Mm-hmm", "Okay"), structuring the session, and anything else.
If an utterance holds several behaviours, code the one the client is left to answer (usually the last: a reflection followed by a question is a question; a reflection followed only by "is that right?" stays a reflection).
evidence must be copied word for word from the utterance: the few words that show the code (at most 16 words).
with_permission is false for every code except advice.
Answer with JSON only: {"codes": [{"index": 0, "code": "...", "evidence": "...", "with_permission": false}, ...]}, one entry per utterance, in order.`;

/** The strict schema passed as `response_format`. */
export const SKILL_CODES_SCHEMA = {
  type: 'json_schema',
  json_schema: {
    name: 'miti_codes',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['codes'],
      properties: {
        codes: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['index', 'code', 'evidence', 'with_permission'],
            properties: {
              index: { type: 'integer' },
              code: { type: 'string', enum: [...SKILL_CODES] },
              evidence: { type: 'string' },
              with_permission: { type: 'boolean' },
            },
          },
        },
      },
    },
  },
} as const;

interface ChatCompletion {
  choices?: { message?: { content?: string | null; refusal?: string | null } }[];
}

/** One utterance's answer, or null where the model's entry was missing or unusable. */
export type HostedCode = CodedUtterance | null;

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Calls the endpoint once for a batch. Throws an EngineError when the answer cannot be used at all. */
export async function codeWithChat(
  options: OpenAiSkillCoderOptions,
  utterances: readonly SkillUtterance[],
): Promise<HostedCode[]> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const payload = utterances.map((u, index) => ({
    index,
    ...(u.previous_client ? { previous_client: u.previous_client } : {}),
    coach: u.text,
  }));
  const body = {
    model: options.model ?? 'gpt-4o-mini',
    temperature: 0,
    messages: [
      { role: 'system', content: SKILL_CODING_PROMPT },
      { role: 'user', content: JSON.stringify({ utterances: payload }) },
    ],
    response_format: SKILL_CODES_SCHEMA,
  };
  const service = 'The coding service';
  const response = await request(
    'summarize',
    service,
    joinUrl(options.url, 'chat/completions'),
    { method: 'POST', headers, body: JSON.stringify(body) },
    options,
  );
  const data = await readJson<ChatCompletion>('summarize', service, response);
  const content = data.choices?.[0]?.message?.content?.trim();
  if (!content) throw new EngineError('summarize', 'upstream_error', `${service} returned no codes.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch (error) {
    throw new EngineError('summarize', 'upstream_error', `${service} returned codes that are not JSON.`, {
      cause: error,
      detail: content.slice(0, 200),
    });
  }
  const codes = (parsed as { codes?: unknown })?.codes;
  if (!Array.isArray(codes)) {
    throw new EngineError('summarize', 'upstream_error', `${service} returned JSON without a codes list.`, {
      detail: content.slice(0, 200),
    });
  }
  const out: HostedCode[] = utterances.map(() => null);
  codes.forEach((entry: unknown, position) => {
    const e = entry as { index?: unknown; code?: unknown; evidence?: unknown; with_permission?: unknown };
    const index = typeof e.index === 'number' && Number.isInteger(e.index) ? e.index : position;
    const utterance = utterances[index];
    if (!utterance || out[index] || !isSkillCode(e.code)) return;
    // Evidence must be the coach's words; a paraphrase is dropped (the caller fills it in locally).
    const evidence = typeof e.evidence === 'string' ? e.evidence.trim() : '';
    const verbatim = evidence.length > 0 && normalise(utterance.text).includes(normalise(evidence));
    const coded: CodedUtterance = { code: e.code, evidence: verbatim ? evidence : '' };
    if (e.code === 'advice') coded.with_permission = e.with_permission === true;
    out[index] = coded;
  });
  if (out.every((c) => c === null)) {
    throw new EngineError('summarize', 'upstream_error', `${service} returned no usable code.`, {
      detail: content.slice(0, 200),
    });
  }
  return out;
}

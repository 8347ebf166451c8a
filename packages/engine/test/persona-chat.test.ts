import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateWriter } from '../bench/persona-eval.js';
import {
  type CharacterProfile,
  dialogueState,
  EngineError,
  LocalPersonaEngine,
  OpenAiChatWriter,
  sanitizeReply,
} from '../src/index.js';
import { fakeService, recorded } from './helpers.js';

type Service = Awaited<ReturnType<typeof fakeService>>;
let service: Service | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const ROBERT: CharacterProfile = {
  name: 'Robert',
  role_occupation: 'Retired electrician',
  relationship_to_user: 'Father',
  personality_keywords: 'proud, stubborn, defensive',
  emotional_responses: { angry_defensive: 'Raises his voice and deflects blame' },
};
const THANKSGIVING =
  "Robert is the coach's father. At Thanksgiving last year he had two beers and shouted at his daughter's new partner.";

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const REPLIES = recorded<{ replies: string[] }>('persona-chat-replies.json').replies;

describe('the chat adapter as a persona', () => {
  it('sends a persona prompt built from the dialogue state, with a token limit', async () => {
    service = await fakeService({ 'POST /v1/chat/completions': () => [200, completion('Fine. Talk.')] });
    const writer = new OpenAiChatWriter({ url: `${service.url}/v1`, maxTokens: 90 });
    const input = {
      profile: ROBERT,
      emotion: 'anger',
      scenarioPrompt: THANKSGIVING,
      conversation: [
        { role: 'user' as const, content: 'You ruined Thanksgiving.' },
        { role: 'assistant' as const, content: 'Here we go.' },
      ],
      message: 'You should apologise to my partner.',
    };
    const reply = await writer.reply(input);
    const sent = JSON.parse(service.received[0]!.body.toString()) as {
      max_tokens: number;
      messages: { role: string; content: string }[];
    };
    const state = dialogueState(input);
    const system = sent.messages[0]!.content;
    expect(sent.max_tokens).toBe(90);
    expect(system).toContain(`Resistance to the coach: ${Math.round(state.resistance * 100)}/100`);
    expect(system).toContain('gave you advice you did not ask for');
    expect(system).toMatch(/Details you can mention naturally: .*Thanksgiving.*two beers/);
    expect(system).toMatch(/do not end your reply with a question/);
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(reply.text).toBe('Fine. Talk.');
    expect(reply.state?.resistance).toBe(state.resistance);
    expect(reply.fallback).toBeUndefined();
  });

  it('puts the case formulation and the state in the prompt, and keeps a counselling client in the frame', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [
        200,
        completion('I miss the way we used to talk. Four beers, most nights. Maybe five.'),
      ],
    });
    const writer = new OpenAiChatWriter({ url: `${service.url}/v1` });
    const tom =
      "Tom, 55, a plumber; his son Jake, 19, dropped out of engineering in March. Defensive and proud. Drinks four beers most nights since the layoffs. Says everyone on the crew drinks, it's how he unwinds.";
    const reply = await writer.reply({
      profile: tom,
      conversation: [],
      message: 'How much do you usually drink?',
      coachSkills: [{ code: 'open_question' }],
    });
    const system = (JSON.parse(service.received[0]!.body.toString()) as { messages: { content: string }[] })
      .messages[0]!.content;
    expect(system).toMatch(/^You are Tom\b/);
    expect(system).toContain('- You: Tom, 55, male, plumber; defensive, proud.');
    expect(system).toContain('The coach is your counsellor');
    expect(system).toContain('- I drink four beers most nights since the layoffs [once you trust a little].');
    expect(system).toContain("- Everyone on the crew drinks, it's how I unwind.");
    expect(system).toMatch(/What you disclose now: give surface facts/);
    expect(reply.text).toBe('Four beers, most nights. Maybe five.');
  });

  it('strips stage directions and name labels, and drops what was already said', async () => {
    const state = dialogueState({
      profile: ROBERT,
      emotion: 'anger',
      scenarioPrompt: THANKSGIVING,
      conversation: [
        { role: 'user', content: 'Hi.' },
        { role: 'assistant', content: 'That is not a crime.' },
      ],
      message: 'You drank too much.',
    });
    const a = sanitizeReply(REPLIES[0]!, state);
    expect(a).toEqual({ ok: true, text: 'Look, I had two beers. Two!', dropped: 1 });
    const b = sanitizeReply(REPLIES[1]!, state);
    expect(b.ok && b.text).toBe("I don't see why we have to go over Thanksgiving again.");
    const c = sanitizeReply(REPLIES[6]!, state);
    expect(c.ok && c.text).toBe("I hear you. I just didn't expect it to hit you that hard.");
    expect(sanitizeReply(REPLIES[5]!, state)).toEqual({ ok: false, reason: 'out_of_character' });
    expect(sanitizeReply(REPLIES[7]!, state)).toEqual({ ok: false, reason: 'clinical_advice' });
    expect(sanitizeReply(REPLIES[2]!, state)).toEqual({ ok: false, reason: 'facilitator' });
    expect(sanitizeReply('That is not a crime.', state)).toEqual({ ok: false, reason: 'all_repeated' });
    expect(sanitizeReply('ĠĠ<0x0A> ▁▁ 42 %% ## ;;', state)).toEqual({ ok: false, reason: 'gibberish' });
    const long = sanitizeReply('One. Two is here. Three is here. Four is here. Five.', state, {
      maxSentences: 2,
    });
    expect(long.ok && long.text).toBe('One. Two is here.');
  });

  it('falls back to the local persona when the service fails, and says why', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [503, { error: { message: 'overloaded' } }],
    });
    const reply = await new OpenAiChatWriter({ url: `${service.url}/v1` }).reply({
      profile: ROBERT,
      emotion: 'anger',
      scenarioPrompt: THANKSGIVING,
      conversation: [],
      message: 'Why did you shout at Thanksgiving?',
    });
    expect(reply.fallback).toBe('upstream_error');
    expect(reply.report.implementation).toBe('local-persona-rules (fallback from openai-compatible-chat)');
    expect(reply.text.length).toBeGreaterThan(5);
    const off = await new OpenAiChatWriter({ url: `${service.url}/v1`, fallback: false })
      .reply({ profile: ROBERT, conversation: [], message: 'Hi.' })
      .catch((e: unknown) => e);
    expect(off).toBeInstanceOf(EngineError);
  });

  it('falls back when the service is too slow, and when its answer leaves the character', async () => {
    const slow = createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion('Too late.')));
      }, 1500);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const { port } = slow.address() as AddressInfo;
    try {
      const started = performance.now();
      const reply = await new OpenAiChatWriter({
        url: `http://127.0.0.1:${port}/v1`,
        replyTimeoutMs: 200,
      }).reply({
        profile: ROBERT,
        conversation: [],
        message: 'Hello Dad.',
      });
      expect(reply.fallback).toBe('upstream_timeout');
      expect(performance.now() - started).toBeLessThan(1200);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((r) => slow.close(() => r()));
    }
    service = await fakeService({ 'POST /v1/chat/completions': () => [200, completion(REPLIES[5]!)] });
    const broke = await new OpenAiChatWriter({ url: `${service.url}/v1` }).reply({
      profile: ROBERT,
      conversation: [],
      message: 'Are you real?',
    });
    expect(broke.fallback).toBe('out_of_character');
    expect(broke.text).not.toMatch(/AI|language model/);
  });

  it("asks for the summary in the coach's language, and falls back to the local summary", async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-chat-summary.json')],
    });
    const conversation = [
      { role: 'user' as const, content: 'It sounds like that night was hard for you.' },
      { role: 'assistant' as const, content: 'It was.' },
    ];
    const s = await new OpenAiChatWriter({ url: `${service.url}/v1` }).summarize(
      conversation,
      ROBERT,
      'anger',
      {
        locale: 'de',
      },
    );
    const sent = JSON.parse(service.received[0]!.body.toString()) as { messages: { content: string }[] };
    expect(sent.messages[0]!.content).toContain('Write in German');
    expect(sent.messages[1]!.content).toMatch(/Measured: In 1 turn you used 1 simple reflection/);
    expect(s.summary).toMatch(/reflected/);
    // The counts are the measured ones, in the coach's language, not the model's own.
    expect(s.summary).toMatch(/^In 1 Redebeitrag hast du 1 einfache Reflexion eingesetzt\. /);
    expect(sent.messages[0]!.content).toContain("Do not count the coach's moves");
    await service.close();
    service = await fakeService({ 'POST /v1/chat/completions': () => [500, { error: { message: 'down' } }] });
    const local = await new OpenAiChatWriter({ url: `${service.url}/v1` }).summarize(
      conversation,
      ROBERT,
      'anger',
      { locale: 'fr' },
    );
    expect(local.summary).toMatch(/La résistance de Robert/);
    expect(local.report.implementation).toMatch(/fallback/);
  });
});

describe('the evaluation harness', () => {
  it('holds for the local persona over ten scripted sessions', async () => {
    const { results, summary } = await evaluateWriter(new LocalPersonaEngine());
    expect(summary.scripts).toBe(10);
    expect(summary.replies).toBe(80);
    expect(results.flatMap((r) => r.repeated)).toEqual([]);
    expect(results.flatMap((r) => r.facilitator)).toEqual([]);
    expect(summary.hostileQuestionEndings).toBe(0);
    expect(summary.groundedRate).toBeGreaterThanOrEqual(0.75);
    expect(summary.meanPressureDelta).toBeGreaterThan(0);
    expect(summary.meanWarmthDelta).toBeLessThan(0);
    for (const r of results) {
      if (r.pressureDeltas.length) expect(Math.max(...r.pressureDeltas), r.id).toBeGreaterThan(0);
      if (r.warmthDeltas.length) expect(Math.min(...r.warmthDeltas), r.id).toBeLessThan(0);
    }
    const father = results.find((r) => r.id === 'robert-anger-hard-pressure')!;
    // Three pushes in a row raise resistance; two reflections at the end bring it down.
    expect(father.trajectory[3]).toBeGreaterThan(father.trajectory[0]!);
    expect(father.trajectory[8]).toBeLessThan(father.trajectory[6]!);
  });

  it('holds for the chat adapter against a recorded-response server', async () => {
    let served = 0;
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, completion(REPLIES[served++ % REPLIES.length]!)],
    });
    const { results, summary } = await evaluateWriter(new OpenAiChatWriter({ url: `${service.url}/v1` }));
    expect(served).toBe(80);
    expect(results.flatMap((r) => r.repeated)).toEqual([]);
    expect(results.flatMap((r) => r.facilitator)).toEqual([]);
    expect(summary.hostileQuestionEndings).toBe(0);
    const all = results.flatMap((r) => r.replies).join('\n');
    expect(all).not.toMatch(/[*[\]()]|^Robert:|language model|licensed therapist/m);
    // The recorded answers that could not be said were replaced by the local persona.
    expect(summary.fallbacks).toBeGreaterThanOrEqual(20);
    expect(summary.fallbacks).toBeLessThan(80);
  });
});

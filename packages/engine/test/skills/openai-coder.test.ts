import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSkillCoder, SKILL_CODES } from '../../src/index.js';
import { fakeService } from '../helpers.js';

const here = dirname(fileURLToPath(import.meta.url));
const recorded = (name: string): unknown => JSON.parse(readFileSync(resolve(here, 'recorded', name), 'utf8'));

type Service = Awaited<ReturnType<typeof fakeService>>;
let service: Service | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const SESSION = [
  { text: 'What brings you in today?', previous_client: 'Hi.' },
  {
    text: "You say it's fine, and yet part of you is worried about what your kids see.",
    previous_client: "It's fine, I only drink after they're in bed.",
  },
  {
    text: 'Since you asked, you could try leaving the car keys with your partner on Fridays.',
    previous_client: 'What would you do?',
  },
];

describe('the hosted skill coder, given a recorded well-formed answer', () => {
  it('sends the MITI prompt, the turns and a strict JSON schema, and returns the codes it got', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-skills-codes.json')],
    });
    const coder = createSkillCoder({
      chat: { url: `${service.url}/v1`, model: 'llama3', apiKey: 'sk-test' },
    });
    const codes = await coder.code(SESSION);
    expect(codes).toEqual([
      { code: 'open_question', evidence: 'What brings you in today?' },
      { code: 'complex_reflection', evidence: 'part of you is worried' },
      { code: 'advice', evidence: 'you could try leaving the car keys', with_permission: true },
    ]);
    expect(service.received).toHaveLength(1);
    const req = service.received[0]!;
    expect(req.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(req.body.toString('utf8'));
    expect(body.model).toBe('llama3');
    expect(body.temperature).toBe(0);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    const item = body.response_format.json_schema.schema.properties.codes.items;
    expect(item.properties.code.enum).toEqual([...SKILL_CODES]);
    expect(item.required).toEqual(['index', 'code', 'evidence', 'with_permission']);
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toMatch(/MITI 4\.2\.1/);
    expect(body.messages[0].content).toMatch(/complex_reflection/);
    const sent = JSON.parse(body.messages[1].content);
    expect(sent.utterances[1]).toEqual({
      index: 1,
      previous_client: SESSION[1]!.previous_client,
      coach: SESSION[1]!.text,
    });
    const d = coder.describe();
    expect(d.implementation).toBe('openai-compatible-chat');
    expect(d.model).toBe('llama3');
    expect(d.fallback).toBe('local-rules-logreg');
    expect(d.fallbacks).toBe(0);
  });

  it('splits a long session into batches', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-skills-codes.json')],
    });
    const coder = createSkillCoder({ chat: { url: `${service.url}/v1` }, batchSize: 2 });
    const codes = await coder.code([...SESSION, ...SESSION]);
    expect(service.received).toHaveLength(3);
    expect(codes).toHaveLength(6);
    // Each batch restarts at index 0, so the second turn of each batch gets the recorded index-1 code.
    expect(codes[1]!.code).toBe('complex_reflection');
    expect(codes[3]!.code).toBe('complex_reflection');
  });
});

describe('the hosted skill coder, given an answer it cannot fully use', () => {
  it('replaces a paraphrased evidence with the words of the utterance', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-skills-paraphrased-evidence.json')],
    });
    const coder = createSkillCoder({ chat: { url: `${service.url}/v1` } });
    const turns = [
      { text: 'Did you drink on Saturday?', previous_client: 'The weekend was rough.' },
      { text: "That's not true, you told me you'd stopped.", previous_client: "I've stopped." },
    ];
    const codes = await coder.code(turns);
    expect(codes[0]!.code).toBe('closed_question');
    expect(codes[0]!.evidence).not.toMatch(/asks whether/);
    expect(turns[0]!.text).toContain(codes[0]!.evidence);
    expect(codes[1]).toEqual({ code: 'confront', evidence: "That's not true" });
  });

  it('codes locally the turns the model skipped or gave an unknown code', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-skills-partial.json')],
    });
    const coder = createSkillCoder({ chat: { url: `${service.url}/v1` } });
    const codes = await coder.code([
      { text: 'How are things at home?' },
      { text: 'Mm-hmm.' },
      { text: 'Do you want to talk about it?' },
    ]);
    expect(codes.map((c) => c.code)).toEqual(['open_question', 'other', 'closed_question']);
    expect(coder.describe().fallbacks).toBe(0);
  });

  it('falls back to the local coder when the answer is not JSON', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-skills-not-json.json')],
    });
    const coder = createSkillCoder({ chat: { url: `${service.url}/v1` } });
    const codes = await coder.code(SESSION);
    expect(codes.map((c) => c.code)).toEqual(['open_question', 'complex_reflection', 'advice']);
    expect(codes[2]!.with_permission).toBe(true);
    const d = coder.describe();
    expect(d.fallbacks).toBe(1);
    expect(d.lastFallbackReason).toMatch(/not JSON/);
  });

  it('falls back when the service fails', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [500, { error: { message: 'model overloaded' } }],
    });
    const coder = createSkillCoder({ chat: { url: `${service.url}/v1` } });
    const codes = await coder.code(SESSION);
    expect(codes[0]!.code).toBe('open_question');
    expect(coder.describe().lastFallbackReason).toBe(
      'The coding service failed with status 500: model overloaded.',
    );
  });

  it('falls back when the service is too slow', async () => {
    const slow = createServer((_req, res) => {
      const timer = setTimeout(() => res.end('{}'), 3000);
      res.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const { port } = slow.address() as AddressInfo;
    try {
      const coder = createSkillCoder({ chat: { url: `http://127.0.0.1:${port}/v1` }, timeoutMs: 200 });
      const start = performance.now();
      const codes = await coder.code(SESSION);
      expect(performance.now() - start).toBeLessThan(2500);
      expect(codes.map((c) => c.code)).toEqual(['open_question', 'complex_reflection', 'advice']);
      expect(coder.describe().lastFallbackReason).toMatch(/did not answer in time/);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((r) => slow.close(() => r()));
    }
  });

  it("never calls out in 'local' mode", async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-skills-codes.json')],
    });
    const coder = createSkillCoder({ chat: { url: `${service.url}/v1` }, mode: 'local' });
    await coder.code(SESSION);
    expect(service.received).toHaveLength(0);
    expect(coder.describe().implementation).toBe('local-rules-logreg');
  });

  it('reads the chat endpoint from the same environment variables as the persona replies', async () => {
    const { configFromEnv } = await import('../../src/index.js');
    const coder = createSkillCoder(
      configFromEnv({ REBOND_CHAT_URL: 'http://127.0.0.1:9/v1', REBOND_CHAT_MODEL: 'm' }),
    );
    expect(coder.describe()).toMatchObject({ implementation: 'openai-compatible-chat', model: 'm' });
    expect(createSkillCoder(configFromEnv({})).describe().implementation).toBe('local-rules-logreg');
  });
});

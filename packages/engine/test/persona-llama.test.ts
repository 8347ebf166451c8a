import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, createEngine, EngineError, LlamaCppWriter } from '../src/index.js';
import { writeTinyLlamaGguf } from './tiny-gguf.js';

/**
 * node-llama-cpp is an optional peer dependency: these tests run where it is installed, and always
 * in CI (`.ci/run` installs it and sets REBOND_REQUIRE_LLAMA, so a missing package fails there).
 */
function hasNodeLlamaCpp(): boolean {
  try {
    createRequire(import.meta.url).resolve('node-llama-cpp');
    return true;
  } catch {
    return false;
  }
}
const installed = hasNodeLlamaCpp();
if (!installed) console.warn('node-llama-cpp is not installed: the embedded-model tests are skipped.');

describe('choosing the embedded model', () => {
  it('reads REBOND_LLM_MODEL and uses it when no chat service is set', () => {
    const config = configFromEnv({
      REBOND_LLM_MODEL: '/models/x.gguf',
      REBOND_LLM_CONTEXT: '2048',
      REBOND_LLM_GPU: '1',
    });
    expect(config.llm).toEqual({ modelPath: '/models/x.gguf', contextSize: 2048, gpu: true });
    expect(createEngine(config).describe().reply.implementation).toBe('node-llama-cpp');
    const hosted = configFromEnv({
      REBOND_LLM_MODEL: '/models/x.gguf',
      REBOND_CHAT_URL: 'http://127.0.0.1:9/v1',
    });
    expect(createEngine(hosted).describe().reply.implementation).toBe('openai-compatible-chat');
    expect(createEngine(configFromEnv({})).describe().reply.implementation).toBe('local-persona-rules');
  });
});

describe.skipIf(!installed && !process.env.REBOND_REQUIRE_LLAMA)(
  'the embedded model (node-llama-cpp) on a tiny random GGUF',
  () => {
    let dir = '';
    let model = '';
    let writer: LlamaCppWriter;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'rebond-gguf-'));
      model = join(dir, 'tiny.gguf');
      expect(writeTinyLlamaGguf(model)).toBeGreaterThan(100_000);
      writer = new LlamaCppWriter({ modelPath: model, contextSize: 4096, maxTokens: 8, threads: 2 });
    });
    afterAll(async () => {
      await writer?.dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    it('loads the model once, generates with it off the event loop, and refuses its nonsense', async () => {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      const started = performance.now();
      const first = await writer.reply({
        profile: { name: 'Robert', personality_keywords: 'defensive' },
        emotion: 'anger',
        conversation: [],
        message: 'You were drunk at Thanksgiving.',
      });
      const ms = performance.now() - started;
      clearInterval(timer);
      // The event loop kept running while llama.cpp evaluated the prompt in its own threads.
      expect(ticks).toBeGreaterThan(ms / 10 / 4);
      const second = await writer.reply({
        profile: { name: 'Robert', personality_keywords: 'defensive' },
        emotion: 'anger',
        conversation: [
          { role: 'user', content: 'You were drunk at Thanksgiving.' },
          { role: 'assistant', content: first.text },
        ],
        message: 'Admit it.',
      });
      const d = writer.diagnostics();
      expect(d.loads).toBe(1);
      expect(d.generations).toBe(2);
      expect(d.lastRaw?.length).toBeGreaterThan(0);
      // The embedded model gets the same case formulation and state as the chat adapter.
      expect(d.lastSystem).toContain('Your case (everything you say comes from it');
      expect(d.lastSystem).toContain('- You: Robert; defensive.');
      expect(d.lastSystem).toMatch(/What you disclose now: /);
      // Random weights write random bytes: the sanitizer refuses them and the local persona answers.
      expect(first.fallback).toBe('gibberish');
      expect(second.fallback).toBe('gibberish');
      expect(first.report.implementation).toBe('local-persona-rules (fallback from node-llama-cpp)');
      expect(second.text).not.toBe(first.text);
    });

    it('reports a model file it cannot load, or falls back from it', async () => {
      const broken = new LlamaCppWriter({ modelPath: join(dir, 'missing.gguf'), fallback: false });
      const error = await broken
        .reply({ profile: { name: 'Robert' }, conversation: [], message: 'Hi.' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('not_configured');
      const kind = new LlamaCppWriter({ modelPath: join(dir, 'missing.gguf') });
      const reply = await kind.reply({ profile: { name: 'Robert' }, conversation: [], message: 'Hi.' });
      expect(reply.fallback).toBe('not_configured');
    });
  },
);

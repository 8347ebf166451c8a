import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createEngine, EngineError, isEngineError, threadedEngine } from '../src/index.js';
import { childProcesses } from './helpers.js';

const engine = threadedEngine(createEngine(), { threads: 1 });
afterAll(() => engine.close());

const VOICE = {
  provider: 'local',
  engine: 'flite',
  voice: 'slt',
  rate: 1,
  language: 'english',
  gender: 'female',
  label: 'test',
} as const;

describe('threadedEngine', () => {
  it('runs a synthesis in a worker thread and answers Buffers, as the engine in this thread does', async () => {
    const speech = await engine.voices.synthesize('Hello there.', VOICE);
    expect(Buffer.isBuffer(speech.wav)).toBe(true);
    expect(speech.wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(speech.phonemes.length).toBeGreaterThan(3);
    expect(engine.threadStats()).toMatchObject({ threads: 1, busy: 0, waiting: 0, size: 1 });
  }, 120_000);

  it('reaps the processes its threads started when it closes (none is left a zombie)', async () => {
    const before = new Set(childProcesses('pocketsphinx_batch'));
    const own = threadedEngine(createEngine(), { threads: 1 });
    const speech = await own.voices.synthesize('Hello, how are you today?', VOICE);
    await own.transcriber.transcribe(speech.wav, { mimeType: 'audio/wav' });
    // The thread keeps its recogniser running for the next recording.
    const started = childProcesses('pocketsphinx_batch').filter((pid) => !before.has(pid));
    expect(started.length).toBeGreaterThan(0);
    await own.close();
    // An exited process keeps its /proc entry until it is reaped.
    await vi.waitFor(() => expect(started.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]), {
      timeout: 30_000,
      interval: 100,
    });
  }, 120_000);

  it('speaks in the thread itself: flite starts no process', async () => {
    const children = () => childProcesses().length;
    const before = children();
    const spoken = await Promise.all(
      ['One.', 'Two, three.', 'Four.'].map((text) => engine.voices.synthesize(text, VOICE)),
    );
    expect(spoken.every((s) => s.phonemes.length > 2)).toBe(true);
    expect(children()).toBe(before);
  }, 120_000);

  it("gives back a thread's engine error as an EngineError with its reason", async () => {
    const failed = await engine.renderer
      .render({ audio: new Uint8Array(8) })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(EngineError);
    expect(isEngineError(failed) && failed.code).toBe('invalid_input');
    expect((failed as EngineError).reason).toMatch(/no prepared photo/);
  });

  it("runs the pipeline's stages and the skill coder on the threads, not on this thread's parts", async () => {
    const calls: string[] = [];
    const own = createEngine();
    const spied = {
      ...own,
      skills: {
        ...own.skills,
        code: async () => {
          calls.push('code');
          return [];
        },
      },
      voices: Object.assign(Object.create(own.voices), {
        synthesize: async () => {
          calls.push('synthesize');
          throw new Error('ran on the calling thread');
        },
      }),
    };
    const threaded = threadedEngine(spied, { threads: 1 });
    try {
      const understood = await threaded.understand({
        transcript: 'You sound tired of all this.',
        profile: 'Name: Anna',
        conversation: [],
      });
      expect(understood.coachSkills?.[0]?.code).toMatch(/reflection/);
      const spoken = await threaded.speak({
        text: understood.replyText,
        voice: VOICE,
      });
      expect(spoken.wav.subarray(0, 4).toString()).toBe('RIFF');
      expect(calls).toEqual([]);
    } finally {
      await threaded.close();
    }
  }, 120_000);
});

import { describe, expect, it, vi } from 'vitest';
import { train, trainingSteps } from '../../src/skills/classifier.js';

const examples = [
  { features: ['w:what', 'w:happened'], label: 'open' },
  { features: ['w:did', 'w:you'], label: 'closed' },
  { features: ['w:what', 'w:else'], label: 'open' },
  { features: ['w:is', 'w:it'], label: 'closed' },
] as const;

describe("the coder's training in steps", () => {
  it('stops once per pass and gives the same model as training at once', () => {
    const steps = trainingSteps(['open', 'closed'], examples, { epochs: 7 });
    let stops = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) stops++;
    expect(stops).toBe(7);
    const atOnce = train(['open', 'closed'], examples, { epochs: 7 });
    expect([...step.value.bias]).toEqual([...atOnce.bias]);
    expect([...(step.value.weights.get('w:what') ?? [])]).toEqual([...(atOnce.weights.get('w:what') ?? [])]);
    expect(step.value.bias[0]).not.toBe(0);
  });

  it('leaves the event loop its turns while training ahead, and a coder asked for meanwhile finishes it', async () => {
    // A module of its own: the engine's test files share one module graph, where another file may
    // have trained the shared coder already.
    vi.resetModules();
    const { sharedLocalCoder, trainSharedLocalCoder } = await import('../../src/skills/local-coder.js');
    let trained = false;
    const training = trainSharedLocalCoder().then(() => {
      trained = true;
    });
    let turns = 0;
    while (turns < 3) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
    expect(trained).toBe(false);
    const coder = sharedLocalCoder();
    await training;
    expect(trained).toBe(true);
    expect(sharedLocalCoder()).toBe(coder);
    expect(coder.codeAll([{ text: 'What brings you here today?' }])[0]?.code).toBe('open_question');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollingTimeoutError, poll } from '../src/polling';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('poll', () => {
  it('reads at the interval until the answer is final', async () => {
    const answers = ['pending', 'processing', 'success'];
    const read = vi.fn(async (attempt: number) => answers[attempt - 1] ?? 'pending');
    const seen: string[] = [];
    const done = poll({
      read,
      isDone: (v) => v === 'success',
      intervalMs: 2000,
      onValue: (v) => seen.push(v),
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toBe('success');
    expect(seen).toEqual(answers);
  });

  it('gives up after maxAttempts with PollingTimeoutError', async () => {
    const read = vi.fn(async () => 'pending');
    const done = poll({ read, isDone: () => false, intervalMs: 2000, maxAttempts: 30 });
    const outcome = expect(done).rejects.toBeInstanceOf(PollingTimeoutError);
    await vi.advanceTimersByTimeAsync(2000 * 30);
    await outcome;
    expect(read).toHaveBeenCalledTimes(30);
  });

  it('stops at once when its signal aborts', async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => 'pending');
    const done = poll({ read, isDone: () => false, intervalMs: 6000, signal: controller.signal });
    const outcome = expect(done).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('left the page'));
    await outcome;
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('ends on a read error, unless told to retry', async () => {
    const failing = vi.fn(async () => {
      throw new Error('network down');
    });
    await expect(poll({ read: failing, isDone: () => true, intervalMs: 10 })).rejects.toThrow('network down');
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw new Error('blip');
      return 'done';
    };
    const done = poll({ read: flaky, isDone: (v) => v === 'done', intervalMs: 10, retryOnError: true });
    await vi.advanceTimersByTimeAsync(30);
    await expect(done).resolves.toBe('done');
  });
});

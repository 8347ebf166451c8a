import { afterEach, describe, expect, it } from 'vitest';
import { type TaskPriority, ThreadPool } from '../src/threads/thread-pool.js';

/** A worker that answers each task's first argument after the task's second (ms), or its `workerData`. */
const SLEEPER = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', (task) => {
  if (task === 'close') return parentPort.postMessage('closed');
  const value = task.method === 'workerData' ? workerData : task.args[0];
  setTimeout(() => parentPort.postMessage({ id: task.id, ok: true, value }), task.args[1] ?? 0);
});`;

let pool: ThreadPool | undefined;
afterEach(() => pool?.close());

function newPool(size: number): ThreadPool {
  pool = new ThreadPool({
    entry: SLEEPER,
    eval: true,
    size,
    env: {},
    execArgv: [],
    revive: (error) => new Error(error.message),
  });
  return pool;
}

/** Runs the tasks on a pool of `size`, sent in order at once; answers the order they finished in. */
async function finishOrder(size: number, tasks: [name: string, ms: number, priority: TaskPriority][]) {
  const threads = newPool(size);
  // Start the threads first, so their start-up does not decide the order.
  await Promise.all([
    ...Array.from({ length: size }, (_, i) => threads.run({ method: 'warm', args: [i, 0] })),
    threads.run({ method: 'warm', args: ['idle', 0] }, 'idle'),
  ]);
  const done: string[] = [];
  await Promise.all(
    tasks.map(([name, ms, priority]) =>
      threads.run({ method: 'sleep', args: [name, ms] }, priority).then(() => done.push(name)),
    ),
  );
  return done;
}

describe('ThreadPool', () => {
  it('runs idle tasks on a thread of their own, one at a time, so a task someone waits for starts at once', async () => {
    const order = await finishOrder(1, [
      ['video 1', 300, 'idle'],
      ['video 2', 300, 'idle'],
      ['reply', 50, 'now'],
    ]);
    expect(order).toEqual(['reply', 'video 1', 'video 2']);
  });

  it('starts the waiting tasks of each kind in order, an idle one beside busy threads', async () => {
    const order = await finishOrder(1, [
      ['busy', 150, 'now'],
      ['reply 1', 10, 'now'],
      ['reply 2', 10, 'now'],
      ['video', 10, 'idle'],
    ]);
    expect(order).toEqual(['video', 'busy', 'reply 1', 'reply 2']);
  });

  it("starts a reply's first piece before another reply's later sentences that were waiting", async () => {
    const order = await finishOrder(1, [
      ['busy', 150, 'now'],
      ['sentence 2 of A', 10, 'soon'],
      ['sentence 3 of A', 10, 'soon'],
      ['first piece of B', 10, 'now'],
    ]);
    expect(order).toEqual(['busy', 'first piece of B', 'sentence 2 of A', 'sentence 3 of A']);
  });

  it('codes a turn before the voices of other turns that were waiting ahead of it', async () => {
    const order = await finishOrder(1, [
      ['busy', 150, 'now'],
      ['first piece of A', 10, 'now'],
      ['first piece of B', 10, 'now'],
      ['code of C', 10, 'short'],
    ]);
    expect(order).toEqual(['busy', 'code of C', 'first piece of A', 'first piece of B']);
  });

  it('tells the idle thread it is one (it lowers its own CPU priority), and no other', async () => {
    const threads = newPool(2);
    expect(await threads.run({ method: 'workerData', args: [] }, 'idle')).toEqual({ idle: true });
    expect(await threads.run({ method: 'workerData', args: [] })).toEqual({ idle: false });
    expect(threads.stats).toMatchObject({ threads: 2, busy: 0, waiting: 0, size: 2 });
  });
});

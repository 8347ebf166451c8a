/**
 * The worker thread of `threadedEngine`: its own engine, chosen from the environment it was given,
 * runs the CPU-heavy calls sent to it, one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { configFromEnv } from '../config.js';
import { createEngine } from '../engine.js';
import { isEngineError } from '../errors.js';
import { trainSharedLocalCoder } from '../skills/local-coder.js';
import { type OffloadedMethod, offloadedCall } from './offloaded.js';
import { BACKGROUND_NICE, IDLE_NICE, runThisThreadInBackground } from './priority.js';
import type { SerializedError, ThreadAnswer } from './thread-pool.js';

const idle = (workerData as { idle?: boolean } | null)?.idle === true;
// The pool's `idle` thread (videos nobody waits for) yields the CPU to everything else.
runThisThreadInBackground(idle ? IDLE_NICE : BACKGROUND_NICE);
/**
 * The local skill coder trains on its first use in a thread (0.5 s alone, 3 s and more on busy
 * cores). A thread that codes turns trains it once its first task is answered, so that no coach's
 * turn is the first to land on it while replies are being made (the idle thread never codes). It
 * trains a step at a time: the tasks and the pool's `'close'` that come meanwhile are answered
 * between steps (a `code` task finishes the training at once).
 */
let coderTrained = idle;

const engine = createEngine(configFromEnv(process.env));

function serialize(error: unknown): SerializedError {
  if (isEngineError(error)) {
    return {
      name: error.name,
      message: error.message,
      stage: error.stage,
      code: error.code,
      reason: error.reason,
      ...(error.status !== undefined ? { status: error.status } : {}),
    };
  }
  const plain = error instanceof Error ? error : new Error(String(error));
  return { name: plain.name, message: plain.message };
}

parentPort?.on(
  'message',
  async (task: { id: number; method: OffloadedMethod; args: unknown[] } | 'close') => {
    if (task === 'close') {
      // The pool is closing: what this thread started (a recogniser) is stopped and
      // reaped here, before the thread ends.
      await engine.close?.().catch(() => undefined);
      parentPort?.postMessage('closed');
      return;
    }
    let answer: ThreadAnswer;
    try {
      answer = { id: task.id, ok: true, value: await offloadedCall(engine, task.method, task.args) };
    } catch (error) {
      answer = { id: task.id, ok: false, error: serialize(error) };
    }
    parentPort?.postMessage(answer);
    if (!coderTrained) {
      coderTrained = true;
      void trainSharedLocalCoder();
    }
  },
);

/**
 * The worker thread of `threadedEngine`: its own engine, chosen from the environment it was given,
 * runs the CPU-heavy calls sent to it, one at a time.
 */
import { parentPort } from 'node:worker_threads';
import { configFromEnv } from '../config.js';
import { createEngine } from '../engine.js';
import { isEngineError } from '../errors.js';
import { type OffloadedMethod, offloadedCall } from './offloaded.js';
import { runThisThreadInBackground } from './priority.js';
import type { SerializedError, ThreadAnswer } from './thread-pool.js';

runThisThreadInBackground();

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
      // The pool is closing: what this thread started (flite runners, a recogniser) is stopped and
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
  },
);

import type { StageReport } from '../types.js';

/** Starts a stopwatch; calling the result gives the stage report. */
export function elapsed(stage: string, implementation: string): () => StageReport {
  const start = performance.now();
  return () => ({ stage, implementation, ms: Math.round(performance.now() - start) });
}

/** Types of visual.mjs, for the test that runs it. */
export interface VisualFailure {
  id: string;
  theme: 'light' | 'dark' | 'contrast';
  reason: string;
}
export function runVisual(options?: {
  update?: boolean;
  log?: (line: string) => void;
}): Promise<{ count: number; checked: number; failures: VisualFailure[] }>;
export interface VisualRender {
  id: string;
  theme: 'light' | 'dark' | 'contrast';
  narrow?: boolean;
  checks: boolean;
  look: boolean;
}
export function plan(
  index: { entries: Record<string, { type: string; id: string; title: string }> },
  shard?: { index: number; of: number },
): VisualRender[];
export const STATIC_DIR: string;
export const BASELINES: string;

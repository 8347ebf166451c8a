/**
 * `npm run chromatic` says it skipped without a token, and with one it never hangs: here the
 * service cannot be reached, and the script ends (non-zero) inside its time limit.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/chromatic.mjs');

function run(env: Record<string, string>) {
  const { CHROMATIC_PROJECT_TOKEN: _, ...rest } = process.env;
  const started = Date.now();
  const result = spawnSync(process.execPath, [script], { env: { ...rest, ...env }, encoding: 'utf8' });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}

describe('npm run chromatic', () => {
  it('skips, and says so, when CHROMATIC_PROJECT_TOKEN is not set', () => {
    const result = run({});
    expect(result.status).toBe(0);
    expect(result.output).toContain('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set');
  });

  it('ends within its time limit when the service is unreachable', () => {
    const result = run({ CHROMATIC_PROJECT_TOKEN: 'chpt_not_a_real_token', CHROMATIC_TIMEOUT_S: '3' });
    expect(result.status).not.toBe(0);
    expect(result.seconds).toBeLessThan(20);
    expect(result.output).toMatch(/chromatic: (failed|gave up)/);
  }, 60_000);
});

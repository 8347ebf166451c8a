// Runs `npm <args>` with its output lines prefixed by a name, so that steps running side by side
// (scripts/test.mjs, scripts/browser-tier.mjs) can be told apart in CI's log.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Runs `npm <args>`, its lines prefixed with `[name]`; answers its name, status and seconds. */
export function runPrefixed(name, args, env = process.env) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.once('close', (code, signal) =>
      resolve({ name, status: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

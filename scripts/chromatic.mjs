/**
 * `npm run chromatic`: uploads the static Storybook (storybook-static) to Chromatic for visual
 * review when CHROMATIC_PROJECT_TOKEN is set, and says plainly that it skipped when it is not.
 * The upload runs under a time limit (CHROMATIC_TIMEOUT_S, 300 s by default), so an unreachable
 * service never hangs a build. Builds the static Storybook first when it is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing was uploaded).');
  process.exit(0);
}

const limit = Number(process.env.CHROMATIC_TIMEOUT_S ?? 300);
if (!existsSync(path.join(repoRoot, 'storybook-static/index.json'))) {
  const built = spawnSync('npm', ['run', 'build-storybook'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const bin = path.join(repoRoot, 'node_modules/.bin/chromatic');
const child = spawn(
  bin,
  [
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--exit-once-uploaded',
    '--no-interactive',
  ],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
    detached: true,
  },
);
const timer = setTimeout(() => {
  console.error(
    `chromatic: gave up after ${limit} s (is the service reachable?); nothing more was uploaded.`,
  );
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
  process.exit(124);
}, limit * 1000);
child.on('exit', (code) => {
  clearTimeout(timer);
  console.log(code === 0 ? 'chromatic: uploaded.' : `chromatic: failed (exit ${code}).`);
  process.exit(code ?? 1);
});

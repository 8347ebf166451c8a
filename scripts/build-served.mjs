// What `npm start` runs before the server: builds what the server serves (the portal at `/`, the
// widgets' <script> builds at `/widgets/*`) when a build is missing or older than its sources, so
// a fresh clone's `npm install && npm start` serves a working embed, and a second start is quick.
// mtimes rather than content hashes: a build is only ever skipped when it is newer than every
// source file it reads (its own sources, those of @rebond/ui, @rebond/sdk and @rebond/vocabulary, and
// its config).
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = [
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/sdk/src',
  'packages/sdk/package.json',
  'packages/vocabulary/src',
  'packages/vocabulary/package.json',
];

const builds = [
  {
    workspace: '@rebond/widgets',
    outputs: [
      'packages/widgets/dist/rebond-widgets.global.js',
      'packages/widgets/dist/rebond-loader.global.js',
    ],
    inputs: [
      'packages/widgets/src',
      'packages/widgets/package.json',
      'packages/widgets/tsup.config.ts',
      ...shared,
    ],
  },
  {
    workspace: '@rebond/portal',
    outputs: ['apps/portal/dist/index.html'],
    inputs: [
      'apps/portal/src',
      'apps/portal/public',
      'apps/portal/index.html',
      'apps/portal/package.json',
      'apps/portal/vite.config.ts',
      ...shared,
    ],
  },
];

/** The newest mtime under `relative` (a file or a folder, test files included: cheap and safe). */
function newest(relative) {
  const full = path.join(root, relative);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(full)) latest = Math.max(latest, newest(path.join(relative, entry)));
  return latest;
}

/** Why the build must run, or null when it is up to date. */
export function staleReason({ outputs, inputs }) {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const stat = statSync(path.join(root, output), { throwIfNoEntry: false });
    if (!stat) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, stat.mtimeMs);
  }
  const changed = inputs.find((input) => newest(input) > oldestOutput);
  return changed ? `${changed} changed since the last build` : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const build of builds) {
    const reason = staleReason(build);
    if (!reason) {
      console.log(`${build.workspace}: up to date`);
      continue;
    }
    console.log(`${build.workspace}: building (${reason})`);
    // A production build whatever the caller's NODE_ENV (a test runner sets `test`, which would give
    // React's development build, several times larger).
    execFileSync('npm', ['run', 'build', '--workspace', build.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

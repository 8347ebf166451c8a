// Runs `vitest run` with the given arguments. When the run fails only because a test worker
// process died (seen intermittently on 2-core machines: the worker is killed mid-file, vitest
// reports "Worker exited unexpectedly" and the file's tests stay pending, with no failed test),
// the files that did not finish are run once more, and that second run decides. A failed
// assertion is never run again: any failed test fails at once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const dir = mkdtempSync(path.join(tmpdir(), 'rebond-vitest-'));
const report = path.join(dir, 'report.json');
const vitest = (extra) =>
  spawnSync('npx', ['vitest', 'run', ...extra], { stdio: 'inherit', env: process.env }).status ?? 1;

try {
  const first = vitest([...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`]);
  if (first === 0) process.exit(0);
  let results;
  try {
    results = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    process.exit(first);
  }
  if (results.numFailedTests > 0 || results.numFailedTestSuites > 0) process.exit(first);
  const unfinished = results.testResults
    .filter((file) => file.assertionResults.some((test) => test.status === 'pending'))
    .map((file) => path.relative(process.cwd(), file.name));
  if (unfinished.length === 0) process.exit(first);
  console.error(
    `\nvitest-run: no test failed, but a worker died before these files finished; running them once more:\n  ${unfinished.join('\n  ')}\n`,
  );
  process.exit(vitest([...args, ...unfinished]));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

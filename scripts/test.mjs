// `npm test`: every check, each timed, stopping after the first stage that fails. A stage runs its
// chains side by side, and a chain its steps in order:
// - first the builds (the browser tier and the package checks read dist/ and storybook-static/)
//   beside the checks that read only sources (type-check, layering, lint): on 2 cores the builds
//   leave a core idle much of the time (tsup's d.ts builds are single-threaded), and the checks take
//   it (in CI: 182 s one after another);
// - then the test tiers, one at a time, from the quickest to the slowest: each uses both cores.
// At the end (or at the failure) it prints how long each step and stage took, so CI's log says where
// its time goes. When a stage runs more than one chain, their lines are prefixed with the step's name.
//
// Variables named INTEGRATION_<NAME> reach the integration tier as <NAME>, and only it: CI sets
// INTEGRATION_DATABASE_URL and INTEGRATION_S3_* so that tier runs on a PostgreSQL server and an
// S3-compatible store while every other tier keeps the defaults (PGlite, media in a local folder).
import { spawnSync } from 'node:child_process';
import { runPrefixed } from './run-prefixed.mjs';

const stages = [
  [
    ['build', 'test:build'],
    ['build-storybook', 'test:types', 'test:deps', 'test:lint'],
  ],
  [['test:unit']],
  [['test:integration']],
  // test:browser and test:visual (the story check), in two halves, one in each of its lanes.
  [['test:browser-and-visual']],
];

const PREFIX = 'INTEGRATION_';
const integrationEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith(PREFIX))
    .map(([name, value]) => [name.slice(PREFIX.length), value]),
);
const envOf = (step) => (step === 'test:integration' ? { ...process.env, ...integrationEnv } : process.env);

/** Runs one step: alone, its output as it is; beside others, prefixed with its name. */
async function runStep(step, alone) {
  const backends = step === 'test:integration' && Object.keys(integrationEnv).length > 0;
  console.log(`\n== npm run ${step}${backends ? ` with ${Object.keys(integrationEnv).join(', ')}` : ''}`);
  const started = performance.now();
  const status = alone
    ? (spawnSync('npm', ['run', step], { stdio: 'inherit', env: envOf(step) }).status ?? 1)
    : (await runPrefixed(step, ['run', step], envOf(step))).status;
  const seconds = (performance.now() - started) / 1000;
  console.log(`== npm run ${step}: ${seconds.toFixed(0)} s`);
  return { step, seconds, status };
}

const times = [];
const stageSeconds = [];
let failed = 0;
for (const chains of stages) {
  const started = performance.now();
  await Promise.all(
    chains.map(async (chain) => {
      for (const step of chain) {
        const result = await runStep(step, chains.length === 1);
        times.push(result);
        if (result.status !== 0) {
          failed ||= result.status;
          return;
        }
      }
    }),
  );
  stageSeconds.push((performance.now() - started) / 1000);
  if (failed) break;
}

const seconds = (value) => `${value.toFixed(0).padStart(5)} s`;
const steps = times.map(
  ({ step, seconds: took, status }) =>
    `  ${step.padEnd(24)} ${seconds(took)}  ${status === 0 ? 'ok' : `failed (${status})`}`,
);
const stageLines = stageSeconds.map(
  (took, i) => `  ${stages[i].map((chain) => chain.join(' > ')).join('  |  ')}: ${took.toFixed(0)} s`,
);
const total = stageSeconds.reduce((sum, took) => sum + took, 0);
console.log(
  `\nnpm test, time of each step:\n${steps.join('\n')}\nof each stage (chains side by side):\n${stageLines.join('\n')}\n  ${'total'.padEnd(24)} ${seconds(total)}`,
);
process.exit(failed);

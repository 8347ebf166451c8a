// `npm test`: every check in order, each timed, stopping at the first that fails. The builds come
// first (the browser tier and the package checks read dist/ and storybook-static/), then the fast
// checks, then the test tiers from the quickest to the slowest. At the end (or at the failure) it
// prints how long each step took, so CI's log says where its time goes.
//
// Variables named INTEGRATION_<NAME> reach the integration tier as <NAME>, and only it: CI sets
// INTEGRATION_DATABASE_URL and INTEGRATION_S3_* so that tier runs on a PostgreSQL server and an
// S3-compatible store while every other tier keeps the defaults (PGlite, media in a local folder).
import { spawnSync } from 'node:child_process';

const steps = [
  'build',
  'build-storybook',
  'test:types',
  'test:deps',
  'test:lint',
  'test:build',
  'test:unit',
  'test:integration',
  // test:browser and test:visual, the screenshots in the browser tier's waiting lane.
  'test:browser-and-visual',
];

const PREFIX = 'INTEGRATION_';
const integrationEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith(PREFIX))
    .map(([name, value]) => [name.slice(PREFIX.length), value]),
);
const envOf = (step) => (step === 'test:integration' ? { ...process.env, ...integrationEnv } : process.env);

const times = [];
const table = () =>
  times.map(
    ({ step, seconds, status }) => `  ${step.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s  ${status}`,
  );

let failed = 0;
for (const step of steps) {
  const backends = step === 'test:integration' && Object.keys(integrationEnv).length > 0;
  console.log(`\n== npm run ${step}${backends ? ` with ${Object.keys(integrationEnv).join(', ')}` : ''}`);
  const started = performance.now();
  const status = spawnSync('npm', ['run', step], { stdio: 'inherit', env: envOf(step) }).status ?? 1;
  const seconds = (performance.now() - started) / 1000;
  times.push({ step, seconds, status: status === 0 ? 'ok' : `failed (${status})` });
  console.log(`== npm run ${step}: ${seconds.toFixed(0)} s`);
  if (status !== 0) {
    failed = status;
    break;
  }
}
const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(
  `\nnpm test, time of each step:\n${table().join('\n')}\n  ${'total'.padEnd(18)} ${total.toFixed(0).padStart(5)} s`,
);
process.exit(failed);

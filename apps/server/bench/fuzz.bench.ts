/**
 * Fuzzes every operation of `/openapi.json` on a real server (see `test/fuzz.ts`) and prints the
 * counts: operations, requests, answers by status, and the failures (any 5xx, or an error without
 * a JSON `detail`). Run with `npm run bench -w @rebond/server`.
 */
import { newUser, startTestServer } from '../src/testing';
import { fuzzApi } from '../test/fuzz';
import { register } from '../test/http';

const server = await startTestServer();
try {
  const user = await register(server.url, newUser('fuzz'));
  const started = performance.now();
  const report = await fuzzApi(server.url, user.access_token);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fuzz: ${report.operations} operations, ${report.requests} requests in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `fuzz: answers by status ${Object.entries(report.byStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}`,
  );
  const fiveXx = Object.entries(report.byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(`fuzz: ${fiveXx} answers of 5xx, ${report.failures.length} failures`);
  for (const failure of report.failures.slice(0, 20)) console.log(`  ${failure}`);
} finally {
  await server.close();
}

/**
 * Fuzzes every operation of `/openapi.json` on a real server (see `test/fuzz.ts`), the `/embed/`
 * routes with a visitor's token and origin, and the live channel's WebSocket (`test/fuzz-live.ts`),
 * and prints the counts: operations, requests, answers by status, requests past the sign-in per
 * family of routes, the live channel's answers, and the failures (any 5xx, an error without a JSON
 * `detail`, a broken channel). Run with `npm run bench -w @rebond/server`.
 */

import { newUser, startTestServer } from '../src/testing';
import { fuzzApi, fuzzVisitor } from '../test/fuzz';
import { fuzzLive } from '../test/fuzz-live';
import { call, register } from '../test/http';
import { activeAvatar } from '../test/sessions-fixtures';

const server = await startTestServer();
try {
  const user = await register(server.url, newUser('fuzz'));
  const visitor = await fuzzVisitor(server.url, user.access_token, await activeAvatar(server, user.id));
  const started = performance.now();
  const report = await fuzzApi(server.url, { bearer: user.access_token, visitor });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fuzz: ${report.operations} operations, ${report.requests} requests in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `fuzz: answers by status ${Object.entries(report.byStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}`,
  );
  console.log(
    `fuzz: requests past the sign-in by family ${Object.entries(report.byFamily)
      .map(([family, { requests, pastSignIn }]) => `${family} ${pastSignIn}/${requests}`)
      .join(', ')}`,
  );
  const fiveXx = Object.entries(report.byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(`fuzz: ${fiveXx} answers of 5xx, ${report.failures.length} failures`);
  for (const failure of report.failures.slice(0, 20)) console.log(`  ${failure}`);

  const coach = await register(server.url, newUser('fuzzlive'));
  const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: await activeAvatar(server, coach.id) },
  });
  const live = await fuzzLive(server.url, coach.access_token, session.body.id);
  console.log(
    `fuzz: live channel ${live.cases} cases, answers ${Object.entries(live.answers)
      .map(([answer, count]) => `${answer}×${count}`)
      .join(', ')}; ${live.failures.length} failures`,
  );
  for (const failure of live.failures.slice(0, 20)) console.log(`  ${failure}`);
} finally {
  await server.close();
}

/**
 * Lighthouse (the npm package, driving Debian's Chromium; nothing is downloaded) against the built
 * product, started as `npm start` does with a throwaway data folder: the landing page, `/login` and
 * the coach dashboard (a coach made through the API, consent granted, signed in through the login
 * form). Prints, per page, the median of RUNS runs (default 3) of Performance, FCP, LCP, TBT, CLS
 * and the bytes transferred, with Lighthouse's mobile preset (simulated slow 4G and a 4x slower
 * CPU) first; then one line per page with the machine's own network and CPU (`provided`
 * throttling), which does not depend on Lighthouse's simulation. Goals: Performance >= 95 and
 * LCP < 1.8 s on the mobile preset, and under 60 KB of JavaScript transferred for the landing page
 * (compressed, as the browser receives it; the build's bundle report checks the gzipped size). The load average is printed with the figures: they drift when
 * the machine is busy. Run with `npm run bench -w @rebond/portal` (the portal must be built:
 * `npm run build:portal`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, uptime } from 'node:os';
import path from 'node:path';
import { consentVersions } from '@rebond/ui/messages';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startOwnProduct } from '../e2e/product';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const GOALS = { performance: 95, lcpMs: 1800, landingScriptKB: 60 };

async function postJson(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKB: number;
  scriptKB: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function audit(url: string, flags: Flags): Promise<Figures> {
  const result = await lighthouse(url, { logLevel: 'error', onlyCategories: ['performance'], ...flags });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferredKB: value('total-byte-weight') / 1024,
    scriptKB: (summary?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN) / 1024,
  };
}

/** One page's figures; `scriptGoalKB` adds a goal for the JavaScript it transfers. */
function line(label: string, runs: Figures[], scriptGoalKB?: number): string {
  const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const met =
    m('performance') >= GOALS.performance &&
    m('lcpMs') < GOALS.lcpMs &&
    (scriptGoalKB === undefined || m('scriptKB') < scriptGoalKB);
  const goals = met ? 'goals met' : 'GOALS NOT MET';
  return [
    label.padEnd(34),
    `Performance ${m('performance')}`,
    `FCP ${(m('fcpMs') / 1000).toFixed(2)} s`,
    `LCP ${(m('lcpMs') / 1000).toFixed(2)} s`,
    `TBT ${Math.round(m('tbtMs'))} ms`,
    `CLS ${m('cls').toFixed(3)}`,
    `transferred ${m('transferredKB').toFixed(1)} KB (JS ${m('scriptKB').toFixed(1)} KB${scriptGoalKB === undefined ? '' : `, goal < ${scriptGoalKB} KB`})`,
    `[${runs.length} run${runs.length > 1 ? 's' : ''}: Performance ${runs.map((run) => run.performance).join('/')}; ${goals}]`,
  ].join(', ');
}

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} CPUs`;

const profileDir = await mkdtemp(path.join(tmpdir(), 'rebond-lighthouse-chrome-'));
const product = await startOwnProduct();
const debuggingPort = await freePort();
// One Chromium that both Lighthouse and the sign-in script drive (its default profile, so the
// signed-in tokens the login form stores are there for Lighthouse's tab).
const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROME_PATH,
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  console.log(
    `Lighthouse against ${product.url} (mobile preset unless said), ${load()}, up ${Math.round(uptime() / 60)} min`,
  );
  const pages = [
    { label: 'landing /', url: `${product.url}/`, scriptGoalKB: GOALS.landingScriptKB },
    { label: 'sign-in /login', url: `${product.url}/login` },
  ];
  for (const page of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(page.url, { port: debuggingPort }));
    console.log(line(page.label, runs, page.scriptGoalKB));
  }
  // Before signing in, as Lighthouse keeps local storage between runs: printed further down.
  const unthrottled: string[] = [];
  for (const page of pages) {
    const figures = await audit(page.url, { port: debuggingPort, throttlingMethod: 'provided' });
    unthrottled.push(line(`  ${page.label}, provided`, [figures], page.scriptGoalKB));
  }

  // A coach, through the API, who has agreed to the platform consent; signed in through the form.
  const coach = {
    first_name: 'Maya',
    last_name: 'Bench',
    username: `bench_${Date.now().toString(36)}`,
    password: 'rehearse-safely-1',
  };
  const registered = await postJson(`${product.url}/auth/register`, {
    ...coach,
    email: `${coach.username}@example.com`,
  });
  await postJson(
    `${product.url}/consents`,
    { type: 'platform', granted: true, version: consentVersions.platform },
    String(registered.access_token),
  );
  const tab = await browser.newPage();
  await tab.goto(`${product.url}/login`);
  await tab.getByLabel('Email or Username').fill(coach.username);
  await tab.getByLabel(/^Password/).fill(coach.password);
  await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
  await tab.waitForURL('**/dashboard/coach');
  const cdp = await browser.newCDPSession(tab);
  const dashboard = async (flags: Flags) => {
    // Signed in, but nothing cached: Lighthouse keeps the storage (and the tokens) as asked.
    await cdp.send('Network.clearBrowserCache');
    return audit(`${product.url}/dashboard/coach`, {
      port: debuggingPort,
      disableStorageReset: true,
      ...flags,
    });
  };
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await dashboard({}));
  console.log(line('signed-in /dashboard/coach', runs));
  unthrottled.push(
    line('  signed-in /dashboard/coach, provided', [await dashboard({ throttlingMethod: 'provided' })]),
  );

  // The same pages with the machine's own network and CPU: no simulation.
  console.log(`No throttling (throttlingMethod provided), 1 run each, ${load()}:`);
  for (const result of unthrottled) console.log(result);
} finally {
  await browser.close();
  await product.stop();
  await rm(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RebondClient } from '@rebond/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectReplyPlays,
  htmlPage,
  inWidget,
  recordAndSend,
  type StaticSite,
  staticSite,
} from './embed-harness';
import {
  createActiveAvatar,
  launchBrowserWithMicrophone,
  lookAt,
  makeSpeechWav,
  newCoach,
  newDevice,
  npmStart,
  type ProductServer,
  signUp,
  stopGroup,
} from './harness';

/**
 * Issue 26, "two commands give a working embed", as a clinic's web developer meets it: the
 * committed repository cloned into a temporary folder outside this checkout (`git clone`: only
 * what is committed, no `dist`, no `node_modules`), `npm ci`, `npm start` (its own port and data
 * folder); a coach signs up in the portal, makes an avatar (through the API: the portal's own
 * avatar flow is other tests'), creates a key for the clinic's origin in the Embed tab and copies
 * its "Page tags with the publishable key" with the Copy button; the clipboard's text, pasted
 * into a static page served on another port (another origin), gives a visitor in Chromium (fake
 * microphone) a recorder that consents, records, sends and plays the reply video.
 *
 * The install is a real `npm ci --offline --no-audit --no-fund`: nothing is downloaded, every
 * package comes from the npm cache that this checkout's own install filled, and the install
 * fails if one is missing. Measured on the 2-core development machine under load: the clone
 * 0.4 to 2.5 s, `npm ci` 100 to 170 s, the first `npm start` (building the widgets and the
 * portal) 130 to 140 s, the coach's part 35 s, the visitor's 30 s;
 * copying this checkout's node_modules (`cp -a`, 5 s) would be quicker, but it would not show
 * that the lockfile installs and that the clone needs nothing but what `npm ci` gives it, which is
 * what this test is for; a symlink would not even be a clone (the workspaces' `@rebond/*` links
 * would resolve into this checkout). It therefore tests the commit (HEAD), not uncommitted edits.
 * Every process runs in its own group and the folders are removed in afterAll, also on failure;
 * the phases' times are printed at the end.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The environment of a developer's shell: none of the variables npm sets for the script running this test. */
const shellEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      name !== 'NODE_ENV' &&
      !/^npm_(package|lifecycle|command|execpath|node_execpath)|^npm_config_(local_prefix|call|user_agent)$/i.test(
        name,
      ),
  ),
);

const phases: [string, number][] = [];
/** Runs `step`, noting how long it took under `name`. */
async function phase<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    phases.push([name, (performance.now() - started) / 1000]);
  }
}

/** The commands still running, so afterAll can end them if a step timed out. */
const running = new Set<ChildProcess>();

/** Runs a command in its own process group in `cwd`; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, {
    cwd,
    env: shellEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} ended with ${code ?? signal}:\n${output}`));
    });
  });
}

let workDir: string;
let product: ProductServer | undefined;
let site: StaticSite | undefined;
let browser: Browser | undefined;

/**
 * The checkout as a clone would have it. A git checkout is cloned (`safe.directory` given, since a
 * CI runner may own the checkout under another user); a checkout without `.git` (an exported
 * tree) is copied without what `.gitignore` names (builds, node_modules, data folders).
 */
async function cloneCheckout(clone: string): Promise<void> {
  if (existsSync(path.join(repoRoot, '.git'))) {
    await run(
      'git',
      ['-c', 'safe.directory=*', 'clone', '--quiet', '--local', '--no-hardlinks', repoRoot, clone],
      path.dirname(clone),
    );
    return;
  }
  const ignored = readFileSync(path.join(repoRoot, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#'));
  const isIgnored = (name: string) =>
    ignored.some((pattern) => (pattern.startsWith('*') ? name.endsWith(pattern.slice(1)) : name === pattern));
  await cp(repoRoot, clone, { recursive: true, filter: (source) => !isIgnored(path.basename(source)) });
}

/** How long the clone, the install and the start may take together. */
const SETUP_MS = 900_000;

beforeAll(async () => {
  // npm start gives up (and ends its processes) before the hook's timeout; afterAll ends the rest.
  const deadline = Date.now() + SETUP_MS - 30_000;
  workDir = await mkdtemp(path.join(tmpdir(), 'rebond-fresh-clone-'));
  const clone = path.join(workDir, 'rebond');
  await phase('git clone', () => cloneCheckout(clone));
  await phase('npm ci --offline', () => run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], clone));
  product = await phase('npm start', () =>
    npmStart({ cwd: clone, baseEnv: shellEnv, timeoutMs: Math.max(1, deadline - Date.now()) }),
  );
  [site, browser] = await Promise.all([
    staticSite(),
    launchBrowserWithMicrophone(
      makeSpeechWav(workDir, 'I would like to talk about how the holidays went with my family this year.'),
    ),
  ]);
}, SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await product?.stop();
  await Promise.all([...running].map(stopGroup));
  if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  console.log(
    `fresh clone phases: ${phases.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}`,
  );
});

describe('a fresh clone: npm ci, npm start, the portal snippet on a clinic page', () => {
  it("builds what it serves, and the portal's snippet pasted on another origin records and gets a reply", async () => {
    if (!product || !site || !browser) throw new Error('not started');
    const { url } = product;
    // The clone had no builds: npm start built the widgets and the portal, and warns of nothing missing.
    expect(product.output).toMatch(/@rebond\/widgets: building \(.* is missing\)/);
    expect(product.output).toMatch(/@rebond\/portal: building \(.* is missing\)/);
    expect(product.output).not.toContain('Missing rebond-');

    const snippet = await phase('portal: sign up, avatar, key, copy', async () => {
      const coach = newCoach();
      const { context, page } = await newDevice(browser as Browser, url);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await signUp(page, coach);
      const client = new RebondClient({ baseUrl: url });
      await client.auth.login({ username: coach.username, password: coach.password });
      const avatar = await createActiveAvatar(client, { avatar_name: 'Robert' });

      await page.getByRole('tab', { name: 'Embed', exact: true }).click();
      const form = page.getByRole('form', { name: 'Create a key' });
      await form.getByRole('textbox', { name: /^Name/ }).fill('Clinic site');
      await form.getByRole('checkbox', { name: avatar.avatar_name }).check();
      await form.getByRole('textbox', { name: /Allowed websites/ }).fill(site?.url ?? '');
      await form.getByRole('button', { name: 'Create Key' }).click();
      await page.getByRole('button', { name: 'I have stored it' }).click();
      // The tags carry the served script's integrity once the page has read it.
      const tags = page.getByRole('textbox', { name: 'Page tags with the publishable key' });
      await expect.poll(() => tags.inputValue(), { timeout: 15_000 }).toContain('integrity="sha384-');
      await page.getByRole('button', { name: 'Copy Page tags with the publishable key' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      await context.close();
      return copied;
    });
    expect(snippet).toMatch(/data-key="pk_/);
    expect(snippet).toContain(`data-api="${url}"`);

    await phase('visitor: consent, record, reply', async () => {
      site?.pages.set('/', htmlPage(`<h1>Practice at home</h1>\n${snippet}`));
      const context = await (browser as Browser).newContext({ viewport: { width: 1000, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(site?.url ?? '');
      await inWidget(page, '[part~="accept"]').click({ timeout: 60_000 });
      await recordAndSend(page, { first: true });
      await expectReplyPlays(page, url);
      await lookAt(page, 'fresh-clone-reply.png', { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }, 600_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeJobStatus, RebondClient, VISITOR_CONSENT_VERSION } from '@rebond/sdk';
import { staticTagSnippet } from '@rebond/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchBrowserWithMicrophone, makeSpeechWav, newCoach } from './harness';

/**
 * Issue 26: an embed that survives a clinic's day, in Chromium against the product started by
 * the root `npm start` (scripts/build-served.mjs builds what is stale, then the server), as a
 * fresh clone would start it (the clone and `npm install` themselves are not repeated here: too
 * slow on this machine). Tokens live 60 s (EMBED_TOKEN_TTL_SECONDS=60):
 *
 * - the portal's own static snippet (publishable key) pasted into a page on another origin:
 *   consent, a reply, a wait past the token's lifetime, a second reply in the same session
 *   without consenting again;
 * - the server flow: `rebond:token-expiring` comes, the page sets a fresh data-token, and the
 *   visit goes on in the same session;
 * - a page on an origin no key allows says so, without Try Again; a spent quota is said before
 *   the visitor records.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORTRAIT = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');

let product: { url: string; stop(): Promise<void> };
let browser: Browser;
let workDir: string;
let coach: RebondClient;
let avatarId: string;
let site: Server;
let siteUrl: string;
let strangerUrl: string;
let stranger: Server;
/** The pages the static site serves, by path. */
const pages = new Map<string, string>();
let secret = '';

/** The root `npm start`: build what is stale, then the server (API, portal, widgets) on one port. */
async function npmStart(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${output}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Rebond is running on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  // Everything the server serves was built: no warning about missing widgets.
  expect(output).not.toContain('Missing rebond-');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** A static site: its pages, and `/rebond-token` minting with the key's secret (the server flow). */
async function staticSite(): Promise<{ server: Server; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === '/rebond-token') {
      const answer = await fetch(`${product.url}/embed/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ secret, origin: url, ttl_seconds: 60 }),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
      return;
    }
    const page = pages.get(request.url ?? '/');
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ? `<!doctype html><html lang="en"><body>${page}</body></html>` : 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url };
}

async function activeAvatar(client: RebondClient): Promise<string> {
  const avatar = await client.avatars.createAvatar({ avatar_name: 'Robert' });
  const { job_id } = await client.avatars.createEmotionalAvatars(
    avatar.id,
    new Blob([readFileSync(PORTRAIT)], { type: 'image/png' }),
    { fileName: 'portrait.png' },
  );
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const status = normalizeJobStatus((await client.avatars.getJob(job_id)).status);
    if (status === 'failed') throw new Error('avatar creation failed');
    if (status === 'success') return avatar.id;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('avatar creation did not finish');
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'rebond-embed-ttl-'));
  product = await npmStart({ EMBED_TOKEN_TTL_SECONDS: '60' });
  coach = new RebondClient({ baseUrl: product.url });
  const who = newCoach();
  await coach.auth.register({
    first_name: who.firstName,
    last_name: who.lastName,
    username: who.username,
    email: who.email,
    password: who.password,
  });
  avatarId = await activeAvatar(coach);
  ({ server: site, url: siteUrl } = await staticSite());
  ({ server: stranger, url: strangerUrl } = await staticSite());
  browser = await launchBrowserWithMicrophone(
    makeSpeechWav(
      workDir,
      'Dad, I want to talk about last Thanksgiving. It really hurt me when you shouted.',
    ),
  );
}, 400_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  stranger?.close();
  await product?.stop();
  await rm(workDir, { recursive: true, force: true });
});

const widget = (page: Page, selector: string) => page.locator(`rebond-recorder ${selector}`);
const waitState = (page: Page, state: string, timeout = 60_000) =>
  page.waitForFunction(
    (wanted) => document.querySelector('rebond-recorder')?.getAttribute('data-state') === wanted,
    state,
    { timeout },
  );

/** Records a few seconds, sends, and waits for the reply; answers the reply's session id. */
async function turn(page: Page, first: boolean): Promise<string> {
  const replies = await page.evaluate(() => (window as unknown as { replies: string[] }).replies.length);
  await widget(page, first ? '[part~="start"]' : '[part~="next"]').click();
  await waitState(page, 'recording');
  await page.waitForTimeout(4000);
  await widget(page, '[part~="stop"]').click();
  await waitState(page, 'recorded');
  await widget(page, '[part~="send"]').click();
  await page.waitForFunction(
    (count) => (window as unknown as { replies: string[] }).replies.length > count,
    replies,
    { timeout: 150_000 },
  );
  return page.evaluate(() => (window as unknown as { replies: string[] }).replies.at(-1) ?? '');
}

const LISTEN = `<script>
  window.replies = []; window.expiring = 0; window.states = [];
  document.addEventListener('rebond:reply-ready', (event) => window.replies.push(event.detail.sessionId));
  new MutationObserver(() => window.states.push(document.querySelector('rebond-recorder').getAttribute('data-state')))
    .observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
</script>`;

describe('an embed through a clinic day, tokens living 60 s', () => {
  it("the portal's static snippet on another origin: a reply, a wait past the token's life, a second reply in the same session", async () => {
    const key = await coach.embedKeys.create({
      name: 'Static page',
      avatar_ids: [avatarId],
      allowed_origins: [siteUrl],
    });
    pages.set(
      '/static',
      `${LISTEN}${staticTagSnippet({ apiBase: product.url, publishableKey: key.publishable_key })}`,
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${siteUrl}/static`);
    await widget(page, '[part~="accept"]').waitFor({ timeout: 60_000 });
    const minted = Date.now();
    await widget(page, '[part~="accept"]').click();
    await waitState(page, 'idle');
    // Focus moved on to Record, not to the page's body.
    expect(
      await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part')),
    ).toMatch(/start/);
    const first = await turn(page, true);
    // Past the first token's life (60 s), whatever the reply took.
    await page.waitForTimeout(Math.max(0, minted + 65_000 - Date.now()));
    const second = await turn(page, false);
    expect(second).toBe(first);
    const states = await page.evaluate(() => (window as unknown as { states: string[] }).states);
    expect(states.filter((state) => state === 'consent')).toHaveLength(1);
    expect(errors).toEqual([]);

    const sessions = await coach.sessions.listByUser();
    const visit = sessions.find((session) => session.id === first);
    expect(visit?.videos).toHaveLength(2);
    await context.close();
  }, 600_000);

  it('the server flow: rebond:token-expiring comes, a fresh data-token continues the same session', async () => {
    const key = await coach.embedKeys.create({
      name: 'Clinic server',
      avatar_ids: [avatarId],
      allowed_origins: [siteUrl],
    });
    secret = key.secret;
    pages.set(
      '/server',
      `${LISTEN}<script src="${product.url}/widgets/rebond-widgets.global.js" defer></script>
<rebond-recorder data-api="${product.url}"></rebond-recorder>
<script type="module">
  const recorder = document.querySelector('rebond-recorder');
  const fresh = async () => recorder.setAttribute('data-token', (await (await fetch('/rebond-token', { method: 'POST' })).json()).token);
  document.addEventListener('rebond:token-expiring', () => { window.expiring += 1; fresh(); });
  await fresh();
</script>`,
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/server`);
    await widget(page, '[part~="accept"]').waitFor({ timeout: 60_000 });
    await widget(page, '[part~="accept"]').click();
    await waitState(page, 'idle');
    const first = await turn(page, true);
    await page.waitForFunction(() => (window as unknown as { expiring: number }).expiring > 0, undefined, {
      timeout: 90_000,
    });
    const second = await turn(page, false);
    expect(second).toBe(first);
    expect(await page.locator('rebond-recorder').getAttribute('data-error')).toBeNull();
    await context.close();
  }, 600_000);

  it('a page on an origin no key allows says so, without Try Again', async () => {
    const key = await coach.embedKeys.create({
      name: 'Only the clinic',
      avatar_ids: [avatarId],
      allowed_origins: [siteUrl],
    });
    pages.set('/static', staticTagSnippet({ apiBase: product.url, publishableKey: key.publishable_key }));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${strangerUrl}/static`);
    await page.waitForFunction(
      () => document.querySelector('rebond-recorder')?.getAttribute('data-error') === 'origin',
      undefined,
      { timeout: 60_000 },
    );
    expect(await widget(page, '[role="alert"]').first().textContent()).toMatch(/not allowed/);
    expect(await widget(page, '[part~="retry"]').isVisible()).toBe(false);
    expect(await widget(page, '[part~="start"]').isVisible()).toBe(false);
    await context.close();
  });

  it('a spent quota is said before the visitor records', async () => {
    const key = await coach.embedKeys.create({
      name: 'One a day',
      avatar_ids: [avatarId],
      allowed_origins: [siteUrl],
      daily_session_quota: 1,
    });
    // Today's one session, taken by another visitor.
    const headers = { origin: siteUrl, 'content-type': 'application/json' };
    const { token } = (await (
      await fetch(`${product.url}/embed/tokens/publishable`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ publishable_key: key.publishable_key }),
      })
    ).json()) as { token: string };
    for (const [path, body] of [
      ['/embed/consent', { granted: true, version: VISITOR_CONSENT_VERSION }],
      ['/embed/sessions', undefined],
    ] as const) {
      const answer = await fetch(`${product.url}${path}`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: body ? JSON.stringify(body) : null,
      });
      expect(answer.ok).toBe(true);
    }
    pages.set('/quota', staticTagSnippet({ apiBase: product.url, publishableKey: key.publishable_key }));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/quota`);
    await page.waitForFunction(
      () => document.querySelector('rebond-recorder')?.getAttribute('data-error') === 'quota',
      undefined,
      { timeout: 60_000 },
    );
    expect(await widget(page, '[role="alert"]').first().textContent()).toMatch(/used all of its sessions/);
    expect(await widget(page, '[part~="start"]').isVisible()).toBe(false);
    expect(await widget(page, '[part~="accept"]').isVisible()).toBe(false);
    expect(await widget(page, '[part~="retry"]').isVisible()).toBe(false);
    await context.close();
  });
});

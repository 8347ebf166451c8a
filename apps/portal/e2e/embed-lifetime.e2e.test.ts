import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RebondClient, VISITOR_CONSENT_VERSION } from '@rebond/sdk';
import { staticTagSnippet } from '@rebond/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlPage,
  recordAndSend,
  type SiteRoute,
  type StaticSite,
  staticSite,
  waitForState as waitState,
  inWidget as widget,
} from './embed-harness';
import {
  createActiveAvatar,
  launchBrowserWithMicrophone,
  makeSpeechWav,
  npmStart,
  type ProductServer,
  registerCoach,
} from './harness';

/**
 * Issue 26: an embed that survives a clinic's day, in Chromium against the product started by
 * the root `npm start` (scripts/build-served.mjs builds what is stale, then the server), as a
 * fresh clone would start it (fresh-clone.e2e.test.ts does the clone and the install). Tokens
 * live 60 s (EMBED_TOKEN_TTL_SECONDS=60):
 *
 * - the portal's own static snippet (publishable key) pasted into a page on another origin:
 *   consent, a reply, a wait past the token's lifetime, a second reply in the same session
 *   without consenting again;
 * - the server flow: `rebond:token-expiring` comes, the page sets a fresh data-token, and the
 *   visit goes on in the same session;
 * - a page on an origin no key allows says so, without Try Again; a spent quota is said before
 *   the visitor records.
 *
 * The first two run concurrently (`it.concurrent`, each with its own page and key), so their waits
 * for the tokens' lifetime overlap: the file waits past 60 s once, not twice.
 */
let product: ProductServer;
let browser: Browser;
let workDir: string;
let coach: RebondClient;
let avatarId: string;
let site: StaticSite;
let stranger: StaticSite;
/** The secret the site's `/rebond-token` route mints with (the server flow's key). */
let secret = '';

/** The clinic's own token route (the server flow): trades the key's secret for a 60 s token. */
const tokenRoute: SiteRoute = async (request, siteUrl) => {
  if (request.method !== 'POST' || request.url !== '/rebond-token') return undefined;
  const answer = await fetch(`${product.url}/embed/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret, origin: siteUrl, ttl_seconds: 60 }),
  });
  return { status: answer.status, type: 'application/json', body: await answer.text() };
};

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'rebond-embed-ttl-'));
  product = await npmStart({ env: { EMBED_TOKEN_TTL_SECONDS: '60' } });
  // Everything the server serves was built: no warning about missing widgets.
  expect(product.output).not.toContain('Missing rebond-');
  coach = await registerCoach(product.url);
  avatarId = (await createActiveAvatar(coach, { avatar_name: 'Robert' })).id;
  [site, stranger] = await Promise.all([staticSite(tokenRoute), staticSite()]);
  browser = await launchBrowserWithMicrophone(
    makeSpeechWav(
      workDir,
      'Dad, I want to talk about last Thanksgiving. It really hurt me when you shouted.',
    ),
  );
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await stranger?.close();
  await product?.stop();
  await rm(workDir, { recursive: true, force: true });
});

/** Records a few seconds, sends, and waits for the reply; answers the reply's session id. */
async function turn(page: Page, first: boolean): Promise<string> {
  const replies = await page.evaluate(() => (window as unknown as { replies: string[] }).replies.length);
  await recordAndSend(page, { first });
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
  it.concurrent("the portal's static snippet on another origin: a reply, a wait past the token's life, a second reply in the same session", async ({
    expect,
  }) => {
    const key = await coach.embedKeys.create({
      name: 'Static page',
      avatar_ids: [avatarId],
      allowed_origins: [site.url],
    });
    site.pages.set(
      '/static',
      htmlPage(`${LISTEN}${staticTagSnippet({ apiBase: product.url, publishableKey: key.publishable_key })}`),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/static`);
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

  it.concurrent('the server flow: rebond:token-expiring comes, a fresh data-token continues the same session', async ({
    expect,
  }) => {
    const key = await coach.embedKeys.create({
      name: 'Clinic server',
      avatar_ids: [avatarId],
      allowed_origins: [site.url],
    });
    secret = key.secret;
    site.pages.set(
      '/server',
      htmlPage(`${LISTEN}<script src="${product.url}/widgets/rebond-widgets.global.js" defer></script>
<rebond-recorder data-api="${product.url}"></rebond-recorder>
<script type="module">
  const recorder = document.querySelector('rebond-recorder');
  const fresh = async () => recorder.setAttribute('data-token', (await (await fetch('/rebond-token', { method: 'POST' })).json()).token);
  document.addEventListener('rebond:token-expiring', () => { window.expiring += 1; fresh(); });
  await fresh();
</script>`),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/server`);
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
      allowed_origins: [site.url],
    });
    stranger.pages.set(
      '/static',
      htmlPage(staticTagSnippet({ apiBase: product.url, publishableKey: key.publishable_key })),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stranger.url}/static`);
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
      allowed_origins: [site.url],
      daily_session_quota: 1,
    });
    // Today's one session, taken by another visitor.
    const headers = { origin: site.url, 'content-type': 'application/json' };
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
    site.pages.set(
      '/quota',
      htmlPage(staticTagSnippet({ apiBase: product.url, publishableKey: key.publishable_key })),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/quota`);
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

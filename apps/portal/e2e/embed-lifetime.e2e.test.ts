import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RebondClient, VISITOR_CONSENT_VERSION } from '@rebond/sdk';
import { staticTagSnippet } from '@rebond/ui';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClockedProduct, startClockedProduct } from './clocked-product';
import {
  htmlPage,
  recordAndSend,
  type SiteRoute,
  type StaticSite,
  staticSite,
  waitForState as waitState,
  inWidget as widget,
} from './embed-harness';
import { createActiveAvatar, launchBrowserWithMicrophone, makeSpeechWav, registerCoach } from './harness';

/**
 * Issue 26: an embed that survives a clinic's day, in Chromium against the product with a clock
 * the test moves (clocked-product.ts). Tokens live 60 s (EMBED_TOKEN_TTL_SECONDS=60), and time
 * passes on both sides at once: the server's clock moves on, and the page's (playwright's
 * `clock`, installed before the page loads: its Date and its timers) by as much, so the token
 * truly expires for the server and for the widget, without the test waiting for it:
 *
 * - the portal's own static snippet (publishable key) pasted into a page on another origin:
 *   consent, a reply, a wait past the token's lifetime, a second reply in the same session
 *   without consenting again;
 * - the server flow: `rebond:token-expiring` comes, the page sets a fresh data-token, and the
 *   visit goes on in the same session;
 * - a page on an origin no key allows says so, without Try Again; a spent quota is said before
 *   the visitor records.
 *
 * The tests run one after another: they share the server's clock.
 */
let product: ClockedProduct;
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
  product = await startClockedProduct({ EMBED_TOKEN_TTL_SECONDS: '60' });
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

/** Moves the server's clock and the page's on by `seconds`, the server's first. */
async function timePasses(context: BrowserContext, seconds: number): Promise<void> {
  product.clock.advance(seconds);
  await context.clock.fastForward(seconds * 1000);
}

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
  it("the portal's static snippet on another origin: a reply, a wait past the token's life, a second reply in the same session", async () => {
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
    await context.clock.install();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/static`);
    await widget(page, '[part~="accept"]').waitFor({ timeout: 60_000 });
    await widget(page, '[part~="accept"]').click();
    await waitState(page, 'idle');
    // Focus moved on to Record, not to the page's body.
    expect(
      await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part')),
    ).toMatch(/start/);
    const first = await turn(page, true);
    // Past the first token's life (60 s from its minting, before the consent).
    await timePasses(context, 65);
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
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${site.url}/server`);
    await widget(page, '[part~="accept"]').waitFor({ timeout: 60_000 });
    await widget(page, '[part~="accept"]').click();
    await waitState(page, 'idle');
    const first = await turn(page, true);
    // A minute's token is said to be expiring half its life before it expires (30 s after minting,
    // which a slow reply may have passed already). Time passes 5 s at a time until it is, so the
    // page renews its token before the old one's end (an 'expired' error) could come too.
    const expiring = () => page.evaluate(() => (window as unknown as { expiring: number }).expiring);
    for (let step = 0; step < 8 && (await expiring()) === 0; step += 1) await timePasses(context, 5);
    await page.waitForFunction(() => (window as unknown as { expiring: number }).expiring > 0, undefined, {
      timeout: 30_000,
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

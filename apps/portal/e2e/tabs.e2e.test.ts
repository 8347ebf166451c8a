import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newCoach, newDevice, type ProductServer, signUp, startProduct } from './harness';

/**
 * Two tabs of one browser share the sign-in: with 3-second access tokens every click refreshes, and
 * the tabs take turns with the one refresh token chain (Web Lock, stored tokens re-read). Chromium
 * propagates local storage between tabs asynchronously, so now and then a tab still presents the
 * token the other has just spent: the server's reuse interval (default settings here) answers it.
 */
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct({ ACCESS_TOKEN_TTL_SECONDS: '3' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two tabs signed in with 3-second access tokens', () => {
  it('both stay signed in for a minute while used', { timeout: 240_000 }, async () => {
    const { context, page: first } = await newDevice(browser, server.url);
    await signUp(first, newCoach());
    const second = await context.newPage();
    await second.goto('/dashboard/coach');
    await second.getByRole('tab', { name: 'Overview' }).waitFor();

    const refreshes: number[] = [];
    for (const page of [first, second]) {
      page.on('response', (response) => {
        if (response.url().endsWith('/auth/refresh')) refreshes.push(response.status());
      });
    }
    const use = async (page: Page, tab: string) => {
      try {
        await page.getByRole('tab', { name: tab }).click({ timeout: 20_000 });
        await page.getByRole('tabpanel').first().waitFor();
      } catch (error) {
        const which = page === first ? 'first' : 'second';
        throw new Error(`${which} tab at ${page.url()}, refresh answers ${refreshes.join(',')}: ${error}`);
      }
    };

    const started = Date.now();
    let round = 0;
    while (Date.now() - started < 60_000) {
      const tab = round % 2 === 0 ? 'History' : 'Overview';
      await use(first, tab);
      await use(second, tab);
      round += 1;
      await sleep(2000);
    }

    for (const page of [first, second]) {
      await use(page, 'Profile');
      expect(new URL(page.url()).pathname).toBe('/dashboard/coach');
    }
    // Tokens expired again and again and were renewed, never refused as a reused refresh token.
    expect(refreshes.length).toBeGreaterThanOrEqual(5);
    expect(refreshes.filter((status) => status !== 200)).toEqual([]);
    await context.close();
  });
});
